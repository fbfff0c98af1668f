/**
 * Vendors' certificates of insurance: a leader of the host chapter sends the
 * PDF with a presigned POST to the private documents bucket and confirms it;
 * the server copies it where only it writes, checks it is a PDF by content,
 * and records it. Opening it is a 5-minute presigned GET for the chapter's
 * leaders, the office of the event's school and admins only.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, CreatePartyEventResponse, OfficeEventRow, OfficeEventsResponse } from '../../../shared/api/types';
import type { CertificateLinkResponse, VendorsResponse } from '../../../shared/api/vendor-types';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES } from '../../../shared/vendors';
import { clock } from '../../../functions/lib/clock';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newUser } from '../party-events/fixtures';
import { newLeader, newChapter } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';
import { confirmCertificate, documentKeysUnder, postCertificateForm, presignCertificate, readDocument, realPdf, uploadCertificate } from './certificate-fixtures';

useFreshTable();
useJobQueue();
afterEach(() => vi.restoreAllMocks());

const NOW = '2031-01-05T12:00:00Z';
type Claims = Record<string, unknown>;

/** A school (its admin, office and president), an event of its chapter with one declared vendor. */
async function eventWithVendor(label: string, rules: Record<string, unknown> = {}) {
  vi.spyOn(clock, 'now').mockReturnValue(new Date(NOW));
  const school = await schoolWithRules('MA', rules, `Pat ${label}`);
  const office = await newUser({ fullName: `Olive ${label}` });
  expect((await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: school.school.id }, claims: school.admin.claims })).statusCode).toBe(200);
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ maxAttendees: 20, title: `Vendors ${crypto.randomUUID()}` }), claims: school.president.claims });
  expect(created.statusCode, created.text).toBe(201);
  const event = created.json.event;
  const declared = await invoke<VendorsResponse>('setEventVendors', { params: { id: event.id }, body: { vendors: [{ name: 'Campus Guard', kind: 'security' }] }, claims: school.president.claims });
  expect(declared.statusCode).toBe(200);
  return { ...school, office, event, vendorId: declared.json.vendors[0]!.id };
}

const open = (claims: Claims | undefined, eventId: string, vendorId: string) =>
  invoke<CertificateLinkResponse & ApiErrorBody>('openVendorCertificate', { params: { id: eventId, vendorId }, ...(claims ? { claims } : {}) });

const storedCertificate = async (eventId: string) => (await getPartyEvent(eventId))!.vendors![0]!.certificate;

