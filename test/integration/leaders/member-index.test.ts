/**
 * A chapter's member index (chapter-members.ts) against DynamoDB Local: its
 * members' profiles and its role rows in one Query; role rows written
 * before they were indexed still make their holders members (the chapter's
 * first read puts them on the index); a write that depends on membership
 * or on a role's holder is decided on the table, whatever the index shows.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChapterDetail, CreatePartyEventResponse, EventPaperworkResponse, ManageRolesResponse, SoberMonitorsResponse } from '../../../shared/api/types';
import { memberIndexMarkerKey } from '../../../functions/domains/catalog/organizations/chapters';
import { membershipCheckOp } from '../../../functions/domains/people/roles/chapter-members';
import { keys } from '../../../functions/domains/keys';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { writeSoberMonitors } from '../../../functions/domains/catalog/party-packet/paperwork';
import { getRoleHolder, roleItems, type RoleRecord } from '../../../functions/domains/people/roles/roles';
import { batchDelete, batchPut, getItem } from '../../../functions/lib/db/table';
import { NOT_A_MEMBER } from '../../../functions/party-packet/paperwork';
import type { Role } from '../../../shared/limits';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';
import { giveRoleTo, newChapter, newUser, type TestUser } from './fixtures';

useFreshTable();
const { counted } = useDynamoCallCounter('memberIndexCalls');

type Answer = ManageRolesResponse & ApiErrorBody;
const read = (u: TestUser) => counted<Answer>('getManagedRoles', { claims: u.claims });

/** Writes `sub`'s role row as it was stored before the member index: no index attributes, no contact. */
async function roleFromBefore(chapter: ChapterDetail, sub: string, role: Role): Promise<void> {
  const record: RoleRecord = { chapterId: chapter.id, role, sub, letters: chapter.letters, name: chapter.name, schoolName: chapter.schoolName, createdAt: '2025-01-01T00:00:00.000Z' };
  const [chapterSide, userSide] = roleItems(record);
  const { GSI1PK: _pk, GSI1SK: _sk, ...older } = chapterSide;
  await batchPut([older, userSide]);
}

/** A chapter as it was before the member index: its marker gone (role rows are then written `roleFromBefore`). */
const chapterFromBefore = (chapter: ChapterDetail) => batchDelete([memberIndexMarkerKey(chapter.id)]);

const onIndex = async (chapterId: string, role: Role) => (await getItem(keys.role.chapterSide({ chapterId, role }), { consistent: true }))?.GSI1PK;

describe('role rows written before the member index', () => {
  it('still make their holders members; the first read indexes them, later reads are one Query', async () => {
    const chapter = await newChapter({ name: 'Kappa Alpha Theta', letters: 'ΚΑΘ' });
    const president = await newUser({ chapterId: chapter.id, fullName: 'Pat President' });
    // A media manager whose profile names another chapter is a member by their role alone.
    const outsider = await newUser({ chapterId: (await newChapter()).id, fullName: 'Cam Elsewhere' });
    await chapterFromBefore(chapter);
    await roleFromBefore(chapter, president.sub, 'president');
    await roleFromBefore(chapter, outsider.sub, 'media_manager');

    const first = await read(president);
    expect(first.statusCode, first.text).toBe(200);
    expect(first.json.members.map((m) => m.fullName)).toEqual(['Cam Elsewhere', 'Pat President']);
    expect(first.json.roles.map((r) => [r.role, r.fullName])).toEqual([
      ['president', 'Pat President'],
      ['media_manager', 'Cam Elsewhere'],
    ]);
    // Standing, the index Query, the roles from the table, the write indexing them, the outsider's profile (their row has no contact).
    expect(first.calls).toBe(5);
    expect(await onIndex(chapter.id, 'media_manager')).toBeDefined();
    expect(await getItem(memberIndexMarkerKey(chapter.id), { consistent: true })).toBeDefined();

    const later = await read(president);
    expect(later.json).toEqual(first.json);
    expect(later.calls).toBe(3);
  });

  it('list their holders in the paperwork panel too', async () => {
    const { chapter, president } = await schoolWithRules('OH');
    const outsider = await newUser({ chapterId: (await newChapter()).id, fullName: 'Cam Elsewhere' });
    await chapterFromBefore(chapter);
    await roleFromBefore(chapter, outsider.sub, 'media_manager');
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18' }), claims: president.claims });
    const panel = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: created.json.event.id }, claims: president.claims });
    expect(panel.statusCode, panel.text).toBe(200);
    expect(panel.json.members.map((m) => m.fullName)).toEqual(['Cam Elsewhere', 'Pat President']);
  });
});

