/**
 * Deleting a school in fewer DynamoDB calls (at most 3 per request; references.ts): a
 * school an admin added is tracked from its creation, so while nothing ever
 * bumped it the deletion asks no index (the admin grant with the school,
 * then the guarded delete); any other school — one that had an organization,
 * or one written in bulk — asks the indexes as before. The population of
 * all organizations bumps a tracked school before placing chapters there.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { OkResponse, School } from '../../../shared/api/types';
import { SCHOOL_IN_USE } from '../../../functions/admin/messages';
import { listChaptersOfSchool } from '../../../functions/domains/catalog/organizations/chapters';
import { greekEventItem } from '../../../functions/domains/catalog/greek-events/greek-events';
import { getSchool, putSchools } from '../../../functions/domains/catalog/schools/schools';
import { batchPut } from '../../../functions/lib/db/table';
import { populateOrganizations } from '../../../functions/organizations/populate';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, type TestUser } from '../leaders/fixtures';
import { greekEvent } from '../support/fixtures';
import { randomUUID } from 'node:crypto';

useFreshTable();
const { counted } = useDynamoCallCounter('schoolDeletionCalls');

type Answer<T> = T & { message?: string };
const addSchool = async (admin: TestUser, name: string) => (await invoke<{ school: School }>('createSchool', { claims: admin.claims, body: { name, state: 'AZ' } })).json.school;
const dropSchool = (admin: TestUser, id: string) => counted<Answer<OkResponse>>('deleteSchool', { claims: admin.claims, params: { id } });

describe('deleting a school', () => {
  it('added by an admin, nothing ever referring to it: the grant with the school, then the delete (2 calls)', async () => {
    const admin = await newAdmin();
    const school = await addSchool(admin, 'Quiet College');
    const dropped = await dropSchool(admin, school.id);
    expect([dropped.statusCode, dropped.calls]).toEqual([200, 2]);
    expect(await getSchool(school.id)).toBeUndefined();
  });

  it('that had an organization, deleted since: the indexes are asked (4 calls), and it goes', async () => {
    const admin = await newAdmin();
    const school = await addSchool(admin, 'Once Busy College');
    const added = await invoke<{ organization: { id: string } }>('createOrganization', { claims: admin.claims, body: { name: 'Passing Colony', type: 'fraternity', schoolId: school.id } });
    expect(added.statusCode).toBe(201);
    expect((await dropSchool(admin, school.id)).json.message).toBe(SCHOOL_IN_USE);
    expect((await invoke('deleteOrganization', { claims: admin.claims, params: { id: added.json.organization.id } })).statusCode).toBe(200);
    const dropped = await dropSchool(admin, school.id);
    expect([dropped.statusCode, dropped.calls]).toEqual([200, 4]);
  });

  it('written in bulk (not tracked) with a Greek-life event: the indexes are asked and it stays', async () => {
    const admin = await newAdmin();
    const school = { id: randomUUID(), name: 'Listed University', city: 'Tempe', state: 'AZ', website: '', logoUrl: null, emailDomains: [] };
    await putSchools([school]);
    await batchPut([greekEventItem(greekEvent(school, '2031-03-01', '18:00'))]);
    const refused = await dropSchool(admin, school.id);
    expect([refused.statusCode, refused.json.message, refused.calls]).toEqual([409, SCHOOL_IN_USE, 3]);
    expect(await getSchool(school.id)).toBeDefined();
  });

  it('added by an admin before the organizations were populated: the population bumps it, so it is not deleted under its chapters', async () => {
    const admin = await newAdmin();
    const school = await addSchool(admin, 'Early College');
    expect((await populateOrganizations(new Date('2031-01-05T12:00:00Z'))).created).toBe(true);
    expect((await listChaptersOfSchool(school.id)).length).toBeGreaterThan(0);
    const refused = await dropSchool(admin, school.id);
    expect([refused.statusCode, refused.json.message]).toEqual([409, SCHOOL_IN_USE]);
    expect(await getSchool(school.id)).toBeDefined();
  });
});
