/**
 * The Greek-life office edits its own school's office rules: the school is the
 * office's grant, never a parameter, so another school's rules stay out of
 * reach; the edit is validated and audited as the admin's is.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SchoolRulesResponse } from '../../../shared/api/party-packet-types';
import { getSchoolRules, putSchools } from '../../../functions/domains/catalog/schools/schools';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newUser } from '../party-events/fixtures';

useFreshTable();

const RULES = { registrationLeadDays: 9, guestListLeadHours: 36, baseMonitors: 2, baseGuests: 30, guestsPerExtraMonitor: 25, officeEmail: 'fsl@example.edu', approvalRequired: true, eventReportDueHours: 24 };

async function officeOf(label: string) {
  const admin = await newAdmin();
  const school = { id: randomUUID(), name: `Rules University ${label}`, city: 'Springfield', state: 'TX', website: '', logoUrl: null, emailDomains: [] };
  await putSchools([school]);
  const person = await newUser({ fullName: `Office ${label}` });
  const granted = await invoke('grantOfficeRole', { params: { id: person.sub }, body: { schoolId: school.id }, claims: admin.claims });
  if (granted.statusCode !== 200) throw new Error(`grantOfficeRole: ${granted.text}`);
  return { school, person };
}

describe("the office's own school rules", () => {
  it("reads and saves its school's rules, audited as its edit, and never touches another school's", async () => {
    const a = await officeOf('A');
    const b = await officeOf('B');
    const before = await getSchoolRules(a.school.id);

    const read = await invoke<SchoolRulesResponse>('getOfficeSchoolRules', { claims: b.person.claims });
    expect([read.statusCode, read.json.rules]).toEqual([200, await getSchoolRules(b.school.id)]);
    const saved = await invoke<SchoolRulesResponse>('updateOfficeSchoolRules', { body: RULES, claims: b.person.claims });
    expect([saved.statusCode, saved.json.rules]).toEqual([200, RULES]);

    expect(await getSchoolRules(b.school.id)).toEqual(RULES);
    expect(await getSchoolRules(a.school.id)).toEqual(before);
    const audit = (await listAuditEntries(10_000)).filter((e) => e.action === 'UPDATE_SCHOOL_RULES');
    expect(audit.map((e) => [e.adminId, e.targetId])).toEqual([[b.person.sub, b.school.id]]);
  });

  it('refuses bad rules and anyone without an office, changing nothing', async () => {
    const a = await officeOf('C');
    const before = await getSchoolRules(a.school.id);
    const bad = await invoke<{ message: string }>('updateOfficeSchoolRules', { body: { ...RULES, baseGuests: 0 }, claims: a.person.claims });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toEqual(expect.any(String));
    const student = await newUser();
    expect((await invoke('updateOfficeSchoolRules', { body: RULES, claims: student.claims })).statusCode).toBe(403);
    expect((await invoke('getOfficeSchoolRules', { claims: student.claims })).statusCode).toBe(403);
    expect(await getSchoolRules(a.school.id)).toEqual(before);
  });
});
