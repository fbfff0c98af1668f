/**
 * The list figures (docs/performance.md#budgets: lists stay flat as data grows), from one client each (p50 of the best of
 * several rounds, `measureSolo`):
 * - a filtered party list against the unfiltered one (a filter keys an index
 *   partition, so it reads about what it shows): ≤ `LIST_GOAL.filtered`×;
 * - every list before and after the table grows (`grow.ts`: 10× the upcoming
 *   events, a 10× busier school, 10× the history): ≤ `LIST_GOAL.growth`×.
 * The 50-client p50 is printed beside the growth (far noisier on 2 cores).
 *
 * The lists start at "today", which depends on the time of day: between
 * midnight in New York and midnight in Honolulu the US is on two dates and
 * the earliest is already past in most states. So the one-client figures
 * are taken twice, with the API's clock (in this process) set to an instant
 * in that band and to one outside it (`LIST_CLOCKS`): the bench judges the
 * lists at both, whenever it runs. The 50-client figures run on the real clock.
 *
 * In AWS the retire sweep (a scheduled task, every 5 minutes) takes the events
 * whose day has passed in their state off the multi-state lists; so under the
 * two-date clock, once set and before measuring (before and after the growth,
 * whose copies are written with their dates), the bench runs it with that
 * clock's "now", as AWS would have within 5 minutes. Not under the one-date
 * clock: the lists start at the one "today" there and read no past day; and
 * the bench's clock goes back from it to the two-date instant for the second
 * pass, where the events a sweep at 12:00 retired (those of the western
 * states' earlier day) would still be ahead.
 */
import { clock } from '../../functions/lib/clock';
import { FILTERED_STATE, type EndpointCase } from './cases';
import { measureEndpoints, measureSolo, warm, type CallCounter } from './endpoint-runs';
import { growEvents } from './grow';
import { retirePastEvents } from '../../functions/domains/catalog/retire-past-events';
import type { LoadGenerator } from './load-generator';
import type { EndpointFigure } from './report';

export const LIST_GOAL = { filtered: 1.5, growth: 1.2 };

/** The event lists measured again after the table grew. */
const UNFILTERED = 'GET /party-events';
const FILTERED = [`GET /party-events?state=${FILTERED_STATE}`, 'GET /party-events?type=sorority'];
export const LIST_CASES = ['GET /schools/{id}', 'GET /chapters/{id}', 'GET /events', 'GET /events/{id}', UNFILTERED, ...FILTERED];

export interface Growth {
  name: string;
  p50Before: number;
  p50After: number;
  ratio: number;
  loadedP50Before: number;
  loadedP50After: number;
}

export interface FilteredFigure {
  name: string;
  /** `before` / `after` the growth: filtered p50 over unfiltered p50, one client. */
  before: number;
  after: number;
}

export interface ListFigures {
  growth: Growth[];
  filtered: FilteredFigure[];
  grown: { added: number; upcoming: number };
}

/**
 * The API's clocks for the one-client figures, by the UTC hour they show
 * (the next such hour from the run's start, then running): 06:00 is inside
 * the two-date band (04:00 or 05:00 to 10:00 UTC, with or without daylight
 * saving) with four hours to spare; 12:00 is outside it.
 */
export const LIST_CLOCKS = [
  { label: '06:00 UTC, two US dates', utcHour: 6, retire: true },
  { label: '12:00 UTC, one US date', utcHour: 12, retire: false },
] as const;

type ListClock = (typeof LIST_CLOCKS)[number] & { offsetMs: number };

/** Each clock's offset from the real time: its hour next reached after `from` (the second one after the first). */
function listClocks(from = Date.now()): ListClock[] {
  const day = new Date(from);
  let previous = from;
  return LIST_CLOCKS.map((c) => {
    let at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), c.utcHour);
    while (at <= previous) at += 86_400_000;
    previous = at;
    return { ...c, offsetMs: at - from };
  });
}

/** `run` under each clock in turn (the real one restored after, the retire sweep run first where the clock says), by the clock's label. */
async function underEachClock<T>(clocks: ListClock[], run: () => Promise<T>): Promise<Map<string, T>> {
  const realNow = clock.now;
  const out = new Map<string, T>();
  try {
    for (const c of clocks) {
      clock.now = () => new Date(Date.now() + c.offsetMs);
      if (c.retire) await retirePastEvents(clock.now());
      out.set(c.label, await run());
    }
  } finally {
    clock.now = realNow;
  }
  return out;
}

const atClock = (name: string, label: string) => `${name} @ ${label}`;

function filteredRatios(before: Map<string, { p50: number }>, after: Map<string, { p50: number }>): FilteredFigure[] {
  const ratio = (figures: Map<string, { p50: number }>, name: string) => (figures.get(name)?.p50 ?? 0) / (figures.get(UNFILTERED)?.p50 || 1);
  if (!before.has(UNFILTERED)) return [];
  return FILTERED.filter((name) => before.has(name)).map((name) => ({ name, before: ratio(before, name), after: ratio(after, name) }));
}

/** The lists among `cases` from one client under each clock, then again (and from 50) after the table grows 10×. */
export async function measureLists(
  load: LoadGenerator,
  api: string,
  cases: EndpointCase[],
  endpoints: EndpointFigure[],
  counter: CallCounter,
): Promise<ListFigures> {
  const lists = cases.filter((c) => LIST_CASES.includes(c.name));
  const clocks = listClocks();
  console.log(`The lists from one client with the API's clock at ${clocks.map((c) => `${new Date(Date.now() + c.offsetMs).toISOString()} (${c.label})`).join(' and ')}…`);
  const soloBefore = await underEachClock(clocks, async () => {
    await warm(load, api, lists);
    return measureSolo(load, api, lists);
  });
  console.log('Growing the table: 10× the upcoming events (each school and chapter 10× busier) and 10× the history; measuring the lists again…');
  const loadedBefore = new Map(endpoints.map((e) => [e.name, e.api]));
  const grown = await growEvents(10);
  const soloAfter = await underEachClock(clocks, async () => {
    await warm(load, api, lists);
    return measureSolo(load, api, lists);
  });
  await warm(load, api, lists);
  const loadedAfter = new Map((await measureEndpoints(load, api, lists, counter)).map((e) => [e.name, e.api]));
  const growth = clocks.flatMap(({ label }) =>
    lists.map(({ name }) => {
      const before = soloBefore.get(label)!.get(name)!;
      const after = soloAfter.get(label)!.get(name)!;
      return {
        name: atClock(name, label),
        p50Before: before.p50,
        p50After: after.p50,
        ratio: after.p50 / (before.p50 || 1),
        loadedP50Before: loadedBefore.get(name)?.p50 ?? 0,
        loadedP50After: loadedAfter.get(name)?.p50 ?? 0,
      };
    }),
  );
  const filtered = clocks.flatMap(({ label }) => filteredRatios(soloBefore.get(label)!, soloAfter.get(label)!).map((f) => ({ ...f, name: atClock(f.name, label) })));
  return { growth, filtered, grown };
}
