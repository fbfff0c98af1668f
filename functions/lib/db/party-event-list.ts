/**
 * The /party-events list: one Query — on the sparse active index
 * (`EVENTS#ACTIVE`), or on a chapter's partition of GSI1 when `org` is given
 * — from a start date, with the filters applied by DynamoDB
 * (FilterExpression) and a post-filter (the school's own "today") applied
 * while paging. Pages are cut at the last returned item, and the cursor is
 * that item's key, base64url-encoded: the next page resumes right after it.
 */
import type { OrganizationType } from '../../../shared/limits';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { toPartyEvent, type PartyEvent } from './party-events';
import { INDEX, tableName, type Item } from './table';

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

export interface PartyEventPage {
  events: PartyEvent[];
  /** Key of the last returned item when more may follow; undefined on the last page. */
  nextKey: Record<string, string> | undefined;
}

/** The cursor was not one this API handed out (or not for this kind of list). */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

const ACTIVE_PK = 'EVENTS#ACTIVE';

/** Opaque cursor: base64url of the key JSON. */
export function encodeCursor(key: Record<string, string>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor and checks it is a key of the expected shape (exactly the
 * given attributes, all strings) with the expected index partition, so a
 * forged cursor cannot steer the Query into another partition.
 */
export function decodeCursor(cursor: string, attributes: readonly string[], partition: { name: string; value: string }): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InvalidCursorError();
  const key = parsed as Record<string, unknown>;
  const names = Object.keys(key).sort();
  if (names.join('|') !== [...attributes].sort().join('|')) throw new InvalidCursorError();
  if (!names.every((n) => typeof key[n] === 'string' && (key[n] as string).length > 0 && (key[n] as string).length <= 300)) {
    throw new InvalidCursorError();
  }
  if (key[partition.name] !== partition.value) throw new InvalidCursorError();
  return key as Record<string, string>;
}

interface Plan {
  index: string;
  keyNames: readonly string[];
  partition: { name: string; value: string };
  keyCondition: string;
  from: string;
  to: string;
}

function plan(filters: PartyEventFilters, fromDate: string): Plan {
  const lo = filters.date ?? fromDate;
  const hi = filters.date ? `${filters.date}#\uffff` : '\uffff';
  if (filters.chapterId) {
    return {
      index: INDEX.GSI1,
      keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
      partition: { name: 'GSI1PK', value: `CHAPTER#${filters.chapterId}` },
      keyCondition: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      from: `EVENT#${lo}`,
      to: `EVENT#${hi}`,
    };
  }
  return {
    index: INDEX.GSI2,
    keyNames: ['PK', 'SK', 'GSI2PK', 'GSI2SK'],
    partition: { name: 'GSI2PK', value: ACTIVE_PK },
    keyCondition: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    from: lo,
    to: hi,
  };
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
  const start = cursor ? decodeCursor(cursor, p.keyNames, p.partition) : undefined;
  // A day before the earliest "today" anywhere cannot list anything.
  if (filters.date && filters.date < fromDate) return { events: [], nextKey: undefined };

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': p.partition.value, ':from': p.from, ':to': p.to };
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
  equal('state', filters.state);
  equal('schoolId', filters.schoolId);
  equal('nationalKey', filters.nationalKey);
  equal('organizationType', filters.type);

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
        // Unfiltered, a page needs little more than pageSize items (a few
        // dropped as already past in their zone); filtered, let DynamoDB
        // read full 1 MB pages rather than making many small round trips.
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
  return {
    events: page.map(toPartyEvent),
    nextKey: more && last ? (Object.fromEntries(p.keyNames.map((k) => [k, String(last[k])])) as Record<string, string>) : undefined,
  };
}
