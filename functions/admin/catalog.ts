/**
 * The Schools and Organizations tabs' writes (docs/spec/leader-admin-side.md §2, §5): adding a
 * school or an organization (a chapter at a school), and deleting one only
 * while nothing refers to it (`references.ts`: read by Query, guarded by the
 * version any newcomer bumps). Each write is one transaction with its
 * platform counter and its audit entry.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterDetail, National, OkResponse, School } from '../../shared/api/types';
import { nationalKeyOf } from '../../shared/national-key';
import type { NewOrganizationInput, NewSchoolInput } from '../../shared/schemas/catalog-admin';
import type { AdminGate } from '../lib/admin-gate';
import { adminGrantKey } from '../domains/platform/admins';
import { auditOp } from '../domains/platform/audit';
import { chapterItem, memberIndexMarker, memberIndexMarkerKey, toChapterDetail } from '../domains/catalog/organizations/chapters';
import { ensureNationalOp } from '../domains/catalog/organizations/nationals';
import { chapterHasReferences, chapterRefs, neverReferenced, REFS_TRACKED, schoolHasReferences, schoolRefs } from '../domains/catalog/references';
import { chapterRoleKeys, removeRoleOps, rolesIn } from '../domains/people/roles/roles';
import { getSchool, schoolItem, toSchool, toSchoolDetail } from '../domains/catalog/schools/schools';
import { statDeltaOp } from '../domains/platform/stats';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { HttpError, notFound } from '../lib/errors';
import { ORGANIZATION_NOT_FOUND, ORGANIZATION_IN_USE, SCHOOL_IN_USE, SCHOOL_NOT_FOUND } from './messages';

/** Add school: a new school with a fresh id. */
export async function createSchool(adminSub: string, input: NewSchoolInput, now: Date): Promise<{ school: School }> {
  const school = { id: randomUUID(), name: input.name, city: input.city ?? '', state: input.state ?? '', website: '', logoUrl: null, emailDomains: [] };
  await transactWrite([
    // Tracked from its creation: while no chapter bumps it, deleting it needs no Query (references.ts).
    { Put: { Item: { ...schoolItem(school), ...REFS_TRACKED }, ConditionExpression: 'attribute_not_exists(PK)' } },
    statDeltaOp('schools', 1),
    auditOp({ adminId: adminSub, action: 'CREATE_SCHOOL', targetType: 'school', targetId: school.id, details: { name: school.name, city: school.city, state: school.state } }, now),
  ]);
  return { school: toSchool(school) };
}

/**
 * Delete school: refused (409) while chapters or Greek-life events refer to
 * it. The admin grant is read with the school; a school nothing ever
 * referred to (`neverReferenced`) is deleted at once (2 calls), any other
 * asks the indexes first (4).
 */
export async function deleteSchool(admin: AdminGate, id: string, now: Date): Promise<OkResponse> {
  const adminSub = admin.sub;
  const { parent, alongside } = await schoolRefs.readWith(id, [adminGrantKey(adminSub)]);
  admin.confirm(alongside[0]);
  if (!parent) throw notFound(SCHOOL_NOT_FOUND);
  const { item, version } = parent;
  const school = toSchoolDetail(item);
  if (!neverReferenced(parent) && (await schoolHasReferences(id))) throw new HttpError(409, SCHOOL_IN_USE);
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

/** The national a new organization belongs to: the existing one of that name, or a new one (created in the chapter's transaction). */
function nationalFor(input: NewOrganizationInput): National {
  const key = nationalKeyOf(input.name) || `organization-${randomUUID().slice(0, 8)}`;
  return { key, letters: input.letters ?? '', name: input.name, type: input.type, foundedYear: input.foundedYear ?? null, foundingInstitution: null, council: null, description: '', schoolCount: 0, states: [] };
}

/** Add organization: a chapter of the (possibly new) national at the school. */
export async function createOrganization(adminSub: string, input: NewOrganizationInput, now: Date): Promise<{ organization: ChapterDetail }> {
  const school = await getSchool(input.schoolId);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  const national = nationalFor(input);
  const chapter: ChapterDetail = {
    id: randomUUID(),
    nationalKey: national.key,
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
      { Put: { Item: memberIndexMarker(chapter.id) } },
      ensureNationalOp(national),
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
export async function deleteOrganization(admin: AdminGate, id: string, now: Date): Promise<OkResponse> {
  const adminSub = admin.sub;
  // Its roles are a fixed set of keys: read with the chapter, its version and the caller's admin grant.
  const { parent, alongside } = await chapterRefs.readWith(id, [adminGrantKey(adminSub), ...chapterRoleKeys(id)]);
  admin.confirm(alongside[0]);
  if (!parent) throw notFound(ORGANIZATION_NOT_FOUND);
  const roles = rolesIn(alongside.slice(1));
  const { item, version } = parent;
  const chapter = toChapterDetail(item);
  if (await chapterHasReferences(id)) throw new HttpError(409, ORGANIZATION_IN_USE);
  try {
    await transactWrite([
      chapterRefs.deleteOp(id, version),
      ...roles.flatMap(removeRoleOps),
      { Delete: { Key: memberIndexMarkerKey(id) } },
      statDeltaOp('organizations', -1),
      auditOp({ adminId: adminSub, action: 'DELETE_ORGANIZATION', targetType: 'organization', targetId: id, details: { name: chapter.name, school: chapter.schoolName } }, now),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, ORGANIZATION_IN_USE);
    throw error;
  }
  return { ok: true };
}
