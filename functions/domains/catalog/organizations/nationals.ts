/**
 * National organizations. `PK=NATIONAL#<key> SK=NATIONAL`; the directory is
 * one Query on `GSI1PK=NATIONALS`, sorted by `GSI1SK=<type>#<lower name>`:
 * "fraternity" sorts before "sorority", so fraternities come first, each
 * group alphabetical (docs/spec/student-side.md §9). `schoolCount` and `states` are
 * stored on the item, computed when chapters are placed.
 */
import type { National } from '../../../../shared/api/types';
import { sortByNames, sortStatesByName } from '../../../../shared/collation';
import { keys } from '../../keys';
import { INDEX, batchPut, getItem, queryAll, stripKeys, type Item, type TransactOp } from '../../../lib/db/table';

/** The stored item of a national organization. */
export function nationalItem(national: National): Item {
  return { ...keys.national.item(national.key), ...keys.national.listed(national), entity: 'national', ...national };
}

/**
 * In a creating transaction: the national exists afterwards. Every attribute
 * is set only where the item lacks it, so a national made earlier (by an
 * earlier attempt, another admin, the population) is kept as it is — no
 * read first, and no race between two admins adding its first chapter.
 */
export function ensureNationalOp(national: National): TransactOp {
  const { PK, SK, ...attributes } = nationalItem(national);
  const names = Object.keys(attributes);
  return {
    Update: {
      Key: { PK: String(PK), SK: String(SK) },
      UpdateExpression: `SET ${names.map((_, i) => `#a${i} = if_not_exists(#a${i}, :v${i})`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, attributes[name]])),
    },
  };
}

function toNational(item: Item): National {
  const n = stripKeys<National>(item);
  return {
    key: n.key,
    letters: n.letters ?? '',
    name: n.name,
    type: n.type,
    foundedYear: n.foundedYear ?? null,
    foundingInstitution: n.foundingInstitution ?? null,
    council: n.council ?? null,
    description: n.description ?? '',
    schoolCount: n.schoolCount ?? 0,
    states: sortStatesByName(n.states ?? []),
  };
}

/** One national by key; undefined when unknown. */
export async function getNational(key: string): Promise<National | undefined> {
  const item = await getItem(keys.national.item(key));
  return item ? toNational(item) : undefined;
}

/** The directory: fraternities first, then sororities, each alphabetical. */
export async function listNationals(): Promise<National[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.national.list },
  });
  // The key orders by bytes; names are then put in reading order within each type.
  return sortByNames(items.map(toNational), (n) => n.type, (n) => n.name);
}

/** Writes nationals (batch; same key, same item). */
export async function putNationals(nationals: National[]): Promise<void> {
  await batchPut(nationals.map(nationalItem));
}
