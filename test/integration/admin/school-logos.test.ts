/**
 * Manage School Logos against DynamoDB Local and s3rver: uploads checked by
 * content, stored under the school's slug with a cache-busting URL, replaced
 * and deleted with their objects, each change audited in its transaction;
 * auto-fetch through a logo service stand-in (and without one, or offline).
 */
import '../../support/emulators.setup';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AutoFetchLogosResponse, SchoolLogosResponse, SchoolResponse } from '../../../shared/api/types';
import { INVALID_LOGO_TYPE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '../../../shared/schemas/school-logos';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getSchool, type SchoolRecord } from '../../../functions/domains/catalog/schools/schools';
import { AUTO_FETCH_FAILED, LOGO_SERVICE_OFFLINE, NO_LOGO_SERVICE } from '../../../functions/admin/logo-autofetch';
import { invoke } from '../../support/invoke';
import { TINY_PNG_BASE64 } from '../../support/images';
import { useFreshTable } from '../../support/table';
import { pickSchools, writeSchools } from '../support/fixtures';
import { newAdmin, type TestUser } from '../party-events/fixtures';

useFreshTable();

const NOW = new Date('2026-05-01T10:00:00Z');
const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
// A JPEG's signature and a little body: content decides the type.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
let admin: TestUser;
let schools: SchoolRecord[];

const upload = (schoolId: string, bytes: Buffer) =>
  invoke<SchoolResponse>('uploadSchoolLogo', { params: { id: schoolId }, body: { contentBase64: bytes.toString('base64') }, claims: admin.claims });
const fetchStatus = async (url: string) => (await fetch(url)).status;
const auditOf = async (schoolId: string) => (await listAuditEntries(50)).filter((e) => e.targetId === schoolId);

beforeAll(async () => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  admin = await newAdmin();
  schools = pickSchools('University of Alabama', 'Auburn University', 'Texas A&M University');
  await writeSchools(schools);
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  delete process.env.LOGO_SERVICE_URL;
});

describe('school logos', () => {
  it('stores an image under the slugified school name with a cache-busting URL, audited; replacing removes the old object', async () => {
    const school = schools.find((s) => s.name === 'Texas A&M University')!;
    const first = await upload(school.id, PNG);
    expect(first.statusCode).toBe(200);
    const url = first.json.school.logoUrl!;
    expect(url).toMatch(new RegExp(`/school-logos/texas-a-m-university-${NOW.getTime()}\\.png\\?v=${NOW.getTime()}$`));
    expect((await getSchool(school.id))?.logoUrl).toBe(url);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW.getTime() + 1000));
    const replaced = await upload(school.id, JPEG);
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    expect(replaced.json.school.logoUrl).toMatch(/\.jpg\?v=\d+$/);
    expect(await fetchStatus(url)).toBe(404);
    expect((await auditOf(school.id)).map((e) => e.action)).toEqual(['UPLOAD_SCHOOL_LOGO', 'UPLOAD_SCHOOL_LOGO']);

    vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW.getTime() + 2000));
    const deleted = await invoke<SchoolResponse>('deleteSchoolLogo', { params: { id: school.id }, claims: admin.claims });
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    expect(deleted.json.school.logoUrl).toBeNull();
    expect((await getSchool(school.id))?.logoUrl).toBeNull();
    expect(await fetchStatus(replaced.json.school.logoUrl!)).toBe(404);
    expect((await auditOf(school.id))[0]?.action).toBe('DELETE_SCHOOL_LOGO');
  });

  it('refuses what is not an image by its content, and what is too large; nothing changes', async () => {
    const school = schools[0]!;
    const text = await upload(school.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(text.statusCode).toBe(400);
    expect(text.json).toMatchObject({ message: INVALID_LOGO_TYPE });
    const large = await upload(school.id, Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]));
    expect(large.statusCode).toBe(400);
    expect(large.json).toMatchObject({ message: LOGO_TOO_LARGE });
    expect((await getSchool(school.id))?.logoUrl).toBeNull();
    expect(await auditOf(school.id)).toEqual([]);
  });

  it('counts schools with and without a logo', async () => {
    await upload(schools[1]!.id, PNG);
    const list = await invoke<SchoolLogosResponse>('listSchoolLogos', { claims: admin.claims });
    const withLogo = list.json.schools.filter((s) => s.logoUrl).length;
    expect(list.json).toMatchObject({ withLogo, withoutLogo: list.json.schools.length - withLogo });
    expect(withLogo).toBeGreaterThan(0);
  });
});

describe('auto-fetch', () => {
  const run = () => invoke<AutoFetchLogosResponse>('autoFetchSchoolLogos', { claims: admin.claims });
  const withoutLogo = async () => (await invoke<SchoolLogosResponse>('listSchoolLogos', { claims: admin.claims })).json.withoutLogo;

  async function logoService(answer: (domain: string) => { status: number; body?: Buffer }): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((req, res) => {
      const { status, body } = answer(decodeURIComponent(req.url!.slice(1)));
      res.writeHead(status, { 'content-type': 'image/png' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  it('skips every school with a clear message when no service is configured, or it is offline', async () => {
    const missing = await withoutLogo();
    expect((await run()).json).toEqual({ success: 0, failed: 0, skipped: missing, message: NO_LOGO_SERVICE });
    const offline = await logoService(() => ({ status: 200 }));
    await offline.close();
    process.env.LOGO_SERVICE_URL = offline.url;
    expect((await run()).json).toEqual({ success: 0, failed: 0, skipped: missing, message: LOGO_SERVICE_OFFLINE });
    expect(await withoutLogo()).toBe(missing);
  });

  it('says "Failed to auto-fetch logos from Clearbit" only when the service itself fails', async () => {
    const failing = await logoService(() => ({ status: 503 }));
    process.env.LOGO_SERVICE_URL = failing.url;
    const res = await run();
    await failing.close();
    expect([res.statusCode, res.json]).toEqual([502, { message: AUTO_FETCH_FAILED }]);
  });

  it('stores the images the service has, by website domain, and counts the schools it has none for as failed', async () => {
    const missing = await withoutLogo();
    const alabama = new URL(schools[0]!.website!).hostname.replace(/^www\./, '');
    const service = await logoService((domain) => (domain === alabama ? { status: 200, body: PNG } : { status: 404 }));
    process.env.LOGO_SERVICE_URL = service.url;
    const res = await run();
    await service.close();
    expect(res.json).toEqual({ success: 1, failed: missing - 1, skipped: 0, message: null });
    expect((await getSchool(schools[0]!.id))?.logoUrl).toMatch(/university-of-alabama-\d+\.png\?v=/);
    expect((await auditOf(schools[0]!.id))[0]?.action).toBe('AUTO_FETCH_SCHOOL_LOGO');
  });
});
