/**
 * The /party-events list: one Query from a start date — on a chapter's
 * partition of GSI1 when `org` is given, else on the active list by its most
 * selective filter (school, national, state, type: GSI3–GSI6), else on the
 * whole active list (GSI2). The filters the key does not cover are applied
 * by DynamoDB (FilterExpression) and the school's own "today" while paging,
 * so a filtered list reads about what it shows. Pages are cut at the last returned item, and the cursor is
 * that item's key, signed and bound to the list (`cursor.ts`): the next page
 * resumes right after it.
 */
import type { OrganizationType } from '../../../shared/limits';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { openCursor, signCursor } from './cursor';
import { keys, PARTY_FACETS, type PartyFacet, type RangeQuery } from './keys';
import { toPartyEvent, type PartyEvent } from './party-events';
import { INDEX, tableName, type Item } from './table';

export { InvalidCursorError } from './cursor';

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
  index: string;
  keyNames: readonly string[];
  /** The index's sort key attribute, which the range bounds. */
  sortName: string;
  keyCondition: string;
  /** The facet the index partition already selects (not filtered again). */
  keyedFacet?: PartyFacet;
}

function onIndex(index: string, range: RangeQuery, keyedFacet?: PartyFacet): Plan {
  return {
    index,
    keyNames: ['PK', 'SK', `${index}PK`, `${index}SK`],
    sortName: `${index}SK`,
    keyCondition: `${index}PK = :pk AND ${index}SK BETWEEN :from AND :to`,
    pk: range.pk,
    from: range.from,
    to: range.to,
    ...(keyedFacet ? { keyedFacet } : {}),
  };
}

/**
 * What a cursor is bound to: the index, its partition and the filters. Not
 * the start date, which moves at midnight while a cursor may still be in use.
 */
function listScope(p: Plan, filters: PartyEventFilters): string {
  const { state, schoolId, chapterId, nationalKey, type, date } = filters;
  return JSON.stringify(['party-events', p.index, p.pk, state, schoolId, chapterId, nationalKey, type, date]);
}

function plan(filters: PartyEventFilters, fromDate: string): Plan {
  if (filters.chapterId) return onIndex(INDEX.GSI1, keys.partyEvent.ofChapter(filters.chapterId, fromDate, filters.date));
  const facet = PARTY_FACETS.find((f) => filters[FACET_FILTER[f]] !== undefined);
  if (facet) {
    const { index, ...range } = keys.partyEvent.activeBy(facet, String(filters[FACET_FILTER[facet]]), fromDate, filters.date);
    return onIndex(index, range, facet);
  }
  return onIndex(INDEX.GSI2, keys.partyEvent.active(fromDate, filters.date));
}

/**
 * One page of active events dated `fromDate` or later (and on `filters.date`
 * when given), by date then time, of those `accept` keeps. `cursor` resumes
 * after the previous page's last event.
 */
export async function queryPartyEventPage(
  filters: PartyEventFilters,
  fromDate: string,
  pageSize: number,
  cursor: string | undefined,
  accept: (event: PartyEvent) => boolean,
): Promise<PartyEventPage> {
  const p = plan(filters, fromDate);
  const scope = listScope(p, filters);
  const resumeAt = cursor ? openCursor(cursor, scope, p.keyNames) : undefined;
  // A day before the earliest "today" anywhere cannot list anything.
  if (filters.date && filters.date < fromDate) return { events: [], nextCursor: undefined };
  // A cursor handed out before midnight may point before today's range: everything
  // in range then comes after it, so the list starts at the range's beginning.
  const sortKey = resumeAt?.[p.sortName];
  if (sortKey !== undefined && sortKey > p.to) return { events: [], nextCursor: undefined };
  const start = sortKey !== undefined && sortKey >= p.from ? resumeAt : undefined;

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': p.pk, ':from': p.from, ':to': p.to };
  const conditions: string[] = [];
  const equal = (attr: string, value: string | undefined) => {
    if (value === undefined) return;
    const n = Object.keys(names).length;
    names[`#f${n}`] = attr;
    values[`:f${n}`] = value;
    conditions.push(`#f${n} = :f${n}`);
  };
  // The chapter partition also holds inactive events; the active index never does.
  if (filters.chapterId) equal('status', 'active');
  for (const facet of PARTY_FACETS) {
    if (facet !== p.keyedFacet) equal(facet, filters[FACET_FILTER[facet]]);
  }

  const filtered = conditions.length > (filters.chapterId ? 1 : 0);
  const out: Item[] = [];
  let exclusiveStart: Record<string, unknown> | undefined = start;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: p.index,
        KeyConditionExpression: p.keyCondition,
        ...(conditions.length ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        // Keyed on its filter, a page needs little more than pageSize items (a
        // few dropped as already past in their zone); with a second filter
        // (e.g. state and type), let DynamoDB read full 1 MB pages of the
        // narrower partition rather than making many small round trips.
        Limit: filtered ? undefined : pageSize + 6,
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    for (const item of res.Items ?? []) {
      if (!accept(toPartyEvent(item))) continue;
      out.push(item);
      if (out.length > pageSize) break;
    }
    exclusiveStart = res.LastEvaluatedKey;
  } while (exclusiveStart && out.length <= pageSize);

  const page = out.slice(0, pageSize);
  const more = out.length > pageSize;
  const last = page[page.length - 1];
  const lastKey = last && (Object.fromEntries(p.keyNames.map((k) => [k, String(last[k])])) as Record<string, string>);
  return { events: page.map(toPartyEvent), nextCursor: more && lastKey ? signCursor(lastKey, scope) : undefined };
}
