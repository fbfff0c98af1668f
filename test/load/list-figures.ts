/**
 * The list figures (docs/performance.md#budgets: lists stay flat as data grows), from one client each (p50 of the best of
 * several rounds, `measureSolo`):
 * - a filtered party list against the unfiltered one (a filter keys an index
 *   partition, so it reads about what it shows): ≤ `LIST_GOAL.filtered`×;
 * - every list before and after the table grows (`grow.ts`: 10× the upcoming
 *   events, a 10× busier school, 10× the history): ≤ `LIST_GOAL.growth`×.
 * The 50-client p50 is printed beside the growth (far noisier on 2 cores).
 */
import { FILTERED_STATE, type EndpointCase } from './cases';
import { measureEndpoints, measureSolo, warm, type CallCounter } from './endpoint-runs';
import { growEvents } from './grow';
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

function filteredRatios(before: Map<string, { p50: number }>, after: Map<string, { p50: number }>): FilteredFigure[] {
  const ratio = (figures: Map<string, { p50: number }>, name: string) => (figures.get(name)?.p50 ?? 0) / (figures.get(UNFILTERED)?.p50 || 1);
  if (!before.has(UNFILTERED)) return [];
  return FILTERED.filter((name) => before.has(name)).map((name) => ({ name, before: ratio(before, name), after: ratio(after, name) }));
}

/** The lists among `cases` from one client, then again (and from 50) after the table grows 10×. */
export async function measureLists(
  load: LoadGenerator,
  api: string,
  cases: EndpointCase[],
  endpoints: EndpointFigure[],
  counter: CallCounter,
): Promise<ListFigures> {
  const lists = cases.filter((c) => LIST_CASES.includes(c.name));
  const soloBefore = await measureSolo(load, api, lists);
  console.log('Growing the table: 10× the upcoming events (each school and chapter 10× busier) and 10× the history; measuring the lists again…');
  const loadedBefore = new Map(endpoints.map((e) => [e.name, e.api]));
  const grown = await growEvents(10);
  await warm(load, api, lists);
  const soloAfter = await measureSolo(load, api, lists);
  const loadedAfter = new Map((await measureEndpoints(load, api, lists, counter)).map((e) => [e.name, e.api]));
  const growth = lists.map(({ name }) => {
    const before = soloBefore.get(name)!;
    const after = soloAfter.get(name)!;
    return {
      name,
      p50Before: before.p50,
      p50After: after.p50,
      ratio: after.p50 / (before.p50 || 1),
      loadedP50Before: loadedBefore.get(name)?.p50 ?? 0,
      loadedP50After: loadedAfter.get(name)?.p50 ?? 0,
    };
  });
  return { growth, filtered: filteredRatios(soloBefore, soloAfter), grown };
}
