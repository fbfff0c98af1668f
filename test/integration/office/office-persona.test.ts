/**
 * The Greek-life office persona: an admin grants an account the office of one
 * school from the Users tab (audited), takes it back (audited); the office
 * lists its own school's events only, whatever their status; a refused call
 * changes nothing.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MeResponse, OfficeEventsResponse, OfficeGrantResponse, UserListResponse } from '../../../shared/api/types';
import { putSchools } from '../../../functions/domains/catalog/schools/schools';
import { readOfficeGrant } from '../../../functions/domains/people/office-staff';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newEvent, newUser } from '../party-events/fixtures';

useFreshTable();

async function newSchool(label: string) {
  const school = { id: randomUUID(), name: `Office University ${label}`, city: 'Springfield', state: 'TX', website: '', logoUrl: null, emailDomains: [] };
  await putSchools([school]);
  const chapter = await newChapter({ schoolId: school.id, schoolName: school.name, state: 'TX' });
  return { school, chapter };
}

/** The audit entries about `sub`, as sorted "action school" lines (entries of the same instant have no order). */
const auditOf = async (sub: string) =>
  (await listAuditEntries(10_000))
    .filter((e) => e.targetId === sub)
    .map((e) => `${e.action} ${String(e.details.schoolId ?? '')}`.trim())
    .sort();

describe('granting the Greek-life office', () => {
  it('gives an account the office of one school, in the audit log; granting again moves it; revoking takes it back', async () => {
    const admin = await newAdmin();
    const [a, b] = [await newSchool('A'), await newSchool('B')];
    const person = await newUser({ fullName: 'Olive Office' });

    const granted = await invoke<OfficeGrantResponse>('grantOfficeRole', { params: { id: person.sub }, body: { schoolId: a.school.id }, claims: admin.claims });
    expect([granted.statusCode, granted.json.office?.schoolId, granted.json.office?.grantedBy]).toEqual([200, a.school.id, admin.sub]);
    const moved = await invoke<OfficeGrantResponse>('grantOfficeRole', { params: { id: person.sub }, body: { schoolId: b.school.id }, claims: admin.claims });
    expect(moved.json.office?.schoolName).toBe(b.school.name);
    expect((await readOfficeGrant(person.sub)).grant?.schoolId).toBe(b.school.id);
    const listed = await invoke<UserListResponse>('listUsers', { query: { q: 'Olive Office' }, claims: admin.claims });
    expect(listed.json.users.find((u) => u.sub === person.sub)?.office).toEqual({ schoolId: b.school.id, schoolName: b.school.name });
    const me = await invoke<MeResponse>('getMe', { claims: person.claims });
    expect(me.json.office).toEqual({ schoolId: b.school.id, schoolName: b.school.name });

    const revoked = await invoke<OfficeGrantResponse>('revokeOfficeRole', { params: { id: person.sub }, claims: admin.claims });
    expect([revoked.statusCode, revoked.json]).toEqual([200, { office: null }]);
    expect((await readOfficeGrant(person.sub)).grant).toBeUndefined();
    expect((await invoke('listOfficeEvents', { claims: person.claims })).statusCode).toBe(403);
    expect((await invoke<MeResponse>('getMe', { claims: person.claims })).json.office).toBeNull();
    const relisted = await invoke<UserListResponse>('listUsers', { query: { q: 'Olive Office' }, claims: admin.claims });
    expect(relisted.json.users.find((u) => u.sub === person.sub)?.office).toBeNull();

    expect(await auditOf(person.sub)).toEqual([`GRANT_OFFICE ${a.school.id}`, `GRANT_OFFICE ${b.school.id}`, 'REVOKE_OFFICE'].sort());
  });

  it('refuses an unknown account or school, and taking back an office never granted, changing nothing', async () => {
    const admin = await newAdmin();
    const { school } = await newSchool('C');
    const person = await newUser();
    const unknownUser = await invoke('grantOfficeRole', { params: { id: randomUUID() }, body: { schoolId: school.id }, claims: admin.claims });
    const unknownSchool = await invoke('grantOfficeRole', { params: { id: person.sub }, body: { schoolId: randomUUID() }, claims: admin.claims });
    const notOffice = await invoke('revokeOfficeRole', { params: { id: person.sub }, claims: admin.claims });
    expect([unknownUser, unknownSchool, notOffice].map((r) => [r.statusCode, (r.json as { message: string }).message])).toEqual([
      [404, 'User not found'],
      [404, 'School not found'],
      [404, 'This user is not a Greek-life office'],
    ]);
    expect((await readOfficeGrant(person.sub)).grant).toBeUndefined();
    expect(await auditOf(person.sub)).toEqual([]);
  });
});

describe("the office's events", () => {
  it("lists its own school's events of every status, by date, and none of another school's", async () => {
    const admin = await newAdmin();
    const [a, b] = [await newSchool('D'), await newSchool('E')];
    const [officeA, officeB] = [await newUser({ fullName: 'Office A' }), await newUser({ fullName: 'Office B' })];
    for (const [office, school] of [[officeA, a.school], [officeB, b.school]] as const) {
      expect((await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: school.id }, claims: admin.claims })).statusCode).toBe(200);
    }
    const later = await newEvent(a.chapter, '2031-05-02', '21:00', {
      title: 'Spring Formal',
      ticketsSold: 12,
      vendors: [
        { id: 'v1', name: 'Campus Guard', kind: 'security', certificate: { key: 'k', bytes: 1, uploadedAt: '2031-04-01T00:00:00.000Z' } },
        { id: 'v2', name: 'Night Bus', kind: 'transport' },
      ],
    });
    const earlier = await newEvent(a.chapter, '2031-04-01', '22:00', { title: 'Winter Social', status: 'cancelled' });
    const elsewhere = await newEvent(b.chapter, '2031-04-15', '21:00', { title: 'Other School Party' });
    // An event created at another school by a chapter now listed at this one stays that school's.
    await newEvent(a.chapter, '2031-04-20', '21:00', { title: 'Created Elsewhere', schoolId: b.school.id });

    const listA = await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: officeA.claims });
    expect(listA.statusCode).toBe(200);
    expect(listA.json.schoolId).toBe(a.school.id);
    expect(listA.json.events.map((e) => [e.id, e.status, e.guestCount, e.monitorsNamed, e.vendors, e.vendorCertificates])).toEqual([
      [earlier.id, 'cancelled', 0, 0, 0, 0],
      [later.id, 'active', 12, 0, 2, 1],
    ]);
    const listB = await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: officeB.claims });
    expect(listB.json.events.map((e) => e.id)).toEqual([elsewhere.id]);
  });
});
