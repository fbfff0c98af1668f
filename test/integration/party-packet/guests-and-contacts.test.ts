/**
 * Who the registration packet names, read in 3 DynamoDB calls
 * (at most 3 per request): the guests are the holders of valid and used tickets (read
 * with the event in one Query) — a ticket given to a friend lists the
 * friend, not the giver; the president is named from their role row's
 * contact, and a row written before the contact was kept costs one read of
 * the president's profile, with the same packet.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, EventPaperworkResponse, OfferTransferResponse, PacketFileResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getRoleHolder } from '../../../functions/domains/people/roles/roles';
import { holdsOfEvent } from '../../../functions/domains/ticketing/waitlist/holds';
import { offerFreedSeats } from '../../../functions/domains/ticketing/waitlist/offers';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { invoke } from '../../support/invoke';
import { useDynamoCallCounter } from '../../support/dynamo-calls';
import { pdfText } from '../../support/pdf-text';
import { useFreshTable } from '../../support/table';
import { giveTicket, newLeader, newUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());
const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

const { counted } = useDynamoCallCounter('packetCallCounter');

const decode = (file: PacketFileResponse) => Buffer.from(file.contentBase64, 'base64');
const csvRows = (file: PacketFileResponse) => decode(file).toString('utf8').split('\r\n');

/** An alcohol party of a chapter whose president is `president`, created by its media manager (the officer in charge). */
async function partyByMediaManager() {
  at('2031-10-01T15:00:00Z');
  const { chapter, president, admin } = await schoolWithRules('TX');
  const mediaManager = await newLeader(chapter, 'media_manager', 'Mel Media');
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-18', time: '22:00' }), claims: mediaManager.claims });
  expect(created.statusCode).toBe(201);
  return { chapter, president, admin, mediaManager, eventId: created.json.event.id };
}

describe('the guests', () => {
  it('a ticket given to a friend lists the friend, not the giver, in the guest list, the packet and the panel', async () => {
    const { president, eventId } = await partyByMediaManager();
    const giver = await newUser({ fullName: 'Gina Giver' });
    const friend = await newUser({ fullName: 'Fred Friend' });
    const stays = await newUser({ fullName: 'Sid Stays' });
    await sendFriendRequest(sessionOf(giver.sub), friend.sub, new Date());
    await acceptFriendRequest(sessionOf(friend.sub), giver.sub, new Date());
    const event = (await getPartyEvent(eventId))!;
    const given = await giveTicket(giver, event);
    await giveTicket(stays, event);
    const offer = await invoke<OfferTransferResponse>('offerTicketTransfer', { params: { id: given.id }, body: { friendId: friend.sub }, claims: giver.claims });
    expect(offer.statusCode).toBe(201);
    expect((await invoke('acceptTicketTransfer', { params: { id: offer.json.offer.id }, claims: friend.claims })).statusCode).toBe(200);

    const csv = await invoke<PacketFileResponse>('getGuestListCsv', { params: { id: eventId }, claims: president.claims });
    expect(csvRows(csv.json)).toEqual(['\uFEFFName,21+', 'Fred Friend,Not given', 'Sid Stays,Not given', '']);
    const pdf = await invoke<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: president.claims });
    const text = await pdfText(decode(pdf.json));
    expect(text[text.indexOf('Expected guests') + 1]).toBe('2');
    expect(text.join(' ')).not.toContain('Gina Giver');
    const panel = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(panel.json.expectedGuests).toBe(2);
  });

  it('a seat offered to the waitlist (a hold in the event partition, between the holders and the mail) is no guest', async () => {
    at('2031-10-01T15:00:00Z');
    const { president } = await schoolWithRules('TX');
    const body = alcoholParty({ date: '2031-10-18', time: '22:00', maxAttendees: 1, priceCents: 1500 });
    const eventId = (await invoke<CreatePartyEventResponse>('createPartyEvent', { body, claims: president.claims })).json.event.id;
    const guest = await newUser({ fullName: 'Gail Gone' });
    const waiter = await newUser({ fullName: 'Walt Waiting' });
    const ticket = await giveTicket(guest, (await getPartyEvent(eventId))!);
    expect((await invoke('joinWaitlist', { params: { id: eventId }, claims: waiter.claims })).statusCode).toBe(200);
    expect((await invoke('cancelTicket', { params: { id: ticket.id }, claims: guest.claims })).statusCode).toBe(200);
    await offerFreedSeats(eventId);
    expect((await holdsOfEvent(eventId)).map((h) => h.sub)).toEqual([waiter.sub]);

    const csv = await invoke<PacketFileResponse>('getGuestListCsv', { params: { id: eventId }, claims: president.claims });
    expect(csvRows(csv.json)).toEqual(['\uFEFFName,21+', '']);
    const panel = await invoke<EventPaperworkResponse>('getEventPaperwork', { params: { id: eventId }, claims: president.claims });
    expect(panel.json.expectedGuests).toBe(0);
  });
});

describe('the president', () => {
  it('is named from the role row the API wrote: standing, the event with its holders, one BatchGet', async () => {
    const { chapter, admin, mediaManager, eventId } = await partyByMediaManager();
    // The presidency handed over through the API: the new role row carries the new president's contact.
    const next = await newUser({ chapterId: chapter.id, fullName: 'Nia Next' });
    expect((await invoke('removeRoleDirectly', { params: { id: chapter.id, role: 'president' }, claims: admin.claims })).statusCode).toBe(200);
    expect((await invoke('assignRoleDirectly', { body: { sub: next.sub, chapterId: chapter.id, role: 'president' }, claims: admin.claims })).statusCode).toBe(200);
    expect((await getRoleHolder(chapter.id, 'president'))?.contact).toEqual({ fullName: 'Nia Next', email: next.email, phone: null });
    await giveTicket(await newUser({ fullName: 'Gus Guest' }), (await getPartyEvent(eventId))!);

    const pdf = await counted<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: mediaManager.claims });
    expect([pdf.statusCode, pdf.calls]).toEqual([200, 3]);
    const text = await pdfText(decode(pdf.json));
    expect(text[text.indexOf('Chapter president') + 1]).toBe('Nia Next');
    expect(text[text.indexOf('Officer in charge') + 1]).toBe('Mel Media');
    expect(text).toContain('Gus Guest');
    const csv = await counted<PacketFileResponse>('getGuestListCsv', { params: { id: eventId }, claims: mediaManager.claims });
    expect([csv.statusCode, csv.calls, csv.json.version]).toEqual([200, 3, pdf.json.version]);
  });

  it('from a role row written before the contact was kept: their profile is read, one call more, the same packet', async () => {
    const { chapter, mediaManager, eventId } = await partyByMediaManager();
    // schoolWithRules gives the presidency through the repository, without the contact (as older rows are).
    expect((await getRoleHolder(chapter.id, 'president'))?.contact).toBeUndefined();
    const pdf = await counted<PacketFileResponse>('getRegistrationPacket', { params: { id: eventId }, claims: mediaManager.claims });
    expect([pdf.statusCode, pdf.calls]).toEqual([200, 4]);
    const text = await pdfText(decode(pdf.json));
    expect(text[text.indexOf('Chapter president') + 1]).toBe('Pat President');
  });
});
