/**
 * Schools. `PK=SCHOOL#<id> SK=SCHOOL`; the list is one Query on
 * `GSI1PK=SCHOOLS` (`GSI1SK=<lower-case name>#<id>`), put in reading order
 * after the read (`shared/collation.ts`).
 */
import type { School, SchoolDetail } from '../../../../shared/api/types';
import { sortByNames } from '../../../../shared/collation';
import { rulesOf, type SchoolRules } from '../../../../shared/school-rules';
import { fieldsOf, pick, withDefaults } from '../../../lib/db/fields';
import { keys } from '../../keys';
import { INDEX, batchPut, getItem, queryAll, stripKeys, type Item, type TransactOp } from '../../../lib/db/table';

/** What is stored: the public detail plus size hints used to place chapters. */
export interface SchoolRecord extends SchoolDetail {
  control?: 'public' | 'private';
  /** Carnegie research classification. */
  research?: 'R1' | 'R2';
}

/** The stored item of a school. */
export function schoolItem(school: SchoolRecord): Item {
  return { ...keys.school.item(school.id), ...keys.school.listed(school), entity: 'school', ...school };
}

const SCHOOL_FIELDS = fieldsOf<School>()(['id', 'name', 'city', 'state', 'website', 'logoUrl']);

/** A stored school item as its detail. */
export function toSchoolDetail(item: Item): SchoolDetail {
  const school = stripKeys<SchoolRecord>(item);
  // A school stored without a logo or e-mail domains reads as having none.
  return { ...pick(school, SCHOOL_FIELDS), ...withDefaults(school, { logoUrl: null, emailDomains: [] as string[] }) };
}

/** The list shape of a school (without its e-mail domains). */
export function toSchool(school: SchoolDetail): School {
  return pick(school, SCHOOL_FIELDS);
}

/** One school with its e-mail domains; undefined when unknown. */
export async function getSchool(id: string): Promise<SchoolDetail | undefined> {
  const item = await getItem(keys.school.item(id));
  return item ? { ...toSchoolDetail(item), id } : undefined;
}

/** Every stored school item, in reading order of their names (one Query, paged). */
async function querySchoolItems(): Promise<Item[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.school.list },
  });
  return sortByNames(items, (item) => String(item.name));
}

/** Every school with its e-mail domains, ordered by name (one Query, paged). */
export async function listSchoolDetails(): Promise<SchoolDetail[]> {
  return (await querySchoolItems()).map(toSchoolDetail);
}

/** Every school, ordered by name (one Query, paged). */
export async function listSchools(): Promise<School[]> {
  return (await listSchoolDetails()).map(toSchool);
}

/** Every stored school record, ordered by name (population uses it). */
export async function listSchoolRecords(): Promise<SchoolRecord[]> {
  return (await querySchoolItems()).map((item) => stripKeys<SchoolRecord>(item));
}

/** Writes schools (batch, overwriting identical ids). */
export async function putSchools(schools: SchoolRecord[]): Promise<void> {
  await batchPut(schools.map(schoolItem));
}

/**
 * A transaction operation setting (or, with null, removing) a school's logo
 * URL, only while the school exists and its logo is still `previous` (an
 * upload racing another loses instead of orphaning an object).
 */
export function setSchoolLogoOp(id: string, logoUrl: string | null, previous: string | null): TransactOp {
  const guard = previous === null ? '(attribute_not_exists(logoUrl) OR logoUrl = :null)' : 'logoUrl = :previous';
  return {
    Update: {
      Key: keys.school.item(id),
      UpdateExpression: logoUrl === null ? 'REMOVE logoUrl' : 'SET logoUrl = :url',
      ConditionExpression: `attribute_exists(PK) AND ${guard}`,
      ExpressionAttributeValues: {
        ...(logoUrl === null ? {} : { ':url': logoUrl }),
        ...(previous === null ? { ':null': null } : { ':previous': previous }),
      },
    },
  };
}

// Greek-life office rules: stored on the school item as `officeRules`.

/** A school's office rules, defaults filled in; undefined when the school is unknown. */
export async function getSchoolRules(id: string): Promise<SchoolRules | undefined> {
  const item = await getItem(keys.school.item(id));
  return item ? rulesOf(item.officeRules as Partial<SchoolRules> | undefined) : undefined;
}

/** A transaction operation replacing a school's office rules, only while the school exists. */
export function setSchoolRulesOp(id: string, rules: SchoolRules): TransactOp {
  return {
    Update: {
      Key: keys.school.item(id),
      UpdateExpression: 'SET officeRules = :rules',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':rules': rules },
    },
  };
}
