/**
 * The Greek-life office's rules as party events meet them: what an
 * event with alcohol keeps of them at creation, what Create Event shows
 * before the event exists, and what Edit Event shows of an existing one.
 */
import type { OfficeRulesResponse } from '../../../../shared/api/types';
import type { Standing } from '../../../../shared/authz';
import { registrationDueAt, rulesOf, type SchoolRules } from '../../../../shared/school-rules';
import { requireChapterAccess } from '../../../lib/access';
import { getChapter } from '../organizations/chapters';
import type { PartyEvent } from './party-events';
import { getSchoolRules } from '../schools/schools';
import { guestCap } from '../../../../shared/guest-cap';
import { countChapterMembers } from './guest-cap';
import { notFound } from '../../../lib/errors';
import { ORGANIZATION_NOT_FOUND } from './messages';

/**
 * What a new event stores of the office rules: none without alcohol (or an
 * unknown school); else the rules themselves (later edits by an admin do not
 * move a registered event's deadlines) and whether it came in late.
 */
export function officePaperwork(
  event: { date: string; time: string; alcoholAllowed: boolean },
  state: string,
  rules: SchoolRules | undefined,
  now: Date,
): Pick<PartyEvent, 'officeRules' | 'lateRegistration'> {
  if (!event.alcoholAllowed || !rules) return {};
  return { officeRules: rules, lateRegistration: now.getTime() > registrationDueAt({ ...event, state }, rules).getTime() };
}

/** GET /me/office-rules: the caller's own chapter and the rules of its school (Create Event's one request). */
export async function getOfficeRules(standing: Standing): Promise<OfficeRulesResponse> {
  const chapterId = standing.chapterId ?? '';
  requireChapterAccess('createEvent', standing, chapterId);
  const chapter = await getChapter(chapterId);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  const host = { chapter: { id: chapter.id, letters: chapter.letters, name: chapter.name }, state: chapter.state, schoolName: chapter.schoolName };
  return withMembers(host, await schoolRulesOrDefaults(chapter.schoolId));
}

/**
 * The office rules an existing event meets, for Edit Event: those it kept at
 * creation (an event with alcohol: later changes of the school's rules do not
 * move its deadlines), else its school's now (what turning alcohol on meets).
 * Its chapter and school come from the event's own copy of them: no read of
 * the chapter, and none of the school when the event kept its rules.
 */
export async function officeRulesOfEvent(event: PartyEvent): Promise<OfficeRulesResponse> {
  const host = { chapter: { id: event.chapterId, letters: event.letters, name: event.organizationName }, state: event.state, schoolName: event.schoolName };
  return withMembers(host, event.officeRules ?? (await schoolRulesOrDefaults(event.schoolId)));
}

/** The answer of `rules` for a chapter: its members counted (one Query) only when the rules cap guests per member. */
async function withMembers(host: Omit<OfficeRulesResponse, 'rules' | 'members'>, rules: SchoolRules): Promise<OfficeRulesResponse> {
  const members = guestCap(rules, 0) === null ? null : await countChapterMembers(host.chapter.id);
  return { rules, ...host, members };
}

/** A school's office rules; the defaults should the school be gone. */
export async function schoolRulesOrDefaults(schoolId: string): Promise<SchoolRules> {
  return (await getSchoolRules(schoolId)) ?? rulesOf(undefined);
}
