/**
 * The Schools and Organizations tabs' writes against DynamoDB Local: the
 * spec's validation, deletion refused while something refers to the school
 * or organization (also when the reference arrives during the deletion),
 * and an audit entry with every write and none with a refusal.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChapterDetail, OkResponse, School } from '../../../shared/api/types';
import { ORGANIZATION_REQUIRED, ORGANIZATION_TYPE_REQUIRED, SCHOOL_NAME_REQUIRED } from '../../../shared/schemas/catalog-admin';
import { ORGANIZATION_IN_USE, SCHOOL_IN_USE } from '../../../functions/admin/messages';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getChapter, listChaptersOfSchool } from '../../../functions/domains/catalog/organizations/chapters';
import { getSchool } from '../../../functions/domains/catalog/schools/schools';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, type TestUser } from '../leaders/fixtures';
import { newEvent } from '../tickets/fixtures';

useFreshTable();

type Answer<T> = T & ApiErrorBody;
const addSchool = (a: TestUser, body: unknown) => invoke<Answer<{ school: School }>>('createSchool', { claims: a.claims, body });
const dropSchool = (a: TestUser, id: string) => invoke<Answer<OkResponse>>('deleteSchool', { claims: a.claims, params: { id } });
const addOrganization = (a: TestUser, body: unknown) => invoke<Answer<{ organization: ChapterDetail }>>('createOrganization', { claims: a.claims, body });
const dropOrganization = (a: TestUser, id: string) => invoke<Answer<OkResponse>>('deleteOrganization', { claims: a.claims, params: { id } });
const actionsOn = async (id: string) => (await listAuditEntries(10_000)).filter((e) => e.targetId === id).map((e) => e.action).sort();

describe('schools', () => {
  it('adds a school (name trimmed, state upper-case) and deletes it; both audited', async () => {
    const admin = await newAdmin();
    const added = await addSchool(admin, { name: '  Test College  ', city: 'Tempe', state: 'az' });
    expect(added.statusCode).toBe(201);
    expect(added.json.school).toMatchObject({ name: 'Test College', city: 'Tempe', state: 'AZ' });
    const id = added.json.school.id;
    expect(await getSchool(id)).toBeDefined();
    expect((await dropSchool(admin, id)).statusCode).toBe(200);
    expect(await getSchool(id)).toBeUndefined();
    expect(await actionsOn(id)).toEqual(['CREATE_SCHOOL', 'DELETE_SCHOOL']);
  });

  it('refuses a blank name and a state of more than 2 letters', async () => {
    const admin = await newAdmin();
    expect(await addSchool(admin, { name: '   ' })).toMatchObject({ statusCode: 400, json: { message: SCHOOL_NAME_REQUIRED } });
    expect((await addSchool(admin, { name: 'X', state: 'ARZ' })).statusCode).toBe(400);
  });

  it('refuses to delete a school an organization refers to, writing no entry', async () => {
    const admin = await newAdmin();
    const school = (await addSchool(admin, { name: 'Busy College' })).json.school;
    expect((await addOrganization(admin, { name: 'Sigma Test', type: 'fraternity', schoolId: school.id })).statusCode).toBe(201);
    expect(await dropSchool(admin, school.id)).toMatchObject({ statusCode: 409, json: { message: SCHOOL_IN_USE } });
    expect(await getSchool(school.id)).toBeDefined();
    expect(await actionsOn(school.id)).toEqual(['CREATE_SCHOOL']);
  });

  it('never orphans an organization added while its school is being deleted', async () => {
    const admin = await newAdmin();
    for (let round = 0; round < 5; round++) {
      const school = (await addSchool(admin, { name: `Race College ${round}` })).json.school;
      const [added, dropped] = await Promise.all([addOrganization(admin, { name: 'Race Colony', type: 'fraternity', schoolId: school.id }), dropSchool(admin, school.id)]);
      const schoolLeft = (await getSchool(school.id)) !== undefined;
      // Exactly one of them won: the organization with its school, or the deletion with no organization.
      expect([added.statusCode === 201, dropped.statusCode === 200]).toEqual([schoolLeft, !schoolLeft]);
    }
  });
});

describe('organizations', () => {
  it('adds one of the type given and deletes it; both audited', async () => {
    const admin = await newAdmin();
    const school = (await addSchool(admin, { name: 'Greek College', city: 'Mesa', state: 'AZ' })).json.school;
    const added = await addOrganization(admin, { name: 'Zeta Test', letters: 'ΖΤ', type: 'sorority', schoolId: school.id, foundedYear: 1901 });
    expect(added.statusCode).toBe(201);
    expect(added.json.organization).toMatchObject({ name: 'Zeta Test', letters: 'ΖΤ', type: 'sorority', foundedYear: 1901, schoolName: 'Greek College' });
    const id = added.json.organization.id;
    expect((await dropOrganization(admin, id)).statusCode).toBe(200);
    expect(await getChapter(id)).toBeUndefined();
    expect(await actionsOn(id)).toEqual(['CREATE_ORGANIZATION', 'DELETE_ORGANIZATION']);
  });

  it("refuses a missing name or school with the spec's sentence", async () => {
    const admin = await newAdmin();
    expect(await addOrganization(admin, { name: 'No School' })).toMatchObject({ statusCode: 400, json: { message: ORGANIZATION_REQUIRED } });
    expect(await addOrganization(admin, { name: ' ', schoolId: 'x' })).toMatchObject({ statusCode: 400, json: { message: ORGANIZATION_REQUIRED } });
  });

  it('refuses an organization without a type, or of another type, adding nothing', async () => {
    const admin = await newAdmin();
    const school = (await addSchool(admin, { name: 'Typeless College' })).json.school;
    for (const type of [undefined, '', 'club']) {
      const refused = await addOrganization(admin, { name: 'Typeless Colony', schoolId: school.id, ...(type === undefined ? {} : { type }) });
      expect(refused, String(type)).toMatchObject({ statusCode: 400, json: { message: ORGANIZATION_TYPE_REQUIRED } });
    }
    expect(await listChaptersOfSchool(school.id)).toEqual([]);
  });

  it('refuses to delete an organization with events, writing no entry', async () => {
    const admin = await newAdmin();
    const school = (await addSchool(admin, { name: 'Party College' })).json.school;
    const organization = (await addOrganization(admin, { name: 'Party Colony', type: 'fraternity', schoolId: school.id })).json.organization;
    await newEvent(organization.id);
    expect(await dropOrganization(admin, organization.id)).toMatchObject({ statusCode: 409, json: { message: ORGANIZATION_IN_USE } });
    expect(await getChapter(organization.id)).toBeDefined();
    expect(await actionsOn(organization.id)).toEqual(['CREATE_ORGANIZATION']);
  });
});
