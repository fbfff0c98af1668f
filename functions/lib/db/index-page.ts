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
 *
 * A range may be read in parts, in order, each with its own filter (the
 * party list reads the day that is already past in some states apart from
 * the days after it): a page goes on into the next part until it is full,
 * and a cursor resumes in the part its key falls in (at the start of the
 * first part after it when it falls between them).
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

/** Sort keys between these, inclusive. */
export interface SortKeyRange {
  from: string;
  to: string;
}

/** One part of a range read in parts: its sort keys and what DynamoDB filters there. */
export interface RangePart {
  range: SortKeyRange;
  filter?: PageFilter;
  /**
   * The share of the part the filter is expected to keep, when it may keep
   * nearly all of it or nearly none: the first call reads what that share
   * says a page needs, the next ones what the share kept so far says (1 MB
   * at a time while it kept none), rather than up to 1 MB of kept items for
   * one page. Without it, a filtered part is read 1 MB at a time.
   */
  keeps?: number;
}

/** A part as read: the whole partition when it has no range. */
type ReadPart = Omit<RangePart, 'range'> & { range?: SortKeyRange };

export interface IndexPageRequest {
  index: GlobalIndexName;
  pk: string;
  /** Only the sort keys between these (inclusive); the whole partition when absent. */
  range?: SortKeyRange;
  /** Instead of `range` and `filter`: ranges read one after the other, in the list's order, each with its own filter. */
  parts?: RangePart[];
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

/** `attr` is one of `values` (DynamoDB's IN: at most 100 of them). */
export function oneOf(attr: string, values: readonly string[]): PageFilter {
  if (values.length === 0 || values.length > 100) throw new Error(`oneOf: ${values.length} values (IN takes 1 to 100)`);
  return {
    expression: `#in IN (${values.map((_, i) => `:in${i}`).join(', ')})`,
    names: { '#in': attr },
    values: Object.fromEntries(values.map((value, i) => [`:in${i}`, value])),
  };
}

/** Every one of `filters` (their placeholders must differ, as `equalTo`'s and `oneOf`'s do); undefined when there are none. */
export function allOf(...filters: (PageFilter | undefined)[]): PageFilter | undefined {
  const present = filters.filter((f): f is PageFilter => f !== undefined);
  if (present.length <= 1) return present[0];
  return {
    expression: present.map((f) => `(${f.expression})`).join(' AND '),
    names: Object.assign({}, ...present.map((f) => f.names)) as Record<string, string>,
    values: Object.assign({}, ...present.map((f) => f.values)) as Record<string, unknown>,
  };
}

/** The key attributes a cursor on `index` carries. */
const keyNamesOf = (index: GlobalIndexName) => ['PK', 'SK', `${index}PK`, `${index}SK`];

/** Throws `InvalidCursorError` unless `cursor` is one this API handed out for the list `scope` on `index`. */
export function checkCursor(cursor: string | undefined, index: GlobalIndexName, scope: string): void {
  if (cursor) openCursor(cursor, scope, keyNamesOf(index));
}

/** Where the page starts: the part (index in `parts`) and the key to resume after in it; past-the-end when the cursor is after every part. */
function resumePoint(req: IndexPageRequest, parts: ReadPart[], keyNames: string[]): { part: number; after?: Record<string, string> } | 'past-the-end' {
  if (!req.cursor) return { part: 0 };
  const at = openCursor(req.cursor, req.scope, keyNames);
  const sortKey = at[`${req.index}SK`];
  if (sortKey === undefined) return { part: 0, after: at };
  for (const [part, { range }] of parts.entries()) {
    if (!range) return { part, after: at };
    const before = req.newestFirst ? sortKey > range.to : sortKey < range.from;
    if (before) return { part };
    if (sortKey >= range.from && sortKey <= range.to) return { part, after: at };
  }
  return 'past-the-end';
}

export async function queryIndexPage(req: IndexPageRequest): Promise<IndexPage> {
  const keyNames = keyNamesOf(req.index);
  const parts: ReadPart[] = req.parts ?? [{ range: req.range, filter: req.filter }];
  const start = resumePoint(req, parts, keyNames);
  if (start === 'past-the-end') return { items: [], nextCursor: undefined };

  const out: Item[] = [];
  for (let part = start.part; part < parts.length && out.length <= req.pageSize; part++) {
    await readPart(req, parts[part]!, part === start.part ? start.after : undefined, out);
  }

  const items = out.slice(0, req.pageSize);
  const last = items[items.length - 1];
  const lastKey = last && (Object.fromEntries(keyNames.map((k) => [k, String(last[k])])) as Record<string, string>);
  return { items, nextCursor: out.length > req.pageSize && lastKey ? signCursor(lastKey, req.scope) : undefined };
}

/**
 * How many items the next call of a part reads. Unfiltered, a page needs
 * little more than pageSize items (a few dropped by `accept`); filtered by
 * DynamoDB, full 1 MB reads rather than many small round trips, unless the
 * share the filter keeps is expected (`keeps`) or seen.
 */
function limitOf(p: { filtered: boolean; keeps?: number; pageLimit: number; read: { scanned: number; kept: number }; missing: number }): number | undefined {
  if (!p.filtered) return p.pageLimit;
  if (p.keeps === undefined) return undefined;
  if (p.read.scanned === 0) return Math.ceil(p.missing / p.keeps);
  return p.read.kept === 0 ? undefined : Math.ceil((1.5 * p.missing * p.read.scanned) / p.read.kept);
}

/** Reads one part into `out` (after `resume` when given) until `out` holds more than a page or the part ends. */
async function readPart(req: IndexPageRequest, { range, filter, keeps }: ReadPart, resume: Record<string, string> | undefined, out: Item[]): Promise<void> {
  const pageLimit = req.pageSize + (req.accept ? 6 : 1);
  const read = { scanned: 0, kept: 0 };
  const keyCondition = `#pk = :pk${range ? ' AND #sk BETWEEN :from AND :to' : ''}`;
  const names: Record<string, string> = { '#pk': `${req.index}PK`, ...(range ? { '#sk': `${req.index}SK` } : {}), ...filter?.names };
  const values: Record<string, unknown> = { ':pk': req.pk, ...(range ? { ':from': range.from, ':to': range.to } : {}), ...filter?.values };
  let exclusiveStart: Record<string, unknown> | undefined = resume;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: req.index,
        KeyConditionExpression: keyCondition,
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: !req.newestFirst,
        Limit: limitOf({ filtered: filter !== undefined, keeps, pageLimit, read, missing: pageLimit - out.length }),
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    for (const item of res.Items ?? []) {
      if (req.accept && !req.accept(item)) continue;
      out.push(item);
      if (out.length > req.pageSize) break;
    }
    read.scanned += res.ScannedCount ?? 0;
    read.kept += res.Count ?? 0;
    exclusiveStart = res.LastEvaluatedKey;
  } while (exclusiveStart && out.length <= req.pageSize);
}
