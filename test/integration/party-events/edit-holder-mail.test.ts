/**
 * Ticket holders told of an edit, through the work queue into the local SES
 * inbox: a new date, time or place mails each live holder once with old →
 * new, and My Tickets shows the new ones; a new capacity or title mails nobody; a cancelled ticket and one given
 * away in a transfer are not mailed (the friend who holds it now is); a page
 * delivered again mails nobody twice, and one SES refused mid-page is
 * delivered to the rest on the retry.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, OfferTransferResponse, TicketResponse } from '../../../shared/api/types';
import type { EditPartyEventInput } from '../../../shared/schemas/party-events';
import { clock } from '../../../functions/lib/clock';
import { sesClientSingleAttempt } from '../../../functions/lib/clients/ses';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { eventChangeSubject } from '../../../functions/domains/ticketing/event-change/mail';
import { sendEventChangeNotices } from '../../../functions/domains/ticketing/event-change/notify';
import type { EventChangeNoticeMessage, WhenAndWhere } from '../../../functions/domains/ticketing/event-change/message';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { storedMails } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { sessionOf } from '../../support/session';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, type TestUser } from './fixtures';

useFreshTable();
const queue = useJobQueue();

const NOW = new Date('2031-03-02T15:00:00Z');
clock.now = () => NOW;

afterEach(() => vi.restoreAllMocks());

function bodyOf(event: PartyEvent, change: Partial<EditPartyEventInput> = {}): EditPartyEventInput {
  const { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt } = event;
  return { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt, ...change };
}

const edit = (leader: TestUser, event: PartyEvent, change: Partial<EditPartyEventInput>) =>
  invoke<CreatePartyEventResponse>('editPartyEvent', { params: { id: event.id }, body: bodyOf(event, change), claims: leader.claims });

const freeTicket = async (eventId: string, user: TestUser) =>
  (await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: user.claims })).json.ticket;

/** A hosted event with a unique title (the inbox is shared by every file), its leader, and `holders` each holding a free ticket. */
async function eventWithHolders(holders: number) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter);
  const event = await newEvent(chapter, '2031-03-14', '21:00', { title: `Moved Party ${randomUUID()}`, location: '12 Elm St', priceCents: 0, maxAttendees: 50 });
  const people = await Promise.all(Array.from({ length: holders }, () => newUser()));
  for (const person of people) await freeTicket(event.id, person);
  return { leader, event, people };
}

/** The change mails of `event` in the inbox, by recipient. */
async function changeMails(event: PartyEvent) {
  return (await storedMails()).filter((m) => m.subject === eventChangeSubject(event.title));
}
const recipients = async (event: PartyEvent) => (await changeMails(event)).flatMap((m) => m.destination.to).sort();

/** The job of a new edit of `event` into `change`, from its first ticket (as the edit queues it). */
function editJob(event: PartyEvent, change: Partial<WhenAndWhere>): EventChangeNoticeMessage {
  const before = { date: event.date, time: event.time, location: event.location };
  return { eventId: event.id, editId: randomUUID(), before, after: { ...before, ...change }, cursor: null };
}

/** Waits until the work queue is empty (every job run), then a moment for nothing more to arrive. */
const settled = () => expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });

