/**
 * The demo seed holds on every calendar day. Pure functions: no
 * database, no real clock. It is built
 * - whole, on every day of 2026 and on the leap day of 2028 (titles and ids
 *   follow the UTC day);
 * - one second before and at local midnight in Hawaii, in the demo school's
 *   zone and in New York on each of those days, for the demo school and the
 *   schools of that state (dates follow each school's zone);
 * and each time has what the e2e journeys and a demo rely on (`seed-needs.ts`).
 */
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoPlacement, type DemoDataset, type DemoPlacement } from '../../../infra/seed/dataset';
import { addCalendarDays } from '../../../shared/dates';
import { DEMO_SCHOOL } from '../../support/demo';
import { aroundMidnight, changesDate, datesOfYear, MIDNIGHTS, seedAccounts as accounts } from './instants';
import { seedProblems } from './seed-needs';

const placement = demoPlacement();
const dates = [...datesOfYear(2026), '2028-02-29'];

/** The demo school and the schools of `states`, with their chapters (each school's events do not depend on the others). */
function placementIn(states: readonly string[]): DemoPlacement {
  const schools = placement.schools.filter((s) => s.name === DEMO_SCHOOL || states.includes(s.state));
  const ids = new Set(schools.map((s) => s.id));
  return { schools, chapters: placement.chapters.filter((c) => ids.has(c.schoolId)) };
}

/** The problems of the dataset built at `now`, each prefixed with the instant. */
function problemsAt(now: Date, at: DemoPlacement = placement): string[] {
  return seedProblems(buildDemoDataset(accounts, now, at), accounts, now).map((p) => `${now.toISOString()}: ${p}`);
}

/** The dates by month (`2026-01` …, `2028-02` for the leap day): one test each, so progress and failures read per month. */
const months = [...new Set(dates.map((date) => date.slice(0, 7)))].map((month) => [month, dates.filter((d) => d.startsWith(month))] as const);

describe('the demo seed on every calendar day', () => {
  it('covers 366 days', () => {
    expect(dates).toHaveLength(366);
    expect(months).toHaveLength(13);
  });

  it.each(months)('has everything the journeys rely on, all schools, every day of %s', (_, days) => {
    // Noon in Alabama: every US school is on the same date.
    expect(days.flatMap((date) => problemsAt(new Date(`${date}T18:00:00Z`)))).toEqual([]);
  });

  it.each(MIDNIGHTS)('has it just before and at midnight in $zone every day (demo school and schools in $states)', ({ zone, states }) => {
    const schools = placementIn(states);
    expect(schools.schools.filter((s) => states.includes(s.state as never)).length).toBeGreaterThan(0);
    const problems = dates.flatMap((date) => {
      const { before, at } = aroundMidnight(zone, date);
      return [...problemsAt(before, schools), ...problemsAt(at, schools)];
    });
    expect(problems).toEqual([]);
  });

  it('takes its instants where the date changes, across both DST changes', () => {
    for (const { zone } of MIDNIGHTS) {
      expect(dates.filter((date) => !changesDate(zone, date)), zone).toEqual([]);
    }
  });

  it('is the same dataset for the same instant (seeded randomness, no real clock)', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(buildDemoDataset(accounts, now, placement)).toEqual(buildDemoDataset(accounts, now, placement));
  });
});

describe('the checks themselves', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const fresh = () => buildDemoDataset(accounts, now, placement);
  const demoParties = (data: DemoDataset) => data.partyEvents.filter((e) => e.chapterId === data.chapter!.id);

  it('catch two parties of one chapter with the same title (the 2026-11-23 "White Out" failure)', () => {
    const data = fresh();
    const [first, second] = demoParties(data);
    second!.title = first!.title;
    expect(seedProblems(data, accounts, now)).toEqual([`party title repeats at a chapter: ${first!.chapterId} ${first!.title}`]);
  });

  it('catch an event dated before today in its school’s zone, and one past the seeded window', () => {
    const data = fresh();
    const [first, second] = data.greekEvents;
    first!.date = '2026-11-22';
    second!.date = addCalendarDays('2026-11-23', 60);
    expect(seedProblems(data, accounts, now)).toHaveLength(2);
  });

  it('catch a demo chapter whose parties would all be gone after midnight', () => {
    const data = fresh();
    for (const e of demoParties(data)) e.date = '2026-11-23';
    expect(seedProblems(data, accounts, now)).toEqual([
      'no free party of the demo chapter from tomorrow on',
      'no paid party of the demo chapter from tomorrow on',
      'no nearly sold-out party of the demo chapter from tomorrow on',
    ]);
  });

  it('catch a missing leader role and a missing pending request', () => {
    const data = fresh();
    data.items = data.items.filter((i) => !(i.entity === 'chapterRole' && i.role === 'media_manager') && i.entity !== 'leaderRequest');
    expect(seedProblems(data, accounts, now)).toEqual([
      'media_manager: no media_manager role at the demo chapter',
      "not exactly one pending request, the student's",
      'the pending request is not for another chapter of the demo school',
    ]);
  });
});
