/**
 * Deleting a school or an organization (chapter) only while nothing refers
 * to it, as a conditional write rather than a check-then-act race: what
 * exists is read by Query (a school's chapters and Greek-life events, a
 * chapter's party events), and whatever is created meanwhile bumps the
 * parent's `refVersion` in its own transaction, so a deletion guarded by
 * the version it read fails instead of orphaning the newcomer.
 *
 * A school added by an admin is created with `refsTracked` (at most 3 DynamoDB calls per request):
 * from its first instant every writer of something referring to it bumps
 * its version (a new chapter in the Organizations tab or by the data tool
 * populating chapters; the population of all organizations bumps the
 * tracked schools it places chapters at before it writes them). So while
 * such a school is at version 0 nothing ever referred to it, and its
 * deletion (guarded by that version) needs no Query. Schools written in
 * bulk (the seed, Replace Schools) are not tracked: Greek-life events are
 * written only by the seed, and nothing bumped those schools before, so
 * their deletion asks the indexes as before. A new writer of chapters or
 * Greek-life events must bump the school, as these do.
 */
import { counterUpdateOp, withCounterChanges } from '../../lib/db/counter-update';
import { keys, type ItemKey } from '../keys';
import { INDEX, batchGetConsistent, getItem, queryAll, type Item, type TransactOp } from '../../lib/db/table';

const VERSION = 'refVersion';
const TRACKED = 'refsTracked';

/** What a new parent item carries when every writer of a reference to it bumps its version from its creation. */
export const REFS_TRACKED = { [TRACKED]: true } as const;

/** True for a parent (its item, or a record read from it) tracked from its creation. */
export const refsTracked = (parent: object): boolean => (parent as Item)[TRACKED] === true;

/** True when nothing ever referred to the parent read (tracked from its creation, never bumped): its deletion needs no Query. */
export function neverReferenced(parent: { item: Item; version: number }): boolean {
  return refsTracked(parent.item) && parent.version === 0;
}

/** The parent's item and current version (0 when never bumped), in one consistent read; undefined when the parent does not exist. */
async function readParent(key: ItemKey): Promise<{ item: Item; version: number } | undefined> {
  const item = await getItem(key, { consistent: true });
  return item ? { item, version: Number(item[VERSION] ?? 0) } : undefined;
}

/** The same, with other items (`alongside`, found or undefined in their order) in ONE strongly consistent BatchGet. */
async function readParentWith(key: ItemKey, alongside: ItemKey[]): Promise<{ parent: { item: Item; version: number } | undefined; alongside: (Item | undefined)[] }> {
  const [item, ...others] = await batchGetConsistent([key, ...alongside]);
  return { parent: item ? { item, version: Number(item[VERSION] ?? 0) } : undefined, alongside: others };
}

/** The version's move on, by one. */
const BUMP = { field: VERSION, delta: 1 };

/** In a creating transaction: the parent exists, and its version moves on. */
function bumpRefVersionOp(key: ItemKey): TransactOp {
  return counterUpdateOp(key, [BUMP]).op;
}

/** An update of the parent's own item (its key is the op's) that also moves its version on. */
function withRefVersionBump(op: TransactOp): TransactOp {
  if (!op.Update) throw new Error('withRefVersionBump takes an Update');
  return { Update: withCounterChanges(op.Update, [BUMP]) };
}

/** Deletes the parent only while it is at the version read. */
function deleteAtVersionOp(key: ItemKey, version: number): TransactOp {
  return {
    Delete: {
      Key: key,
      ConditionExpression: version === 0 ? 'attribute_exists(PK) AND attribute_not_exists(#v)' : 'attribute_exists(PK) AND #v = :v',
      ExpressionAttributeNames: { '#v': VERSION },
      ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
    },
  };
}

async function anyIn(index: 'GSI1' | 'GSI2', pk: string, prefix: string): Promise<boolean> {
  const name = INDEX[index];
  const [pkName, skName] = index === 'GSI1' ? ['GSI1PK', 'GSI1SK'] : ['GSI2PK', 'GSI2SK'];
  const items = await queryAll(
    { IndexName: name, KeyConditionExpression: `${pkName} = :pk AND begins_with(${skName}, :prefix)`, ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix } },
    { max: 1 },
  );
  return items.length > 0;
}

/** True when chapters or Greek-life events refer to the school. */
export async function schoolHasReferences(schoolId: string): Promise<boolean> {
  const chapters = keys.chapter.ofSchool(schoolId);
  const events = keys.greekEvent.ofSchool(schoolId, '');
  const [hasChapters, hasEvents] = await Promise.all([anyIn('GSI2', chapters.pk, chapters.prefix), anyIn('GSI1', events.pk, events.from)]);
  return hasChapters || hasEvents;
}

/** True when party events refer to the chapter. */
export async function chapterHasReferences(chapterId: string): Promise<boolean> {
  const events = keys.partyEvent.ofChapter(chapterId, '');
  return anyIn('GSI1', events.pk, events.from);
}

/** A parent kind: its version, the bump its newcomers write, its guarded deletion. */
function parent(keyOf: (id: string) => ItemKey) {
  return {
    version: async (id: string) => (await readParent(keyOf(id)))?.version,
    /** The parent itself with its version: a deletion needs both, read once. */
    read: (id: string) => readParent(keyOf(id)),
    /** The parent with its version and other items of its deletion (a chapter's role rows), in one BatchGet. */
    readWith: (id: string, alongside: ItemKey[]) => readParentWith(keyOf(id), alongside),
    bumpOp: (id: string) => bumpRefVersionOp(keyOf(id)),
    /** The bump folded into another update of the parent (a transaction may touch an item once). */
    bumpWith: withRefVersionBump,
    deleteOp: (id: string, version: number) => deleteAtVersionOp(keyOf(id), version),
  };
}

/** Schools: new chapters bump them. */
export const schoolRefs = parent(keys.school.item);
/** Chapters: new party events bump them. */
export const chapterRefs = parent(keys.chapter.item);
