/**
 * The /party-events list: one Query from a start date — on a chapter's
 * partition of GSI1 when `org` is given, else on the active list by its most
 * selective filter (school, national, state, type: GSI3–GSI6), else on the
 * whole active list (GSI2). The filters the key does not cover are applied
 * by DynamoDB (FilterExpression) and the school's own "today" while paging,
 * so a filtered list reads about what it shows, at any time of day (see
 * `rangeParts`). Pages and their signed cursors: index-page.ts.
 */
import type { OrganizationType } from '../../../../shared/limits';
import { todayOfState, type UsToday } from '../../../../shared/dates';
import { keys, PARTY_FACETS, type PartyFacet, type RangeQuery } from '../../keys';
import { toPartyEvent, type PartyEvent } from './party-events';
import { allOf, checkCursor, equalTo, oneOf, queryIndexPage, type PageFilter, type RangePart } from '../../../lib/db/index-page';
import { INDEX } from '../../../lib/db/table';
import type { GlobalIndexName } from '../../../lib/db/table-schema';

export { InvalidCursorError } from '../../../lib/db/index-page';

export interface PartyEventFilters {
  state?: string;
  schoolId?: string;
  /** Chapter id: Query that chapter's partition instead of the whole list. */
  chapterId?: string;
  nationalKey?: string;
  type?: OrganizationType;
  /** One day, `yyyy-MM-dd`. */
  date?: string;
}

/** The filter that each facet index keys on. */
const FACET_FILTER: Record<PartyFacet, keyof PartyEventFilters> = { schoolId: 'schoolId', nationalKey: 'nationalKey', state: 'state', organizationType: 'type' };

export interface PartyEventPage {
  events: PartyEvent[];
  /** The cursor of the next page when more may follow; undefined on the last page. */
  nextCursor: string | undefined;
}

interface Plan extends RangeQuery {
  index: GlobalIndexName;
  /** The facet the index partition already selects (not filtered again). */
  keyedFacet?: PartyFacet;
}

function plan(filters: PartyEventFilters, fromDate: string): Plan {
  if (filters.chapterId) return { index: INDEX.GSI1, ...keys.partyEvent.ofChapter(filters.chapterId, fromDate, filters.date) };
  const facet = PARTY_FACETS.find((f) => filters[FACET_FILTER[f]] !== undefined);
  if (facet) return { ...keys.partyEvent.activeBy(facet, String(filters[FACET_FILTER[facet]]), fromDate, filters.date), keyedFacet: facet };
  return { index: INDEX.GSI2, ...keys.partyEvent.active(fromDate, filters.date) };
}

/**
 * What a cursor is bound to: the index, its partition and the filters. Not
 * the start date, which moves at midnight while a cursor may still be in use.
 */
function listScope(p: Plan, filters: PartyEventFilters): string {
  const { state, schoolId, chapterId, nationalKey, type, date } = filters;
  return JSON.stringify(['party-events', p.index, p.pk, state, schoolId, chapterId, nationalKey, type, date]);
}

/**
 * The ranges a page reads, in the list's order. A state's list starts at
 * that state's own "today". Otherwise, while the US is on two dates, the
 * earliest is read apart, with DynamoDB keeping only the states still on
 * it: the events of the states already past it are never returned (the
 * retire sweep takes them off the list within minutes, so a call reads what
 * a page needs, then, while some are still there, at the share seen, up to
 * 1 MB of them, instead of a round trip for every few dozen), then the days
 * from the latest "today" on, as when the US is on one date. Empty when the
 * day asked for is past everywhere.
 */
function rangeParts(filters: PartyEventFilters, today: UsToday, filter: PageFilter | undefined): RangePart[] {
  const from = filters.state ? todayOfState(today, filters.state) : today.earliest;
  if (filters.date && filters.date < from) return [];
  const part = (p: Plan, partFilter = filter): RangePart => ({ range: { from: p.from, to: p.to }, filter: partFilter });
  if (filters.state || from === today.latest || (filters.date && filters.date > from)) return [part(plan(filters, from))];
  // The retire sweep has taken the day's events of the states past it off the list (but for the
  // minutes after a state's midnight): expect the filter to keep them all, and read on at the share seen.
  const earliestDay = { ...part(plan({ ...filters, date: from }, from), allOf(filter, oneOf('state', today.onEarliest))), keeps: 1 };
  return filters.date ? [earliestDay] : [earliestDay, part(plan(filters, today.latest))];
}

/**
 * One page of active events from "today" (`today`: the US calendar at the
 * time of the request), and on `filters.date` when given, by date then time,
 * of those `accept` keeps. `cursor` resumes after the previous page's last
 * event, also when midnight has passed somewhere since.
 */
export async function queryPartyEventPage(
  filters: PartyEventFilters,
  today: UsToday,
  pageSize: number,
  cursor: string | undefined,
  accept: (event: PartyEvent) => boolean,
): Promise<PartyEventPage> {
  const p = plan(filters, today.earliest);
  const where: Record<string, string> = {};
  // The chapter partition also holds inactive events; the active index never does.
  if (filters.chapterId) where.status = 'active';
  for (const facet of PARTY_FACETS) {
    const value = filters[FACET_FILTER[facet]];
    if (facet !== p.keyedFacet && value !== undefined) where[facet] = value;
  }
  const scope = listScope(p, filters);
  const parts = rangeParts(filters, today, equalTo(where));
  // A day before "today" everywhere lists nothing (a cursor is still checked).
  if (parts.length === 0) {
    checkCursor(cursor, p.index, scope);
    return { events: [], nextCursor: undefined };
  }
  const page = await queryIndexPage({ index: p.index, pk: p.pk, parts, scope, pageSize, cursor, accept: (item) => accept(toPartyEvent(item)) });
  return { events: page.items.map(toPartyEvent), nextCursor: page.nextCursor };
}
