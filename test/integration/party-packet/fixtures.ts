/** A school with its office rules, a chapter there and its president (party paperwork tests). */
import { randomUUID } from 'node:crypto';
import { putSchools } from '../../../functions/domains/catalog/schools/schools';
import { invoke } from '../../support/invoke';
import type { SchoolRules } from '../../../shared/school-rules';
import { newAdmin, newChapter, newLeader } from '../party-events/fixtures';

export async function schoolWithRules(state: string, rules: Partial<SchoolRules> = {}, presidentName = 'Pat President') {
  const school = { id: randomUUID(), name: `Paperwork University ${state}`, city: 'Springfield', state, website: '', logoUrl: null, emailDomains: [] };
  await putSchools([school]);
  const admin = await newAdmin();
  const body = { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null, ...rules };
  const res = await invoke('updateSchoolRules', { params: { id: school.id }, body, claims: admin.claims });
  if (res.statusCode !== 200) throw new Error(`updateSchoolRules: ${res.text}`);
  const chapter = await newChapter({ schoolId: school.id, schoolName: school.name, state });
  const president = await newLeader(chapter, 'president', presidentName);
  return { school, admin, chapter, president };
}

/** The Create Event body of a party with alcohol. */
export const alcoholParty = (extra: Record<string, unknown> = {}) => ({
  title: 'Fall Mixer',
  date: '2031-04-01',
  time: '21:00',
  location: 'Chapter house, 12 Elm St',
  maxAttendees: 100,
  priceCents: 0,
  description: '',
  alcoholAllowed: true,
  ...extra,
});
