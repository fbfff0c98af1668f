/**
 * What the e2e journeys (and a person trying the demo) need from one seeding,
 * as a list of problems: empty when the dataset built at `now` has all of it.
 */
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import type { Item } from '../../../functions/lib/db/table';
import type { SeedAccount } from '../../../infra/seed/accounts';
import type { DemoDataset } from '../../../infra/seed/dataset';
import { SEED_DAYS } from '../../../infra/seed/events';
import { addCalendarDays, todayInState } from '../../../shared/dates';
import { DEMO_CHAPTER, DEMO_SCHOOL, DEMO_SCHOOL_CITY, DEMO_SCHOOL_STATE } from '../../support/demo';

const ofEntity = (items: readonly Item[], entity: string) => items.filter((i) => i.entity === entity);

/** Keys that occur more than once, with what they hold twice. */
function repeats(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => seen.has(k) || !seen.add(k));
}

function accountProblems(data: DemoDataset, accounts: readonly SeedAccount[]): string[] {
  const problems: string[] = [];
  const { chapter, school, items } = data;
  const profiles = new Map(ofEntity(items, 'profile').map((p) => [p.sub as string, p]));
  const roles = ofEntity(items, 'chapterRole');
  for (const account of accounts) {
    const profile = profiles.get(account.sub);
    const leader = account.kind === 'president' || account.kind === 'media_manager';
    if (profile?.schoolId !== school.id) problems.push(`${account.kind}: no profile at ${DEMO_SCHOOL}`);
    if (leader && profile?.chapterId !== chapter?.id) problems.push(`${account.kind}: profile not in the demo chapter`);
    if (leader && !roles.some((r) => r.sub === account.sub && r.role === account.kind && r.chapterId === chapter?.id)) {
      problems.push(`${account.kind}: no ${account.kind} role at the demo chapter`);
    }
  }
  const admin = accounts.find((a) => a.kind === 'admin');
  if (!ofEntity(items, 'admin').some((a) => a.sub === admin?.sub)) problems.push('admin: no admin grant');

  const student = accounts.find((a) => a.kind === 'student');
  const requests = ofEntity(items, 'leaderRequest');
  const request = requests[0];
  const requested = data.chapters.find((c) => c.id === request?.chapterId);
  if (requests.length !== 1 || request?.userId !== student?.sub || request?.status !== 'pending') problems.push("not exactly one pending request, the student's");
  if (!requested || requested.id === chapter?.id || requested.schoolId !== school.id) problems.push('the pending request is not for another chapter of the demo school');

  // The leader registration journey asks for a fraternity presidency nobody holds.
  const fraternities = data.chapters.filter((c) => c.schoolId === school.id && c.type === 'fraternity');
  if (!fraternities.some((f) => !roles.some((r) => r.chapterId === f.id && r.role === 'president'))) {
    problems.push(`no fraternity at ${DEMO_SCHOOL} with a free presidency`);
  }
  return problems;
}

/** Dates from today (in the event's school's zone) to the last seeded day; ids and titles never repeat. */
function eventProblems(data: DemoDataset, now: Date): string[] {
  const problems: string[] = [];
  const windows = new Map<string, [string, string]>();
  const windowOf = (state: string): [string, string] => {
    let window = windows.get(state);
    if (!window) {
      const today = todayInState(state, now);
      windows.set(state, (window = [today, addCalendarDays(today, SEED_DAYS - 1)]));
    }
    return window;
  };
  const all = [...data.greekEvents, ...data.partyEvents];
  for (const e of all) {
    const [first, last] = windowOf(e.state);
    if (e.date < first || e.date > last) problems.push(`"${e.title}" (${e.id}) on ${e.date}, today is ${first} in ${e.state}`);
  }
  for (const id of repeats(all.map((e) => e.id))) problems.push(`event id ${id} repeats`);
  for (const key of repeats(data.partyEvents.map((e) => `${e.chapterId} ${e.title}`))) problems.push(`party title repeats at a chapter: ${key}`);
  for (const key of repeats(data.greekEvents.map((e) => `${e.schoolId} ${e.title}`))) problems.push(`Greek-life title repeats at a school: ${key}`);
  for (const e of data.partyEvents) {
    if (e.ticketsSold > e.maxAttendees) problems.push(`"${e.title}" (${e.id}) oversold`);
  }
  for (const e of data.greekEvents) {
    if ((e.type === 'paid') !== e.priceCents > 0) problems.push(`Greek-life "${e.title}" (${e.id}): ${e.type} at ${e.priceCents} cents`);
  }
  return problems;
}

/**
 * What the browsing journeys show: the demo chapter's free, paid and nearly
 * sold-out parties with seats left, and the demo school's three Greek-life
 * events, still upcoming after the next midnight (a run may go past it);
 * and what the bench measures: a party of the demo chapter with alcohol and
 * one without.
 */
function upcomingProblems(data: DemoDataset, now: Date): string[] {
  const problems: string[] = [];
  const tomorrow = addCalendarDays(todayInState(data.school.state, now), 1);
  const demoParties = data.partyEvents.filter((e) => e.chapterId === data.chapter?.id && e.date >= tomorrow && e.ticketsSold < e.maxAttendees);
  const wanted: [string, (e: PartyEvent) => boolean][] = [
    ['free party', (e) => e.priceCents === 0],
    ['paid party', (e) => e.priceCents > 0],
    ['nearly sold-out party', (e) => e.maxAttendees - e.ticketsSold <= 5],
    ['party with alcohol', (e) => e.alcoholAllowed],
    ['party without alcohol', (e) => !e.alcoholAllowed],
  ];
  for (const [name, test] of wanted) {
    if (!demoParties.some(test)) problems.push(`no ${name} of the demo chapter from tomorrow on`);
  }
  if (data.greekEvents.filter((e) => e.schoolId === data.school.id && e.date >= tomorrow).length !== 3) {
    problems.push(`${DEMO_SCHOOL} has not three Greek-life events from tomorrow on`);
  }
  return problems;
}

/** Everything the journeys need from the dataset seeded at `now`; `[]` when all is there. */
export function seedProblems(data: DemoDataset, accounts: readonly SeedAccount[], now: Date): string[] {
  const { school, chapter } = data;
  const place = [
    ...(school.name === DEMO_SCHOOL && school.city === DEMO_SCHOOL_CITY && school.state === DEMO_SCHOOL_STATE ? [] : [`demo school is ${school.name}`]),
    ...(chapter?.name === DEMO_CHAPTER && chapter.schoolId === school.id && chapter.type === 'sorority' ? [] : [`demo chapter is ${chapter?.name}`]),
  ];
  return [...place, ...accountProblems(data, accounts), ...eventProblems(data, now), ...upcomingProblems(data, now)];
}
