/**
 * Leader roles. One president and one media manager per chapter by
 * construction: the chapter-side row `PK=CHAPTER#<chapterId> SK=ROLE#<role>`
 * is written with `attribute_not_exists`, in the same transaction as the
 * person's view `PK=USER#<sub> SK=ROLE#<chapterId>#<role>`.
 */
import type { Role } from '../../../shared/limits';
import { getItem, isConditionFailure, queryAll, stripKeys, transactWrite, type Item } from './table';

export interface RoleRecord {
  chapterId: string;
  role: Role;
  sub: string;
  createdAt: string;
}

const chapterKey = (r: Pick<RoleRecord, 'chapterId' | 'role'>) => ({ PK: `CHAPTER#${r.chapterId}`, SK: `ROLE#${r.role}` });
const userKey = (r: Pick<RoleRecord, 'chapterId' | 'role' | 'sub'>) => ({
  PK: `USER#${r.sub}`,
  SK: `ROLE#${r.chapterId}#${r.role}`,
});

/** Both stored items of a role (chapter side first). */
export function roleItems(role: RoleRecord): Item[] {
  return [
    { ...chapterKey(role), entity: 'chapterRole', ...role },
    { ...userKey(role), entity: 'userRole', ...role },
  ];
}

/** Gives a role; false when the chapter already has someone in that role. */
export async function assignRole(role: RoleRecord): Promise<boolean> {
  const [chapterSide, userSide] = roleItems(role) as [Item, Item];
  try {
    await transactWrite([
      { Put: { Item: chapterSide, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: userSide } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Who holds a role in a chapter; undefined when nobody does. */
export async function getRoleHolder(chapterId: string, role: Role): Promise<RoleRecord | undefined> {
  const item = await getItem(chapterKey({ chapterId, role }).PK, chapterKey({ chapterId, role }).SK);
  return item ? stripKeys<RoleRecord>(item) : undefined;
}

/** Every role a person holds. */
export async function listRolesOfUser(sub: string): Promise<RoleRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':prefix': 'ROLE#' },
  });
  return items.map((item) => stripKeys<RoleRecord>(item));
}