describe('a vendor’s certificate of insurance', () => {
  it('is sent, checked by content, kept where only the server writes, and the upload deleted', async () => {
    const { president, event, vendorId } = await eventWithVendor('Upload');
    const pdf = await realPdf();
    const { upload, res } = await uploadCertificate(president.claims, event.id, vendorId, pdf);
    expect(res.statusCode, res.text).toBe(200);
    expect(res.json.vendors[0]).toMatchObject({ id: vendorId, hasCertificate: true, certificate: { uploadedAt: new Date(NOW).toISOString(), bytes: pdf.byteLength } });
    expect(upload.key.startsWith(`certificate-uploads/${event.id}/${vendorId}/`)).toBe(true);
    expect(await documentKeysUnder(upload.key)).toEqual([]);
    const certificate = (await storedCertificate(event.id))!;
    expect(certificate.key.startsWith(`vendor-certificates/${event.id}/${vendorId}/`)).toBe(true);
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toEqual([certificate.key]);
    expect(Buffer.from(await readDocument(certificate.key)).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a PNG renamed .pdf and an HTML page: a clear message, nothing recorded, nothing kept', async () => {
    const { president, event, vendorId } = await eventWithVendor('Refused');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
    const html = new TextEncoder().encode('<!doctype html><html><body><h1>Certificate</h1></body></html>');
    for (const bytes of [png, html]) {
      const { upload, res } = await uploadCertificate(president.claims, event.id, vendorId, bytes);
      expect([res.statusCode, res.json.message]).toEqual([400, CERTIFICATE_MESSAGES.notPdf]);
      expect(await documentKeysUnder(upload.key)).toEqual([]);
    }
    expect(await storedCertificate(event.id)).toBeUndefined();
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toEqual([]);
  });

  it('refuses an empty or oversize file before it is sent, and S3 refuses more than 10 MB under the form', async () => {
    const { president, event, vendorId } = await eventWithVendor('Sizes');
    expect((await presignCertificate(president.claims, event.id, vendorId, 0)).json.message).toContain(CERTIFICATE_MESSAGES.empty);
    const big = await presignCertificate(president.claims, event.id, vendorId, CERTIFICATE_MAX_BYTES + 1);
    expect([big.statusCode, JSON.stringify(big.json)]).toEqual([400, expect.stringContaining(CERTIFICATE_MESSAGES.tooLarge)]);
    const form = await presignCertificate(president.claims, event.id, vendorId, CERTIFICATE_MAX_BYTES);
    const tooBig = new Uint8Array(CERTIFICATE_MAX_BYTES + 1);
    expect((await postCertificateForm(form.json, tooBig)).status).toBe(400);
    expect((await postCertificateForm(form.json, new Uint8Array())).status).toBe(400);
    const res = await confirmCertificate(president.claims, event.id, vendorId, form.json.key);
    expect([res.statusCode, res.json.message]).toEqual([400, CERTIFICATE_MESSAGES.noUpload]);
    expect(await storedCertificate(event.id)).toBeUndefined();
  });

  it('is replaced by a new upload (the old copy deleted); a failed one or a re-posted old form changes nothing', async () => {
    const { president, event, vendorId } = await eventWithVendor('Replace');
    const first = await uploadCertificate(president.claims, event.id, vendorId, await realPdf('First'));
    const firstKey = (await storedCertificate(event.id))!.key;
    const second = await realPdf('Second, renewed');
    expect((await uploadCertificate(president.claims, event.id, vendorId, second)).res.statusCode).toBe(200);
    const kept = (await storedCertificate(event.id))!;
    expect(kept.key).not.toBe(firstKey);
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toEqual([kept.key]);

    // The first form is still within its window: posting to it again, and confirming it again, reaches nothing anyone reads.
    expect((await postCertificateForm(first.upload, await realPdf('Forged'))).status).toBeLessThan(300);
    expect((await confirmCertificate(president.claims, event.id, vendorId, 'vendor-certificates/../x.pdf')).statusCode).toBe(400);
    expect(await storedCertificate(event.id)).toEqual(kept);
    expect(Buffer.from(await readDocument(kept.key)).equals(Buffer.from(second))).toBe(true);

    const html = await uploadCertificate(president.claims, event.id, vendorId, new TextEncoder().encode('<html></html>'));
    expect(html.res.statusCode).toBe(400);
    expect(await storedCertificate(event.id)).toEqual(kept);
  });

  it('is confirmed only with an upload key handed out for that vendor, by the host chapter’s leaders', async () => {
    const { president, chapter, event, vendorId } = await eventWithVendor('Keys');
    const { upload } = await uploadCertificate(president.claims, event.id, vendorId, await realPdf());
    const otherVendor = crypto.randomUUID();
    expect((await confirmCertificate(president.claims, event.id, otherVendor, upload.key)).statusCode).toBe(400);
    expect((await presignCertificate(president.claims, event.id, otherVendor, 100)).statusCode).toBe(404);
    const member = await newUser({ chapterId: chapter.id });
    const otherLeader = await newLeader(await newChapter());
    expect((await presignCertificate(member.claims, event.id, vendorId, 100)).statusCode).toBe(403);
    expect((await presignCertificate(otherLeader.claims, event.id, vendorId, 100)).statusCode).toBe(403);
  });

  it('opens for the chapter’s leaders, the school’s office and admins as a 5-minute download; refused to everyone else', async () => {
    const { president, office, admin, chapter, event, vendorId } = await eventWithVendor('Open');
    expect((await open(president.claims, event.id, vendorId)).statusCode).toBe(404);
    const pdf = await realPdf();
    await uploadCertificate(president.claims, event.id, vendorId, pdf);
    for (const claims of [president.claims, office.claims, admin.claims]) {
      const res = await open(claims, event.id, vendorId);
      expect(res.statusCode, res.text).toBe(200);
      expect(res.json.expiresAt).toBe(new Date(Date.parse(NOW) + 300_000).toISOString());
      expect(new URL(res.json.url).searchParams.get('X-Amz-Expires')).toBe('300');
      const file = await fetch(res.json.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="certificate-of-insurance-campus-guard.pdf"');
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    }
    const elsewhere = await eventWithVendor('Elsewhere');
    const refused = [await newUser({ chapterId: chapter.id }), await newLeader(await newChapter()), elsewhere.office, elsewhere.president];
    for (const who of refused) expect((await open(who.claims, event.id, vendorId)).statusCode).toBe(403);
    expect((await open(undefined, event.id, vendorId)).statusCode).toBe(401);
  });

  it('downloads through the local S3 only as signed: the same address unsigned or with its signature changed is refused, as S3 refuses it', async () => {
    const { president, event, vendorId } = await eventWithVendor('Signed');
    const pdf = await realPdf();
    expect((await uploadCertificate(president.claims, event.id, vendorId, pdf)).res.statusCode).toBe(200);
    const link = await open(president.claims, event.id, vendorId);
    expect(link.statusCode, link.text).toBe(200);
    const signed = await fetch(link.json.url);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const plain = await fetch(link.json.url.split('?')[0]!);
    expect([plain.status, /<Code>(.*?)<\/Code>/.exec(await plain.text())?.[1]]).toEqual([403, 'AccessDenied']);
    const url = new URL(link.json.url);
    const signature = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const tampered = await fetch(url);
    expect([tampered.status, /<Code>(.*?)<\/Code>/.exec(await tampered.text())?.[1]]).toEqual([403, 'SignatureDoesNotMatch']);
  });

  it('goes with its vendor when the vendors are declared again without it', async () => {
    const { president, event, vendorId } = await eventWithVendor('Dropped');
    expect((await uploadCertificate(president.claims, event.id, vendorId, await realPdf())).res.statusCode).toBe(200);
    const again = await invoke<VendorsResponse>('setEventVendors', { params: { id: event.id }, body: { vendors: [{ name: 'Night Bus', kind: 'transport' }] }, claims: president.claims });
    expect(again.statusCode).toBe(200);
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toEqual([]);
  });

  it('goes with its event when an admin deletes the event', async () => {
    const { president, admin, event, vendorId } = await eventWithVendor('Deleted');
    expect((await uploadCertificate(president.claims, event.id, vendorId, await realPdf())).res.statusCode).toBe(200);
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toHaveLength(1);
    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims })).statusCode).toBe(200);
    expect(await documentKeysUnder(`vendor-certificates/${event.id}/`)).toEqual([]);
  });
});

