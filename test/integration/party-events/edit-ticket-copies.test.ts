/**
 * What follows an edit of an event: a ticket, a transfer offer and a waitlist
 * offer copy the event's details when they are made; after a new date, time
 * or place every answer and e-mail that shows them shows the new ones — a
 * free ticket asked for again, a cancellation (its answer, My Tickets after
 * it, its e-mail), an offer to a friend (My Tickets, its e-mail, the ticket
 * accepted from it), a seat held from the waitlist (and its notice), and a
 * receipt sent after the edit. Jobs are run by hand here (no queue consumer), after the edit.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePartyEventResponse, MyTicketsResponse, OfferTransferResponse, Ticket, TicketResponse, TransferDecisionResponse } from '../../../shared/api/types';
import type { EditPartyEventInput } from '../../../shared/schemas/party-events';
import { clock } from '../../../functions/lib/clock';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { JOB_HANDLERS } from '../../../functions/jobs/job-handlers';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { storedMails } from '../../support/inbox';
import { invoke } from '../../support/invoke';
import { sessionOf } from '../../support/session';
import { useFreshTable } from '../../support/table';
import { giveTicket, newChapter, newEvent, newLeader, newUser, type TestUser } from './fixtures';

useFreshTable();

const NOW = new Date('2031-03-02T15:00:00Z');
clock.now = () => NOW;

/** The edit every test makes: a new date, time and place. */
const MOVED = { date: '2031-03-15', time: '22:30', location: `14 Oak Ave ${randomUUID().slice(0, 8)}` };
const MOVED_DATE = 'March 15, 2031';

function bodyOf(event: PartyEvent, change: Partial<EditPartyEventInput>): EditPartyEventInput {
  const { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt } = event;
  return { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt, ...change };
}

/** An active event with a unique title (the inbox is shared by every file), and its host chapter's leader. */
async function hostedEvent(extra: Partial<PartyEvent> = {}) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter);
  const event = await newEvent(chapter, '2031-03-14', '21:00', { title: `Copied Party ${randomUUID()}`, location: '12 Elm St', priceCents: 0, maxAttendees: 50, ...extra });
  const move = async () => {
    const edited = await invoke<CreatePartyEventResponse>('editPartyEvent', { params: { id: event.id }, body: bodyOf(event, MOVED), claims: leader.claims });
    expect(edited.statusCode).toBe(200);
  };
  return { event, move };
}

const freeTicket = async (eventId: string, user: TestUser) => invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: user.claims });
const myTickets = async (user: TestUser) => (await invoke<MyTicketsResponse>('listMyTickets', { claims: user.claims })).json;
const whenAndWhere = (t: Pick<Ticket['event'], 'date' | 'time' | 'location'>) => ({ date: t.date, time: t.time, location: t.location });

/** The one mail to `to` about `event` (its title is unique). */
async function mailTo(to: string, event: PartyEvent) {
  const mails = (await storedMails()).filter((m) => m.destination.to.includes(to) && m.subject.includes(event.title));
  expect(mails).toHaveLength(1);
  return mails[0]!.body.html ?? mails[0]!.body.text ?? '';
}

