/**
 * Low-level access to the single table (docs/data-model.md#the-table): the table name, index
 * names, and the few operations every repository shares. Keys are built only
 * in keys/; this module never knows an entity.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { TABLE_SCHEMA, type GlobalIndexName } from './table-schema';
import { dynamo } from '../clients/dynamodb';
import { loadConfig } from '../config';
import type { ItemKey, PrefixQuery, RangeQuery } from './keys/shared';
import { retryOnConflict } from './optimistic';
import { isConditionFailure } from './write-failure';

export type Item = Record<string, unknown>;

/** Index names, from the shared table schema. */
export const INDEX = {
  GSI1: TABLE_SCHEMA.globalIndexes[0].name,
  GSI2: TABLE_SCHEMA.globalIndexes[1].name,
  GSI3: TABLE_SCHEMA.globalIndexes[2].name,
  GSI4: TABLE_SCHEMA.globalIndexes[3].name,
  GSI5: TABLE_SCHEMA.globalIndexes[4].name,
  GSI6: TABLE_SCHEMA.globalIndexes[5].name,
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

/** Puts an item that must not exist yet; false when one with its key already does. */
export async function putNew(item: Item): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One Update (shaped as a transaction operation's), sent on its own; false when its condition failed. */
export async function updateItem(update: NonNullable<TransactOp['Update']>): Promise<boolean> {
  return (await updateReturning(update)) !== undefined;
}

/** `updateItem` answering the item as it is after the update (no second read); undefined when its condition failed. */
export async function updateReturning(update: NonNullable<TransactOp['Update']>): Promise<Item | undefined> {
  try {
    const res = await dynamo().send(new UpdateCommand({ TableName: tableName(), ...update, ReturnValues: 'ALL_NEW' }));
    return res.Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** GetItem by primary key; undefined when absent. `consistent` reads what was just written. */
export async function getItem(key: ItemKey, opts: { consistent?: boolean } = {}): Promise<Item | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ...(opts.consistent ? { ConsistentRead: true } : {}) }));
  return res.Item;
}

/**
 * Several items by primary key in ONE strongly consistent BatchGetItem (at
 * most 100 keys), in the order of `keys` (undefined where absent). Keys a
 * throttled table leaves unprocessed are asked for again, alone.
 */
export async function batchGetConsistent(keys: ItemKey[]): Promise<(Item | undefined)[]> {
  const table = tableName();
  const found: Item[] = [];
  await untilProcessed(keys, async (pending) => {
    const res = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }));
    found.push(...(res.Responses?.[table] ?? []));
    return (res.UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
  });
  return keys.map((key) => found.find((item) => item.PK === key.PK && item.SK === key.SK));
}

/** Any number of items by primary key: `batchGetConsistent` 100 keys at a time, in parallel; the items found. */
export async function batchGetFound(keys: ItemKey[]): Promise<Item[]> {
  const chunks = Array.from({ length: Math.ceil(keys.length / 100) }, (_, i) => keys.slice(i * 100, i * 100 + 100));
  const found = (await Promise.all(chunks.map(batchGetConsistent))).flat();
  return found.filter((item): item is Item => item !== undefined);
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
  opts: { max?: number; accept?: (item: Item) => boolean; enough?: (items: Item[]) => boolean } = {},
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
    // `enough`: no further page once what was read answers the caller.
    if (opts.enough?.(out)) return out;
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
const MAX_BATCH_ROUNDS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `requests`, then again what DynamoDB left unprocessed (it returns
 * them under throttling instead of failing), backing off between rounds.
 */
async function untilProcessed<R>(requests: R[], send: (requests: R[]) => Promise<R[]>): Promise<void> {
  for (let round = 1; requests.length > 0; round++) {
    if (round > 1) {
      if (round > MAX_BATCH_ROUNDS) throw new Error(`Batch: ${requests.length} requests still unprocessed after ${MAX_BATCH_ROUNDS} rounds`);
      await sleep(Math.min(50 * 2 ** round, 2000));
    }
    requests = await send(requests);
  }
}

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: ItemKey } };

/** BatchWriteItem in chunks of 25, `concurrency` chunks at a time. */
async function batchWrite(requests: WriteRequest[], concurrency: number): Promise<void> {
  const table = tableName();
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      await untilProcessed(chunks[next++]!, async (chunk) => {
        const res = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
        return (res.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}

/** Puts items (same key, same item): 25 per request, `concurrency` requests at a time. */
export async function batchPut(items: Item[], concurrency = 8): Promise<void> {
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })), concurrency);
}

/** Deletes items without conditions (absent ones too): 25 per request, `concurrency` requests at a time. */
export async function batchDelete(keys: ItemKey[], concurrency = 8): Promise<void> {
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })), concurrency);
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? Omit<T, 'TableName'> : never;
/** One operation of a transaction, without TableName (added here). */
export type TransactOp = { [K in keyof TransactItem]?: WithoutTable<NonNullable<TransactItem[K]>> };

/**
 * TransactWriteItems, tried again on TransactionConflict (`retryOnConflict`:
 * real DynamoDB returns it under contention; DynamoDB Local never does).
 * Condition failures are not retried: the caller decodes them
 * (`writeFailure`) and decides. `conflicts: 'throw'` hands the first
 * conflict to the caller, who has another way to write (seat-shards.ts).
 */
export async function transactWrite(items: TransactOp[], opts: { conflicts?: 'retry' | 'throw' } = {}): Promise<void> {
  const table = tableName();
  const withTable = items.map((op) => {
    const entry = { ...op } as Record<string, Record<string, unknown>>;
    for (const kind of Object.keys(entry)) entry[kind] = { TableName: table, ...entry[kind] };
    return entry as TransactItem;
  });
  const send = async () => {
    await dynamo().send(new TransactWriteCommand({ TransactItems: withTable }));
  };
  await (opts.conflicts === 'throw' ? send() : retryOnConflict(send));
}
