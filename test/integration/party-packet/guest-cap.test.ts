/**
 * The member-to-guest cap: Create Event refuses an event with alcohol whose
 * capacity is over the chapter's members × the school's guests per member
 * (a second figure from a chapter size on), members counted from the
 * chapter's member list; tickets are then bounded by that capacity.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, CreatePartyEventResponse, OfficeRulesResponse, SchoolRulesResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveTicket, newUser } from '../party-events/fixtures';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { alcoholParty, schoolWithRules } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

describe('the member-to-guest cap', () => {
  it('refuses a capacity over members × guests per member at Create Event, the second figure from the chapter size on', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2031-03-01T12:00:00Z'));
    const { chapter, president } = await schoolWithRules('CO', { guestsPerMember: 2, largeChapterMembers: 3, guestsPerMemberLarge: 1 });
    const create = (maxAttendees: number, extra: Record<string, unknown> = {}) =>
      invoke<CreatePartyEventResponse & ApiErrorBody>('createPartyEvent', { body: alcoholParty({ maxAttendees, ...extra }), claims: president.claims });

    // Create Event shows the cap from the members counted.
    const office = await invoke<OfficeRulesResponse>('getOfficeRules', { claims: president.claims });
    expect(office.json.members).toBe(1);
    // One member (the president): 2 guests.
    const over = await create(3);
    const small = "Capacity 3 is over the school's member-to-guest cap. At most 2 guests: 1 member × 2 guests per member";
    expect([over.statusCode, over.json.message, over.json.issues]).toEqual([400, small, [{ path: 'maxAttendees', message: small }]]);
    const atCap = await create(2);
    expect(atCap.statusCode, atCap.text).toBe(201);
    // An event without alcohol is not the office's business.
    expect((await create(100, { alcoholAllowed: false })).statusCode).toBe(201);

    // Three members: the large chapter's 1 guest per member.
    await newUser({ chapterId: chapter.id, fullName: 'Ann Member' });
    await newUser({ chapterId: chapter.id, fullName: 'Ben Member' });
    expect((await create(4)).json.message).toBe("Capacity 4 is over the school's member-to-guest cap. At most 3 guests: 3 members × 1 guest per member");
    const large = await create(3);
    expect(large.statusCode, large.text).toBe(201);

    // An edit raising the capacity meets the same cap; one within it is saved.
    const edit = (maxAttendees: number) =>
      invoke<CreatePartyEventResponse & ApiErrorBody>('editPartyEvent', { params: { id: large.json.event.id }, body: alcoholParty({ maxAttendees, title: 'Fall Mixer, edited' }), claims: president.claims });
    const raised = await edit(4);
    expect([raised.statusCode, raised.json.message]).toEqual([400, "Capacity 4 is over the school's member-to-guest cap. At most 3 guests: 3 members × 1 guest per member"]);
    expect((await getPartyEvent(large.json.event.id))!.maxAttendees).toBe(3);
    const kept = await edit(3);
    expect([kept.statusCode, kept.json.event?.title]).toEqual([200, 'Fall Mixer, edited']);

    // Tickets stop at the capped capacity.
    const event = (await getPartyEvent(atCap.json.event.id))!;
    await giveTicket(await newUser({ fullName: 'First Guest' }), event);
    await giveTicket(await newUser({ fullName: 'Second Guest' }), event);
    await expect(giveTicket(await newUser({ fullName: 'Third Guest' }), event)).rejects.toThrow('refused');
  });

  it('refuses a second cap without its chapter size, unchanged rules', async () => {
    const { school, admin } = await schoolWithRules('CO', { guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3 });
    const body = { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null, guestsPerMember: 6, guestsPerMemberLarge: 3 };
    const refused = await invoke<ApiErrorBody>('updateSchoolRules', { params: { id: school.id }, body, claims: admin.claims });
    expect([refused.statusCode, refused.json.message]).toEqual([400, 'Give both the chapter size and its guests per member, or neither']);
    const rules = await invoke<SchoolRulesResponse>('getSchoolRules', { params: { id: school.id }, claims: admin.claims });
    expect(rules.json.rules).toMatchObject({ guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3 });
  });
});
