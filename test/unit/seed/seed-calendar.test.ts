/**
 * The demo seed holds on any calendar day. Pure functions: no database, no
 * real clock in the seed. The seed's randomness (and its titles and ids)
 * follows the UTC date, so each date is a dataset of its own: each run builds
 * it on a window around today, on days drawn from the next ten years, on
 * each year's landmarks and on the dates that once failed
 * (`calendar-sample.ts`; the test's name says how to replay a run):
 * - whole, at noon in Alabama on each of those dates;
 * - one second before and at local midnight in Hawaii, in the demo school's
 *   zone and in New York on each of them, for the demo school and the
 *   schools of that state (dates follow each school's zone);
 * and each time has what the e2e journeys and a demo rely on (`seed-needs.ts`).
 */
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoPlacement, type DemoDataset, type DemoPlacement } from '../../../infra/seed/dataset';
import { addCalendarDays } from '../../../shared/dates';
import { DEMO_SCHOOL } from '../../support/demo';
import { calendarSample, datesOf } from './calendar-sample';
import { aroundMidnight, changesDate, MIDNIGHTS, seedAccounts as accounts } from './instants';
import { seedProblems } from './seed-needs';

const placement = demoPlacement();
const sample = calendarSample();
const dates = datesOf(sample);

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

describe(`the demo seed on any calendar day (around ${sample.today}, drawn with seed ${sample.seed}; replay: ${sample.replay})`, () => {
  it.each(sample.groups.map((g) => [g.name, g.dates] as const))('has everything the journeys rely on, all schools, on each day %s', (_, days) => {
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
      'no party with alcohol of the demo chapter from tomorrow on',
      'no party without alcohol of the demo chapter from tomorrow on',
    ]);
  });

  it('catch a demo chapter with no party without alcohol (the bench measures the page of one of each)', () => {
    const data = fresh();
    for (const e of demoParties(data)) e.alcoholAllowed = true;
    expect(seedProblems(data, accounts, now)).toEqual(['no party without alcohol of the demo chapter from tomorrow on']);
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
