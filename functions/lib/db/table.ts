/**
 * Low-level access to the single table (DESIGN §2): the table name, index
 * names, and the few operations every repository shares. Keys are built only
 * in keys.ts; this module never knows an entity.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { TABLE_SCHEMA, type GlobalIndexName } from './table-schema';
import { dynamo } from '../clients/dynamodb';
import { loadConfig } from '../config';
import type { ItemKey, PrefixQuery, RangeQuery } from './keys';

export type Item = Record<string, unknown>;

/** Index names, from the shared table schema. */
export const INDEX = {
  GSI1: TABLE_SCHEMA.globalIndexes[0].name,
  GSI2: TABLE_SCHEMA.globalIndexes[1].name,
} as const satisfies Record<string, GlobalIndexName>;

/** The configured table name (read each call: tests switch tables between files). */
export function tableName(): string {
  return loadConfig().tableName;
}

/** Key attributes and index attributes: stripped before an item leaves a repository. */
const KEY_ATTRIBUTES = new Set<string>([
  TABLE_SCHEMA.partitionKey,
  TABLE_SCHEMA.sortKey,
  ...TABLE_SCHEMA.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  'entity',
]);

/** The item without its key attributes (what a repository hands to services). */
export function stripKeys<T>(item: Item): T {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) if (!KEY_ATTRIBUTES.has(k)) out[k] = v;
  return out as T;
}

/** GetItem by primary key; undefined when absent. `consistent` reads what was just written. */
export async function getItem(key: ItemKey, opts: { consistent?: boolean } = {}): Promise<Item | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ...(opts.consistent ? { ConsistentRead: true } : {}) }));
  return res.Item;
}

/**
 * Several items by primary key in ONE strongly consistent BatchGetItem (at
 * most 100 keys), in the order of `keys` (undefined where absent). Keys left
 * unprocessed by a throttled table are read one by one.
 */
export async function batchGetConsistent(keys: ItemKey[]): Promise<(Item | undefined)[]> {
  const table = tableName();
  const res = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
  let items = res.Responses?.[table] ?? [];
  if (res.UnprocessedKeys?.[table]?.Keys?.length) {
    const reread = await Promise.all(
      keys.map(async (key) => (await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item),
    );
    items = reread.filter((item): item is Item => item !== undefined);
  }
  return keys.map((key) => items.find((item) => item.PK === key.PK && item.SK === key.SK));
}

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * Query that pages through LastEvaluatedKey until `max` items passed
 * `accept` (post-filter, e.g. "today in the school's own zone") or the key
 * range is exhausted. Without `max`, returns every matching item. With `max`
 * (and no `Limit` of the caller's), each page reads at most `max` items, so a
 * bounded list never reads — and pays for — up to 1 MB of items it drops.
 */
export async function queryAll(
  input: QueryInput,
  opts: { max?: number; accept?: (item: Item) => boolean } = {},
): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({ Limit: opts.max, ...input, TableName: tableName(), ExclusiveStartKey: start }),
    );
    for (const item of res.Items ?? []) {
      if (opts.accept && !opts.accept(item)) continue;
      out.push(item);
      if (opts.max !== undefined && out.length >= opts.max) return out;
    }
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/** The key attribute names of the table (no index) or of one of its global indexes. */
function keyNames(index: GlobalIndexName | undefined): { pk: string; sk: string } {
  const schema = index ? TABLE_SCHEMA.globalIndexes.find((g) => g.name === index)! : TABLE_SCHEMA;
  return { pk: schema.partitionKey, sk: schema.sortKey };
}

/**
 * `queryAll` on one partition of a global index, its sort key within
 * `range` (inclusive); `filter` adds a FilterExpression with its own names
 * and values.
 */
export async function queryRange(
  index: GlobalIndexName,
  range: RangeQuery,
  filter: Pick<QueryInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> = {},
  opts: { max?: number; accept?: (item: Item) => boolean } = {},
): Promise<Item[]> {
  const { pk, sk } = keyNames(index);
  return queryAll(
    {
      ...filter,
      IndexName: index,
      KeyConditionExpression: `${pk} = :pk AND ${sk} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ...filter.ExpressionAttributeValues, ':pk': range.pk, ':from': range.from, ':to': range.to },
    },
    opts,
  );
}

/**
 * `queryAll` of the items of a partition (of the table, or of `index`)
 * whose sort key starts with the prefix: `newestFirst` reads it in
 * descending order, `max` stops after that many, `consistent` reads what
 * was just written (table only).
 */
export async function queryPrefix(
  query: PrefixQuery,
  opts: { index?: GlobalIndexName; newestFirst?: boolean; max?: number; consistent?: boolean } = {},
): Promise<Item[]> {
  const { pk, sk } = keyNames(opts.index);
  return queryAll(
    {
      ...(opts.index ? { IndexName: opts.index } : {}),
      KeyConditionExpression: `${pk} = :pk AND begins_with(${sk}, :prefix)`,
      ExpressionAttributeValues: { ':pk': query.pk, ':prefix': query.prefix },
      ...(opts.newestFirst ? { ScanIndexForward: false } : {}),
      ...(opts.consistent ? { ConsistentRead: true } : {}),
    },
    { max: opts.max },
  );
}

const BATCH_SIZE = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Puts items with BatchWriteItem in chunks of 25, `concurrency` chunks at a
 * time, re-sending UnprocessedItems with back-off (DynamoDB returns them
 * under throttling instead of failing).
 */
export async function batchPut(items: Item[], concurrency = 8): Promise<void> {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) chunks.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      await writeChunk(chunk);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}

async function writeChunk(chunk: Item[]): Promise<void> {
  const table = tableName();
  let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) {
      if (attempt > 10) throw new Error(`BatchWrite: ${requests.length} items still unprocessed after retries`);
      await sleep(Math.min(50 * 2 ** attempt, 2000));
    }
    const res = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (res.UnprocessedItems?.[table] ?? []) as typeof requests;
  }
}

/** True when a transaction failed only because another one touched the same items. */
function isTransactionConflict(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'TransactionConflictException') return true;
  if (e?.name === 'TransactionCanceledException') {
    const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    return codes.includes('TransactionConflict') && codes.every((c) => c === 'None' || c === 'TransactionConflict');
  }
  return false;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? Omit<T, 'TableName'> : never;
/** One operation of a transaction, without TableName (added here). */
export type TransactOp = { [K in keyof TransactItem]?: WithoutTable<NonNullable<TransactItem[K]>> };

/**
 * TransactWriteItems, retried with jittered back-off on TransactionConflict
 * (real DynamoDB returns it under contention; DynamoDB Local never does).
 * Condition failures are not retried: the caller maps them.
 */
export async function transactWrite(items: TransactOp[], attempts = 5): Promise<void> {
  const table = tableName();
  const withTable = items.map((op) => {
    const entry = { ...op } as Record<string, Record<string, unknown>>;
    for (const kind of Object.keys(entry)) entry[kind] = { TableName: table, ...entry[kind] };
    return entry as TransactItem;
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: withTable }));
      return;
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await sleep(Math.random() * 25 * 2 ** attempt);
    }
  }
}

/** True when a write failed on its ConditionExpression (single write or a transaction's). */
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'ConditionalCheckFailedException') return true;
  return e?.name === 'TransactionCanceledException' && (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
}