describe('after an edit, what copied the event shows its new date, time and place', () => {
  it('a free ticket asked for again is answered with the new ones', async () => {
    const { event, move } = await hostedEvent();
    const holder = await newUser();
    expect((await freeTicket(event.id, holder)).statusCode).toBe(201);
    await move();
    const again = await freeTicket(event.id, holder);
    expect(again.statusCode).toBe(200);
    expect(whenAndWhere(again.json.ticket.event)).toEqual(MOVED);
  });

  it('a receipt sent after the edit (a delayed delivery) shows the new ones', async () => {
    const { event, move } = await hostedEvent();
    const holder = await newUser();
    const ticket = (await freeTicket(event.id, holder)).json.ticket;
    await move();
    await JOB_HANDLERS.receipt.run({ kind: 'receipt', ticketId: ticket.id, to: holder.email });
    const html = await mailTo(holder.email, event);
    expect(html).toContain(`${MOVED_DATE} at 22:30`);
    expect(html).toContain(MOVED.location);
  });

  it('a ticket cancelled after the edit: its answer, My Tickets and its e-mail show the new ones', async () => {
    const { event, move } = await hostedEvent();
    const holder = await newUser();
    const ticket = (await freeTicket(event.id, holder)).json.ticket;
    await move();
    const cancelled = await invoke<{ ticket: Ticket }>('cancelTicket', { params: { id: ticket.id }, claims: holder.claims });
    expect(cancelled.statusCode).toBe(200);
    expect(whenAndWhere(cancelled.json.ticket.event)).toEqual(MOVED);
    // Cancelled, it keeps the event as it was when cancelled (My Tickets reads no event for it).
    const mine = (await myTickets(holder)).tickets.find((t) => t.id === ticket.id)!;
    expect(mine.status).toBe('cancelled');
    expect(whenAndWhere(mine.event)).toEqual(MOVED);
    await JOB_HANDLERS.notice.run({ kind: 'notice', notice: 'ticketCancelled', id: ticket.id, to: holder.email });
    const html = await mailTo(holder.email, event);
    expect(html).toContain(`${MOVED_DATE} at 22:30`);
    expect(html).toContain(MOVED.location);
  });

  it("a friend's offer made before the edit: My Tickets, its e-mail and the ticket accepted from it show the new ones", async () => {
    const { event, move } = await hostedEvent();
    const [giver, friend] = await Promise.all([newUser(), newUser()]);
    const ticket = (await freeTicket(event.id, giver)).json.ticket;
    await sendFriendRequest(sessionOf(giver.sub), friend.sub, NOW);
    await acceptFriendRequest(sessionOf(friend.sub), giver.sub, NOW);
    const offer = await invoke<OfferTransferResponse>('offerTicketTransfer', { params: { id: ticket.id }, body: { friendId: friend.sub }, claims: giver.claims });
    expect(offer.statusCode).toBe(201);
    await move();

    const offered = (await myTickets(friend)).transferOffers ?? [];
    expect(offered.map((o) => ({ id: o.id, ...whenAndWhere(o.event) }))).toEqual([{ id: offer.json.offer.id, ...MOVED }]);
    await JOB_HANDLERS.notice.run({ kind: 'notice', notice: 'transferOffered', id: offer.json.offer.id, to: friend.email });
    const html = await mailTo(friend.email, event);
    expect(html).toContain(MOVED_DATE);
    expect(html).toContain(MOVED.location);

    const accepted = await invoke<TransferDecisionResponse>('acceptTicketTransfer', { params: { id: offer.json.offer.id }, claims: friend.claims });
    expect(accepted.statusCode).toBe(200);
    expect(whenAndWhere(accepted.json.ticket!.event)).toEqual(MOVED);
    // The friend's ticket copies the event as it is now: every later reader of it sees the new ones.
    expect(whenAndWhere((await getTicket(accepted.json.ticket!.id))!.event)).toEqual(MOVED);
  });

  it('a seat held from the waitlist before the edit shows the new ones on My Tickets', async () => {
    const { event, move } = await hostedEvent({ maxAttendees: 1, priceCents: 1500 });
    const [holder, waiter] = await Promise.all([newUser(), newUser()]);
    const ticket = await giveTicket(holder, event);
    expect((await invoke('joinWaitlist', { params: { id: event.id }, claims: waiter.claims })).statusCode).toBe(200);
    expect((await invoke('cancelTicket', { params: { id: ticket.id }, claims: holder.claims })).statusCode).toBe(200);
    expect((await myTickets(waiter)).waitlistOffers).toEqual([expect.objectContaining({ eventId: event.id, location: '12 Elm St' })]);
    await move();
    expect((await myTickets(waiter)).waitlistOffers).toEqual([expect.objectContaining({ eventId: event.id, ...MOVED })]);
  });

  it("a waitlist notice delivered after the edit tells of the event's new date and time", async () => {
    const { event, move } = await hostedEvent();
    const waiter = await newUser();
    await move();
    // The notice as the offer queued it, before the edit.
    const queued = { waitlistNotice: 'issued', to: waiter.email, eventId: event.id, title: event.title, date: event.date, time: event.time, state: event.state, expiresAt: null } as const;
    await JOB_HANDLERS.waitlistNotice.run({ kind: 'waitlistNotice', ...queued });
    const text = await mailTo(waiter.email, event);
    expect(text).toContain(`${MOVED_DATE} at 22:30`);
    expect(text).not.toContain('March 14, 2031');
  });
});
