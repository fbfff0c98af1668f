/**
 * One page of a Query on a global index, for every list that pages with a
 * signed cursor (`cursor.ts`): the page is cut at its last returned item,
 * and the cursor is that item's key, bound to the list (`scope`), so the
 * next page resumes right after it. A cursor of another list, or one the
 * API did not hand out, is an `InvalidCursorError`.
 *
 * A list may be a dated range of the partition (the event lists, oldest
 * first). A cursor handed out before midnight may point before today's
 * range: everything in range then comes after it, so the list starts at
 * the range's beginning.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { openCursor, signCursor } from './cursor';
import type { GlobalIndexName } from './table-schema';
import { tableName, type Item } from './table';

export { InvalidCursorError } from './cursor';

/** A FilterExpression DynamoDB applies within the key condition, with its own names and values. */
export interface PageFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface IndexPageRequest {
  index: GlobalIndexName;
  pk: string;
  /** Only the sort keys between these (inclusive); the whole partition when absent. */
  range?: { from: string; to: string };
  /** Descending sort key (newest first); ascending by default. */
  newestFirst?: boolean;
  /** What the cursor is bound to: any stable text naming the list and its filters (not the start date, which moves at midnight). */
  scope: string;
  pageSize: number;
  cursor: string | undefined;
  filter?: PageFilter;
  /** Post-filter in code (e.g. "today or later in the school's own zone"). */
  accept?: (item: Item) => boolean;
}

export interface IndexPage {
  items: Item[];
  /** The cursor of the next page when more may follow; undefined on the last page. */
  nextCursor: string | undefined;
}

/** Equality filters (attribute → value) as one FilterExpression; undefined when there are none. */
export function equalTo(filters: Record<string, string>): PageFilter | undefined {
  const entries = Object.entries(filters);
  if (!entries.length) return undefined;
  return {
    expression: entries.map((_, i) => `#f${i} = :f${i}`).join(' AND '),
    names: Object.fromEntries(entries.map(([attr], i) => [`#f${i}`, attr])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
  };
}

/** The key attributes a cursor on `index` carries. */
const keyNamesOf = (index: GlobalIndexName) => ['PK', 'SK', `${index}PK`, `${index}SK`];

/** Throws `InvalidCursorError` unless `cursor` is one this API handed out for the list `scope` on `index`. */
export function checkCursor(cursor: string | undefined, index: GlobalIndexName, scope: string): void {
  if (cursor) openCursor(cursor, scope, keyNamesOf(index));
}

/** Where a cursor resumes within the range: nowhere past its end, from the beginning when it points before it. */
function resumeKey(req: IndexPageRequest, keyNames: string[]): Record<string, string> | 'past-the-end' | undefined {
  if (!req.cursor) return undefined;
  const at = openCursor(req.cursor, req.scope, keyNames);
  const sortKey = at[`${req.index}SK`];
  if (!req.range || sortKey === undefined) return at;
  if (req.newestFirst ? sortKey < req.range.from : sortKey > req.range.to) return 'past-the-end';
  const inRange = sortKey >= req.range.from && sortKey <= req.range.to;
  return inRange ? at : undefined;
}

export async function queryIndexPage(req: IndexPageRequest): Promise<IndexPage> {
  const keyNames = keyNamesOf(req.index);
  const resume = resumeKey(req, keyNames);
  if (resume === 'past-the-end') return { items: [], nextCursor: undefined };

  const keyCondition = `#pk = :pk${req.range ? ' AND #sk BETWEEN :from AND :to' : ''}`;
  const names: Record<string, string> = { '#pk': `${req.index}PK`, ...(req.range ? { '#sk': `${req.index}SK` } : {}), ...req.filter?.names };
  const values: Record<string, unknown> = { ':pk': req.pk, ...(req.range ? { ':from': req.range.from, ':to': req.range.to } : {}), ...req.filter?.values };
  const out: Item[] = [];
  let exclusiveStart: Record<string, unknown> | undefined = resume;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: req.index,
        KeyConditionExpression: keyCondition,
        ...(req.filter ? { FilterExpression: req.filter.expression } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: !req.newestFirst,
        // Unfiltered, a page needs little more than pageSize items (a few
        // dropped by `accept`); filtered by DynamoDB, let it read full 1 MB
        // pages rather than making many small round trips.
        Limit: req.filter ? undefined : req.pageSize + (req.accept ? 6 : 1),
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    for (const item of res.Items ?? []) {
      if (req.accept && !req.accept(item)) continue;
      out.push(item);
      if (out.length > req.pageSize) break;
    }
    exclusiveStart = res.LastEvaluatedKey;
  } while (exclusiveStart && out.length <= req.pageSize);

  const items = out.slice(0, req.pageSize);
  const last = items[items.length - 1];
  const lastKey = last && (Object.fromEntries(keyNames.map((k) => [k, String(last[k])])) as Record<string, string>);
  return { items, nextCursor: out.length > req.pageSize && lastKey ? signCursor(lastKey, req.scope) : undefined };
}