describe('roles given and removed at /manage-roles', () => {
  it('are read back at once; a role the index does not show yet is still removed, not answered 404', async () => {
    const chapter = await newChapter();
    const president = await newUser({ chapterId: chapter.id, fullName: 'Pat President' });
    await giveRoleTo(president, chapter, 'president');
    const ann = await newUser({ chapterId: chapter.id, fullName: 'Ann Member' });
    const given = await counted<Answer>('assignManagedRole', { claims: president.claims, body: { sub: ann.sub, role: 'media_manager' } });
    expect([given.statusCode, given.calls]).toEqual([200, 3]);
    expect((await read(president)).json.roles.map((r) => [r.role, r.sub])).toEqual([
      ['president', president.sub],
      ['media_manager', ann.sub],
    ]);

    // As if the index had not caught up with a media manager given a moment ago.
    await roleFromBefore(chapter, ann.sub, 'media_manager');
    const removed = await counted<Answer>('removeManagedRole', { claims: president.claims, params: { role: 'media_manager' } });
    expect(removed.statusCode, removed.text).toBe(200);
    expect(removed.json.roles.map((r) => r.role)).toEqual(['president']);
    expect(await getRoleHolder(chapter.id, 'media_manager')).toBeUndefined();
    // Standing, the index, the holder from the table, the transaction.
    expect(removed.calls).toBe(4);
  });

  it('hands the presidency to a member by their role alone, their membership checked in the transaction', async () => {
    const chapter = await newChapter();
    const president = await newUser({ chapterId: chapter.id, fullName: 'Pat President' });
    await giveRoleTo(president, chapter, 'president');
    const outsider = await newUser({ chapterId: (await newChapter()).id, fullName: 'Cam Elsewhere' });
    await giveRoleTo(outsider, chapter, 'media_manager');
    const res = await invoke<Answer>('assignManagedRole', { claims: president.claims, body: { sub: outsider.sub, role: 'president', confirmHandover: true } });
    expect(res.statusCode, res.text).toBe(200);
    expect(await getRoleHolder(chapter.id, 'president')).toMatchObject({ sub: outsider.sub, contact: { fullName: 'Cam Elsewhere', email: outsider.email, phone: null } });
  });
});

describe('naming sober monitors', () => {
  it('accepts a role holder outside the member index and refuses a non-member, on the table', async () => {
    const { chapter, president } = await schoolWithRules('OR');
    const outsider = await newUser({ chapterId: (await newChapter()).id, fullName: 'Cam Elsewhere' });
    await giveRoleTo(outsider, chapter, 'media_manager');
    const stranger = await newUser({ fullName: 'Dee Nobody' });
    // 40 guests at 1 for the first 20 then 1 per 20 more: the two monitors named are enough.
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18', maxAttendees: 40 }), claims: president.claims });
    const eventId = created.json.event.id;

    const refused = await invoke<ApiErrorBody>('setSoberMonitors', { params: { id: eventId }, body: { subs: [outsider.sub, stranger.sub] }, claims: president.claims });
    expect([refused.statusCode, refused.json.message]).toEqual([400, NOT_A_MEMBER]);
    expect((await getPartyEvent(eventId))?.soberMonitors ?? []).toEqual([]);

    const named = await counted<SoberMonitorsResponse>('setSoberMonitors', { params: { id: eventId }, body: { subs: [outsider.sub, president.sub] }, claims: president.claims });
    expect(named.statusCode, named.text).toBe(200);
    expect(named.json.soberMonitors).toEqual([
      { sub: outsider.sub, fullName: 'Cam Elsewhere', trainedOn: null },
      { sub: president.sub, fullName: 'Pat President', trainedOn: null },
    ]);
    expect(named.calls).toBe(3);
  });

  it('refuses a monitor whose membership ended after it was read: the transaction checks it on the table', async () => {
    const { chapter, president } = await schoolWithRules('OK');
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18' }), claims: president.claims });
    const event = (await getPartyEvent(created.json.event.id))!;
    const ann = await newUser({ chapterId: chapter.id, fullName: 'Ann Member' });
    const former = await newUser({ chapterId: (await newChapter()).id, fullName: 'Former Member' });
    const monitors = [{ sub: ann.sub, fullName: 'Ann Member' }];
    // Read as a member by their profile, which names another chapter by the time of the write.
    expect(await writeSoberMonitors(event, monitors, [membershipCheckOp(chapter.id, former.sub, { via: 'profile' })])).toBe('notMember');
    expect((await getPartyEvent(event.id))?.soberMonitors ?? []).toEqual([]);
    expect(await writeSoberMonitors(event, monitors, [membershipCheckOp(chapter.id, ann.sub, { via: 'profile' })])).toBe('written');
    expect((await getPartyEvent(event.id))?.soberMonitors).toEqual(monitors);
  });
});
