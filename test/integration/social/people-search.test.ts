/**
 * Friend search in one DynamoDB call (within the budget of 3 per request): the search entries carry
 * the name and school a result shows, and a school change rewrites the
 * school's name on them in the same transaction. Entries written before
 * they carried it cost one read of those people's profiles, with the same
 * answer. Account deletion takes the entries with it; a school change racing
 * it reads the entries again rather than write them back.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FriendSearchResponse } from '../../../shared/api/types';
import { keys } from '../../../functions/domains/keys';
import { nameTokens } from '../../../functions/domains/people/people-search';
import { putSchools, type SchoolRecord } from '../../../functions/domains/catalog/schools/schools';
import { batchDelete, batchPut, getItem } from '../../../functions/lib/db/table';
import { deleteUserPartition, readUserPartition } from '../../../functions/domains/people/users';
import { getProfile, setProfileSchool } from '../../../functions/domains/people/profiles';
import { invoke } from '../../support/invoke';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { useFreshTable } from '../../support/table';
import { newUser, type TestUser } from '../leaders/fixtures';

useFreshTable();
const { counted } = useDynamoCallCounter('peopleSearchCallCounter');

const search = (user: TestUser, q: string) => counted<FriendSearchResponse>('searchPeople', { query: { q }, claims: user.claims });

async function newSchool(name: string): Promise<SchoolRecord> {
  const school: SchoolRecord = { id: randomUUID(), name, city: 'Tempe', state: 'AZ', website: '', logoUrl: null, emailDomains: [] };
  await putSchools([school]);
  return school;
}

async function chooseSchool(user: TestUser, school: SchoolRecord) {
  const res = await invoke('updateMySchool', { body: { schoolId: school.id }, claims: user.claims });
  expect(res.statusCode, res.text).toBe(200);
}

/** A person with a surname nobody else has, so a search of it finds only them. */
const uniquePerson = () => newUser({ fullName: `Quinn Zx${randomUUID().slice(0, 6)}` });
const surnameOf = (user: TestUser) => user.fullName.split(' ')[1]!;
/** The keys of a person's search entries: each word of the name, the whole name, the address. */
const entryKeys = (user: TestUser) => [
  ...nameTokens(user.fullName).map((token) => keys.people.nameEntry(token, user.sub)),
  keys.people.emailEntry(user.email.toLowerCase(), user.sub),
];

describe('friend search', () => {
  it('answers from the entries alone: one call, with the school the person chose, and again after they change it', async () => {
    const [me, other] = await Promise.all([newUser(), uniquePerson()]);
    const first = await search(me, surnameOf(other));
    expect([first.statusCode, first.calls, first.json.results]).toEqual([200, 1, [{ id: other.sub, fullName: other.fullName, schoolName: null }]]);

    const [arizona, tempe] = await Promise.all([newSchool('Arizona Test University'), newSchool('Tempe Test College')]);
    await chooseSchool(other, arizona);
    const byName = await search(me, surnameOf(other));
    expect([byName.calls, byName.json.results]).toEqual([1, [{ id: other.sub, fullName: other.fullName, schoolName: 'Arizona Test University' }]]);

    await chooseSchool(other, tempe);
    const byEmail = await search(me, other.email);
    expect([byEmail.calls, byEmail.json.results]).toEqual([1, [{ id: other.sub, fullName: other.fullName, schoolName: 'Tempe Test College', email: other.email }]]);
    const byFirstWord = await search(me, `quinn ${surnameOf(other)}`);
    expect(byFirstWord.json.results).toEqual([{ id: other.sub, fullName: other.fullName, schoolName: 'Tempe Test College' }]);
  });

  it('entries written before they carried the name and school: the profiles are read, one call more, the same answer', async () => {
    const [me, other] = await Promise.all([newUser(), uniquePerson()]);
    await chooseSchool(other, await newSchool('Legacy State University'));
    await batchPut(entryKeys(other).map((key) => ({ ...key, entity: 'peopleEntry', sub: other.sub })));
    const byName = await search(me, surnameOf(other));
    expect([byName.calls, byName.json.results]).toEqual([2, [{ id: other.sub, fullName: other.fullName, schoolName: 'Legacy State University' }]]);
    const byEmail = await search(me, other.email.toUpperCase());
    expect(byEmail.json.results).toEqual([{ id: other.sub, fullName: other.fullName, schoolName: 'Legacy State University', email: other.email }]);
  });

  it('a school change writes no entry for a person who has none (a profile written without them)', async () => {
    const school = await newSchool('Entryless College');
    const [me, other] = await Promise.all([newUser(), uniquePerson()]);
    // As the seed's guests and older bulk-written profiles are: no entries, and no item listing them.
    await batchDelete([...entryKeys(other), keys.people.entries(other.sub)]);
    await chooseSchool(other, school);
    expect((await search(me, surnameOf(other))).json.results).toEqual([]);
    for (const key of entryKeys(other)) expect(await getItem(key, { consistent: true })).toBeUndefined();
  });

  it('a school change whose entries went meanwhile (an account being deleted) reads them again and writes none', async () => {
    const [other, school] = await Promise.all([uniquePerson(), newSchool('Meanwhile College')]);
    const partition = await readUserPartition(other.sub);
    expect(partition.searchEntries).toHaveLength(entryKeys(other).length);
    await batchDelete([...entryKeys(other), keys.people.entries(other.sub)]);
    const moved = await setProfileSchool(other.sub, school, { profile: partition.profile!, searchEntries: partition.searchEntries });
    expect(moved?.schoolName).toBe('Meanwhile College');
    expect((await getProfile(other.sub))?.schoolId).toBe(school.id);
    for (const key of entryKeys(other)) expect(await getItem(key, { consistent: true })).toBeUndefined();
  });

  it('a deleted account is found no more', async () => {
    const [me, other] = await Promise.all([newUser(), uniquePerson()]);
    await chooseSchool(other, await newSchool('Leaving University'));
    await deleteUserPartition(other.sub);
    expect((await search(me, surnameOf(other))).json.results).toEqual([]);
    expect((await search(me, other.email)).json.results).toEqual([]);
  });
});
