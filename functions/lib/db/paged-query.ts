/**
 * One page of a Query on a global index, newest first, with an optional
 * filter, resumed from a signed cursor (`cursor.ts`) bound to the list and
 * its filter: a cursor of another list, or one the API did not hand out, is
 * an `InvalidCursorError`.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { openCursor, signCursor } from './cursor';
import type { GlobalIndexName } from './table-schema';
import { tableName, type Item } from './table';

export interface PageQuery {
  index: GlobalIndexName;
  /** The index's partition and sort key names (the cursor holds them with PK and SK). */
  keyNames: { pk: string; sk: string };
  pk: string;
  /** A FilterExpression with its own names and values. */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /** Names the list and its filter: a cursor opens only for the same scope. */
  scope: string;
}

export interface Page {
  items: Item[];
  nextCursor: string | null;
}

export async function queryPage(q: PageQuery, pageSize: number, cursor: string | undefined): Promise<Page> {
  const attributes = ['PK', 'SK', q.keyNames.pk, q.keyNames.sk];
  let start: Record<string, unknown> | undefined = cursor ? openCursor(cursor, q.scope, attributes) : undefined;
  const out: Item[] = [];
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: q.index,
        KeyConditionExpression: '#pk = :pk',
        ...(q.filter ? { FilterExpression: q.filter.expression } : {}),
        ExpressionAttributeNames: { '#pk': q.keyNames.pk, ...q.filter?.names },
        ExpressionAttributeValues: { ':pk': q.pk, ...q.filter?.values },
        ScanIndexForward: false,
        // Unfiltered, one page is one read; filtered, full pages rather than many small round trips.
        Limit: q.filter ? undefined : pageSize + 1,
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start && out.length <= pageSize);
  const page = out.slice(0, pageSize);
  const last = page[page.length - 1];
  const more = out.length > pageSize || (start !== undefined && out.length === pageSize);
  const lastKey = last ? Object.fromEntries(attributes.map((a) => [a, String(last[a])])) : undefined;
  return { items: page, nextCursor: more && lastKey ? signCursor(lastKey, q.scope) : null };
}
