/**
 * One page of a dated range on an index, for the lists that page with a
 * signed cursor (`cursor.ts`): the page is cut at its last returned item,
 * and the cursor is that item's key, bound to the list (`scope`), so the
 * next page resumes right after it. A cursor handed out before midnight may
 * point before today's range: everything in range then comes after it, so
 * the list starts at the range's beginning.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { openCursor, signCursor } from './cursor';
import type { RangeQuery } from './keys';
import { tableName, type Item } from './table';

export { InvalidCursorError } from './cursor';

export interface RangePageRequest extends RangeQuery {
  index: string;
  /** What the cursor is bound to: any stable text naming the list and its filters (not the start date, which moves at midnight). */
  scope: string;
  pageSize: number;
  cursor: string | undefined;
  /** Post-filter (e.g. "today or later in the school's own zone"). */
  accept: (item: Item) => boolean;
  /** Equality filters DynamoDB applies within the range (attribute → value). */
  filters?: Record<string, string>;
}

export interface RangePage {
  items: Item[];
  /** The cursor of the next page when more may follow; undefined on the last page. */
  nextCursor: string | undefined;
}

/** The key attributes a cursor on `index` carries. */
const keyNamesOf = (index: string) => ['PK', 'SK', `${index}PK`, `${index}SK`];

/** Throws `InvalidCursorError` unless `cursor` is one this API handed out for the list `scope` on `index`. */
export function checkCursor(cursor: string | undefined, index: string, scope: string): void {
  if (cursor) openCursor(cursor, scope, keyNamesOf(index));
}

export async function queryRangePage(req: RangePageRequest): Promise<RangePage> {
  const keyNames = keyNamesOf(req.index);
  const sortName = `${req.index}SK`;
  const resumeAt = req.cursor ? openCursor(req.cursor, req.scope, keyNames) : undefined;
  const sortKey = resumeAt?.[sortName];
  if (sortKey !== undefined && sortKey > req.to) return { items: [], nextCursor: undefined };
  const start = sortKey !== undefined && sortKey >= req.from ? resumeAt : undefined;

  const filters = Object.entries(req.filters ?? {});
  const names = Object.fromEntries(filters.map(([attr], i) => [`#f${i}`, attr]));
  const values: Record<string, unknown> = { ':pk': req.pk, ':from': req.from, ':to': req.to };
  filters.forEach(([, value], i) => (values[`:f${i}`] = value));
  const out: Item[] = [];
  let exclusiveStart: Record<string, unknown> | undefined = start;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: req.index,
        KeyConditionExpression: `${req.index}PK = :pk AND ${sortName} BETWEEN :from AND :to`,
        ...(filters.length ? { FilterExpression: filters.map((_, i) => `#f${i} = :f${i}`).join(' AND '), ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        // Unfiltered, a page needs little more than pageSize items (a few
        // dropped by `accept`); filtered within the range, let DynamoDB read
        // full 1 MB pages rather than making many small round trips.
        Limit: filters.length ? undefined : req.pageSize + 6,
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    for (const item of res.Items ?? []) {
      if (!req.accept(item)) continue;
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