describe('approving an event with vendors', () => {
  it('is refused naming the vendor without a certificate, then succeeds once it is in; the office’s list shows the blocker', async () => {
    const { president, office, chapter, event, vendorId } = await eventWithVendor('Approve', { approvalRequired: true });
    const monitor = await newUser({ chapterId: chapter.id });
    expect((await invoke('setSoberMonitors', { params: { id: event.id }, body: { subs: [monitor.sub] }, claims: president.claims })).statusCode).toBe(200);
    const listed = (await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: office.claims })).json.events.find((e) => e.id === event.id)!;
    expect(listed.blockers).toEqual(['Vendor Campus Guard has no certificate of insurance']);
    expect(listed.vendorList!.map((v) => [v.id, v.name, v.hasCertificate])).toEqual([[vendorId, 'Campus Guard', false]]);
    const refused = await invoke<OfficeEventRow & ApiErrorBody>('approvePartyEvent', { params: { id: event.id }, claims: office.claims });
    expect([refused.statusCode, refused.json.message]).toEqual([409, 'Not approved yet: Vendor Campus Guard has no certificate of insurance']);

    expect((await uploadCertificate(president.claims, event.id, vendorId, await realPdf())).res.statusCode).toBe(200);
    const approved = await invoke<OfficeEventRow>('approvePartyEvent', { params: { id: event.id }, claims: office.claims });
    expect([approved.statusCode, approved.json.review?.state]).toEqual([200, 'approved']);
  });
});