describe('ticket holders told of a new date, time or place', () => {
  it('mails each live holder once, old → new, when the date moves', async () => {
    const { leader, event, people } = await eventWithHolders(2);
    expect((await edit(leader, event, { date: '2031-03-15' })).statusCode).toBe(200);
    await expect.poll(() => recipients(event), { timeout: 30_000 }).toEqual(people.map((p) => p.email).sort());
    const [mail] = await changeMails(event);
    expect(mail!.body.text).toContain('Date: March 14, 2031 → March 15, 2031');
    expect(mail!.body.text).not.toContain('Place:');
    await settled();
    expect(await recipients(event)).toHaveLength(2);
  });

  it('tells of a new time and place together, and mails nobody for a new capacity or title', async () => {
    const { leader, event, people } = await eventWithHolders(1);
    expect((await edit(leader, event, { maxAttendees: 80, title: event.title })).statusCode).toBe(200);
    await settled();
    expect(await recipients(event)).toEqual([]);
    expect((await edit(leader, event, { maxAttendees: 80, time: '22:30', location: '14 Oak Ave' })).statusCode).toBe(200);
    await expect.poll(() => recipients(event), { timeout: 30_000 }).toEqual([people[0]!.email]);
    const text = (await changeMails(event))[0]!.body.text!;
    expect(text).toContain('Time: 9:00 PM → 10:30 PM');
    expect(text).toContain('Place: 12 Elm St → 14 Oak Ave');
  });

  it('does not mail a cancelled ticket nor one given away, but mails the friend who holds it now', async () => {
    const { leader, event } = await eventWithHolders(0);
    const [kept, cancelled, giver, friend] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    for (const person of [kept, cancelled, giver]) await freeTicket(event.id, person!);
    const cancelledTicket = (await invoke<{ tickets: { id: string; event: { title: string } }[] }>('listMyTickets', { claims: cancelled!.claims })).json.tickets[0]!;
    expect((await invoke('cancelTicket', { params: { id: cancelledTicket.id }, claims: cancelled!.claims })).statusCode).toBe(200);
    await sendFriendRequest(sessionOf(giver!.sub), friend!.sub, NOW);
    await acceptFriendRequest(sessionOf(friend!.sub), giver!.sub, NOW);
    const given = (await invoke<{ tickets: { id: string }[] }>('listMyTickets', { claims: giver!.claims })).json.tickets[0]!;
    const offer = await invoke<OfferTransferResponse>('offerTicketTransfer', { params: { id: given.id }, body: { friendId: friend!.sub }, claims: giver!.claims });
    expect((await invoke('acceptTicketTransfer', { params: { id: offer.json.offer.id }, claims: friend!.claims })).statusCode).toBe(200);
    await settled();

    expect((await edit(leader, event, { location: '99 New Hall' })).statusCode).toBe(200);
    await expect.poll(() => recipients(event), { timeout: 30_000 }).toEqual([kept!.email, friend!.email].sort());
    await settled();
    expect(await recipients(event)).toEqual([kept!.email, friend!.email].sort());
  });

  it("My Tickets shows the holder the event's new date, time and place", async () => {
    const { leader, event, people } = await eventWithHolders(1);
    expect((await edit(leader, event, { date: '2031-03-15', time: '22:00', location: '14 Oak Ave' })).statusCode).toBe(200);
    const mine = await invoke<{ tickets: { eventId: string; event: { date: string; time: string; location: string } }[] }>('listMyTickets', { claims: people[0]!.claims });
    expect(mine.json.tickets.find((t) => t.eventId === event.id)?.event).toMatchObject({ date: '2031-03-15', time: '22:00', location: '14 Oak Ave' });
    await settled();
  });

  it('a page delivered again mails nobody twice; one SES refused is mailed on the retry, and only it', async () => {
    const { event, people } = await eventWithHolders(3);
    const job = editJob(event, { location: '1 Retry Rd' });
    // SES refuses the second holder's mail (an answer with an error: surely not sent).
    const ses = sesClientSingleAttempt();
    const send = ses.send.bind(ses);
    let calls = 0;
    vi.spyOn(ses, 'send').mockImplementation(((command: Parameters<typeof send>[0]) => {
      if (++calls === 2) return Promise.reject(Object.assign(new Error('Throttling'), { $metadata: { httpStatusCode: 400 } }));
      return send(command);
    }) as typeof ses.send);
    await expect(sendEventChangeNotices(job)).rejects.toThrow('Throttling');
    expect(await recipients(event)).toHaveLength(1);
    // The queue delivers the page again, then once more (a duplicate delivery).
    await sendEventChangeNotices(job);
    await sendEventChangeNotices(job);
    expect(await recipients(event)).toEqual(people.map((p) => p.email).sort());
  });

  it('goes through a long list a page at a time, each page its own job', async () => {
    const { event, people } = await eventWithHolders(3);
    const job = editJob(event, { time: '23:00' });
    await sendEventChangeNotices(job, 1);
    expect(await recipients(event)).toHaveLength(1);
    // The rest come from the queued continuation, run by the work queue's consumer.
    await expect.poll(() => recipients(event), { timeout: 30_000 }).toEqual(people.map((p) => p.email).sort());
    await settled();
  });
});
