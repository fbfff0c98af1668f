/**
 * The Schools and Organizations tabs' writes (leader side §2, §5): adding a
 * school or an organization (a chapter at a school), and deleting one only
 * while nothing refers to it (`references.ts`: read by Query, guarded by the
 * version any newcomer bumps). Each write is one transaction with its
 * platform counter and its audit entry.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterDetail, OkResponse, School } from '../../shared/api/types';
import { nationalKeyOf } from '../../shared/national-key';
import type { NewOrganizationInput, NewSchoolInput } from '../../shared/schemas/catalog-admin';
import { auditOp } from '../lib/db/audit';
import { chapterItem, getChapter } from '../lib/db/chapters';
import { getNational, nationalItem } from '../lib/db/nationals';
import { chapterHasReferences, chapterRefs, schoolHasReferences, schoolRefs } from '../lib/db/references';
import { listRolesOfChapter, removeRoleOps } from '../lib/db/roles';
import { getSchool, schoolItem, toSchool } from '../lib/db/schools';
import { statDeltaOp } from '../lib/db/stats';
import { putNew, transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { HttpError, notFound } from '../lib/errors';
import { ORGANIZATION_NOT_FOUND, ORGANIZATION_IN_USE, SCHOOL_IN_USE, SCHOOL_NOT_FOUND } from './messages';

/** Add school: a new school with a fresh id. */
export async function createSchool(adminSub: string, input: NewSchoolInput, now: Date): Promise<{ school: School }> {
  const school = { id: randomUUID(), name: input.name, city: input.city ?? '', state: input.state ?? '', website: '', logoUrl: null, emailDomains: [] };
  await transactWrite([
    { Put: { Item: schoolItem(school), ConditionExpression: 'attribute_not_exists(PK)' } },
    statDeltaOp('schools', 1),
    auditOp({ adminId: adminSub, action: 'CREATE_SCHOOL', targetType: 'school', targetId: school.id, details: { name: school.name, city: school.city, state: school.state } }, now),
  ]);
  return { school: toSchool(school) };
}

/** Delete school: refused (409) while chapters or Greek-life events refer to it. */
export async function deleteSchool(adminSub: string, id: string, now: Date): Promise<OkResponse> {
  const [school, version] = await Promise.all([getSchool(id), schoolRefs.version(id)]);
  if (!school || version === undefined) throw notFound(SCHOOL_NOT_FOUND);
  if (await schoolHasReferences(id)) throw new HttpError(409, SCHOOL_IN_USE);
  try {
    await transactWrite([
      schoolRefs.deleteOp(id, version),
      statDeltaOp('schools', -1),
      auditOp({ adminId: adminSub, action: 'DELETE_SCHOOL', targetType: 'school', targetId: id, details: { name: school.name } }, now),
    ]);
  } catch (error) {
    // Gone meanwhile, or something now refers to it.
    if (isConditionFailure(error)) throw new HttpError(409, SCHOOL_IN_USE);
    throw error;
  }
  return { ok: true };
}

/** The national a new organization belongs to: the existing one of that name, or a new one. */
async function nationalFor(input: NewOrganizationInput): Promise<string> {
  const key = nationalKeyOf(input.name) || `organization-${randomUUID().slice(0, 8)}`;
  if (await getNational(key)) return key;
  // Idempotent: a national made by an earlier attempt, or by another admin meanwhile, is kept as it is.
  await putNew(
    nationalItem({ key, letters: input.letters ?? '', name: input.name, type: input.type, foundedYear: input.foundedYear ?? null, foundingInstitution: null, council: null, description: '', schoolCount: 0, states: [] }),
  );
  return key;
}

/** Add organization: a chapter of the (possibly new) national at the school. */
export async function createOrganization(adminSub: string, input: NewOrganizationInput, now: Date): Promise<{ organization: ChapterDetail }> {
  const school = await getSchool(input.schoolId);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  const chapter: ChapterDetail = {
    id: randomUUID(),
    nationalKey: await nationalFor(input),
    letters: input.letters ?? '',
    name: input.name,
    type: input.type,
    schoolId: school.id,
    schoolName: school.name,
    city: school.city,
    state: school.state,
    description: '',
    foundedYear: input.foundedYear ?? null,
    followerCount: 0,
  };
  try {
    await transactWrite([
      { Put: { Item: chapterItem(chapter), ConditionExpression: 'attribute_not_exists(PK)' } },
      // The school still exists, and a deletion that read it before now fails.
      schoolRefs.bumpOp(school.id),
      statDeltaOp('organizations', 1),
      auditOp({ adminId: adminSub, action: 'CREATE_ORGANIZATION', targetType: 'organization', targetId: chapter.id, details: { name: chapter.name, school: school.name } }, now),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(SCHOOL_NOT_FOUND);
    throw error;
  }
  return { organization: chapter };
}

/** Delete organization: refused (409) while party events refer to it; its roles go with it. */
export async function deleteOrganization(adminSub: string, id: string, now: Date): Promise<OkResponse> {
  const [chapter, version, roles] = await Promise.all([getChapter(id), chapterRefs.version(id), listRolesOfChapter(id)]);
  if (!chapter || version === undefined) throw notFound(ORGANIZATION_NOT_FOUND);
  if (await chapterHasReferences(id)) throw new HttpError(409, ORGANIZATION_IN_USE);
  try {
    await transactWrite([
      chapterRefs.deleteOp(id, version),
      ...roles.flatMap(removeRoleOps),
      statDeltaOp('organizations', -1),
      auditOp({ adminId: adminSub, action: 'DELETE_ORGANIZATION', targetType: 'organization', targetId: id, details: { name: chapter.name, school: chapter.schoolName } }, now),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, ORGANIZATION_IN_USE);
    throw error;
  }
  return { ok: true };
}
