/**
 * Transfer to a friend against DynamoDB Local: the old code is
 * refused at the door (online and in the offline roster) once the friend
 * accepts, only accepted friends, the cut-off, the one-ticket rule, and
 * concurrent accepts or an accept racing a cancel never leave two valid
 * tickets for one seat.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it } from 'vitest';
import type { DoorRosterResponse, MyTicketsResponse, OfferTransferResponse, TicketResponse, TransferDecisionResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { venueInstant } from '../../../shared/dates';
import { transferredTicketNotCancellable } from '../../../shared/ticket-cancellation';
import { TRANSFER_CLOSED, TRANSFER_CUTOFF_PASSED, TRANSFER_FRIEND_HOLDING, TRANSFER_FRIENDS_ONLY, TRANSFER_TICKET_GONE } from '../../../shared/ticket-transfer';
import { clock } from '../../../functions/lib/clock';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { getIntentClaim } from '../../../functions/domains/ticketing/issuance/purchase-state';
import { getTicketRefund } from '../../../functions/domains/ticketing/payments/ticket-refunds';
import { getTransfer } from '../../../functions/domains/ticketing/transfers/ticket-transfers';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { getTicket, listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { ALREADY_HOLDING, TICKET_TRANSFERRED } from '../../../functions/domains/ticketing/messages';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newLeader, newUser, paidTicket, profileCounters, type TestUser } from './fixtures';

useFreshTable();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

type Answer<T> = T & { message?: string };
const freeTicket = async (eventId: string, user: TestUser) =>
  (await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: user.claims })).json.ticket;
const offer = (ticketId: string, from: TestUser, to: TestUser) =>
  invoke<Answer<OfferTransferResponse>>('offerTicketTransfer', { params: { id: ticketId }, body: { friendId: to.sub }, claims: from.claims });
const decide = (route: 'acceptTicketTransfer' | 'declineTicketTransfer' | 'withdrawTicketTransfer', offerId: string, user: TestUser) =>
  invoke<Answer<TransferDecisionResponse>>(route, { params: { id: offerId }, claims: user.claims });
const scan = (leader: TestUser, eventId: string, qrCode: string) =>
  invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId, qrCode } });
const myTickets = async (user: TestUser) => (await invoke<MyTicketsResponse>('listMyTickets', { claims: user.claims })).json;


async function friends(a: TestUser, b: TestUser): Promise<void> {
  await sendFriendRequest(sessionOf(a.sub), b.sub, new Date());
  await acceptFriendRequest(sessionOf(b.sub), a.sub, new Date());
}

/** A chapter's event with its door leader, a holder with a free ticket, and the holder's accepted friend. */
async function world(extra: Parameters<typeof newEvent>[1] = {}) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter.id);
  const event = await newEvent(chapter.id, extra);
  const holder = await newUser({ fullName: 'Holly Holder' });
  const friend = await newUser({ fullName: 'Frank Friend' });
  await friends(holder, friend);
  const ticket = await freeTicket(event.id, holder);
  return { leader, event, holder, friend, ticket };
}

describe('ticket transfer', () => {
  it('a withdrawn or declined offer leaves no mark on the sender’s ticket or My Tickets, and the ticket can be offered again', async () => {
    const { holder, friend, ticket } = await world();
    const marked = async () => [(await getTicket(ticket.id))?.pendingTransfer?.id ?? null, (await myTickets(holder)).tickets[0]?.pendingTransfer?.id ?? null];
    const first = await offer(ticket.id, holder, friend);
    expect(await marked()).toEqual([first.json.offer.id, first.json.offer.id]);
    expect((await decide('withdrawTicketTransfer', first.json.offer.id, holder)).json.status).toBe('withdrawn');
    expect(await marked()).toEqual([null, null]);
    const second = await offer(ticket.id, holder, friend);
    expect(second.statusCode).toBe(201);
    expect((await decide('declineTicketTransfer', second.json.offer.id, friend)).json.status).toBe('declined');
    expect(await marked()).toEqual([null, null]);
  });

  it('the friend accepts: the old code is refused at the door and in the roster, the friend’s new code admits, the seat count stays', async () => {
    const { leader, event, holder, friend, ticket } = await world();
    const offered = await offer(ticket.id, holder, friend);
    expect(offered.statusCode).toBe(201);
    expect(offered.json.ticket.pendingTransfer).toMatchObject({ toName: 'Frank Friend' });
    const inbox = await myTickets(friend);
    expect(inbox.transferOffers?.map((o) => [o.id, o.ticketId, o.fromName])).toEqual([[offered.json.offer.id, ticket.id, 'Holly Holder']]);

    const accepted = await decide('acceptTicketTransfer', offered.json.offer.id, friend);
    expect(accepted.statusCode).toBe(200);
    const fresh = accepted.json.ticket!;
    expect(fresh).toMatchObject({ status: 'valid', eventId: event.id, amountPaidCents: 0 });
    expect(fresh.id).not.toBe(ticket.id);
    expect(fresh.qrCode).not.toBe(ticket.qrCode);

    const refused = await scan(leader, event.id, ticket.qrCode);
    expect([refused.json.valid, refused.json.message]).toEqual([false, TICKET_TRANSFERRED]);
    const roster = (await invoke<DoorRosterResponse>('getDoorRoster', { params: { id: event.id }, claims: leader.claims })).json;
    expect(roster.tickets.find((t) => t.id === ticket.id)?.status).toBe('transferred');
    expect(roster.tickets.find((t) => t.id === fresh.id)).toMatchObject({ status: 'valid', holder: 'Frank F.' });
    expect((await scan(leader, event.id, fresh.qrCode)).json.valid).toBe(true);

    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, checkedIn: 1 });
    expect((await profileCounters(holder.sub))?.ticketCount).toBe(0);
    expect((await profileCounters(friend.sub))?.ticketCount).toBe(1);
    expect(await getTransfer(offered.json.offer.id)).toMatchObject({ status: 'accepted', fromSub: holder.sub, toSub: friend.sub, newTicketId: fresh.id });
    expect((await myTickets(holder)).tickets.map((t) => [t.id, t.status])).toEqual([[ticket.id, 'transferred']]);
    expect((await myTickets(friend)).transferOffers).toEqual([]);
    // Accepting again answers the same ticket; nothing more is issued.
    expect((await decide('acceptTicketTransfer', offered.json.offer.id, friend)).json.ticket?.id).toBe(fresh.id);
    expect((await listEventTickets(event.id)).filter((t) => t.status === 'valid' || t.status === 'used')).toHaveLength(1);
  });

  it('cancelling a ticket already given to a friend is refused (409) saying to whom it went, and changes nothing; "another person" once their account is gone', async () => {
    const { event, holder, friend, ticket } = await world();
    const offered = await offer(ticket.id, holder, friend);
    const fresh = (await decide('acceptTicketTransfer', offered.json.offer.id, friend)).json.ticket!;
    const cancel = () => invoke<Answer<TicketResponse>>('cancelTicket', { params: { id: ticket.id }, claims: holder.claims });

    const refused = await cancel();
    expect([refused.statusCode, refused.json.message]).toEqual([409, transferredTicketNotCancellable('Frank Friend')]);
    expect(refused.json.message).toBe('This ticket was transferred to Frank Friend: only they can cancel it now');
    expect((await getTicket(ticket.id))?.status).toBe('transferred');
    expect((await getTicket(fresh.id))?.status).toBe('valid');
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1 });

    await deleteUserPartition(friend.sub);
    const afterDeletion = await cancel();
    expect([afterDeletion.statusCode, afterDeletion.json.message]).toEqual([409, 'This ticket was transferred to another person: only they can cancel it now']);
    expect((await getTicket(ticket.id))?.status).toBe('transferred');
  });

  it('a paid ticket carries its payment to the friend: the friend’s cancel refunds the buyer’s card once; the friend’s account deletion keeps the buyer’s payment guard', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { priceCents: 2500 });
    const buyer = await newUser({ fullName: 'Bea Buyer' });
    const [friend, second] = [await newUser(), await newUser()];
    await friends(buyer, friend);
    await friends(buyer, second);
    const { ticket, intentId } = await paidTicket(event, buyer);
    const offered = await offer(ticket.id, buyer, friend);
    const fresh = (await decide('acceptTicketTransfer', offered.json.offer.id, friend)).json.ticket!;
    expect(fresh).toMatchObject({ amountPaidCents: 2500, received: true });
    expect((await myTickets(buyer)).tickets[0]).not.toHaveProperty('received');
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 2500 });

    const cancelled = await invoke<{ ticket: { status: string; refundStatus: string } }>('cancelTicket', { params: { id: fresh.id }, claims: friend.claims });
    expect(cancelled.json.ticket).toMatchObject({ status: 'cancelled', refundStatus: 'succeeded' });
    expect(await getTicketRefund(fresh.id)).toMatchObject({ status: 'succeeded', amountCents: 2500, paymentIntentId: intentId });
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    expect((await getTicket(ticket.id))?.status).toBe('transferred');

    // Another of the buyer's paid tickets, given and then left by a deleted account: the purchase's guard stays.
    const other = await newEvent(chapter.id, { priceCents: 1000 });
    const paid = await paidTicket(other, buyer);
    const given = await offer(paid.ticket.id, buyer, second);
    expect((await decide('acceptTicketTransfer', given.json.offer.id, second)).statusCode).toBe(200);
    await deleteUserPartition(second.sub);
    expect(await getIntentClaim(paid.intentId)).toMatchObject({ kind: 'ticket', ticket: { id: paid.ticket.id, status: 'transferred' } });
  });

  it('only to accepted friends, only the holder’s own valid ticket, and only by the friend it was offered to', async () => {
    const { holder, friend, ticket } = await world();
    const stranger = await newUser();
    const asked = await newUser();
    await sendFriendRequest(sessionOf(holder.sub), asked.sub, new Date());
    for (const who of [stranger, asked, holder]) {
      const res = await offer(ticket.id, holder, who);
      expect([res.statusCode, res.json.message]).toEqual([400, TRANSFER_FRIENDS_ONLY]);
    }
    expect((await offer(ticket.id, friend, holder)).statusCode).toBe(404);
    const offered = await offer(ticket.id, holder, friend);
    expect((await offer(ticket.id, holder, friend)).statusCode).toBe(409);
    expect((await decide('acceptTicketTransfer', offered.json.offer.id, stranger)).statusCode).toBe(404);
    expect((await decide('withdrawTicketTransfer', offered.json.offer.id, friend)).statusCode).toBe(404);
    expect((await getTicket(ticket.id))?.status).toBe('valid');
  });

  it('refuses an offer and an accept after the cut-off (the cancellation cut-off, in the venue’s time zone)', async () => {
    const { event, holder, friend, ticket } = await world({ cancelCutoffHours: 48 });
    const start = venueInstant(event.date, event.time, event.state).getTime();
    clock.now = () => new Date(start - 48 * 3_600_000);
    const offered = await offer(ticket.id, holder, friend);
    expect(offered.statusCode).toBe(201);
    clock.now = () => new Date(start - 48 * 3_600_000 + 60_000);
    const late = await decide('acceptTicketTransfer', offered.json.offer.id, friend);
    expect([late.statusCode, late.json.message]).toEqual([400, TRANSFER_CUTOFF_PASSED]);
    expect((await decide('withdrawTicketTransfer', offered.json.offer.id, holder)).json.status).toBe('withdrawn');
    const again = await offer(ticket.id, holder, friend);
    expect([again.statusCode, again.json.message]).toEqual([400, TRANSFER_CUTOFF_PASSED]);
    expect((await getTicket(ticket.id))?.status).toBe('valid');
  });

  it('a friend who already holds a ticket cannot be offered one nor accept one', async () => {
    const { event, holder, friend, ticket } = await world();
    const offered = await offer(ticket.id, holder, friend);
    await freeTicket(event.id, friend);
    const accept = await decide('acceptTicketTransfer', offered.json.offer.id, friend);
    expect([accept.statusCode, accept.json.message]).toEqual([409, ALREADY_HOLDING]);
    expect((await getTicket(ticket.id))?.status).toBe('valid');
    expect((await decide('declineTicketTransfer', offered.json.offer.id, friend)).json.status).toBe('declined');
    const refused = await offer(ticket.id, holder, friend);
    expect([refused.statusCode, refused.json.message]).toEqual([409, TRANSFER_FRIEND_HOLDING]);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 2 });
  });

  it('concurrent accepts of one offer issue one ticket', async () => {
    const { event, holder, friend, ticket } = await world();
    const offered = await offer(ticket.id, holder, friend);
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide('acceptTicketTransfer', offered.json.offer.id, friend)));
    const ids = new Set(answers.map((a) => a.json.ticket?.id));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const live = (await listEventTickets(event.id)).filter((t) => t.status === 'valid');
    expect(live.map((t) => [t.id, t.sub])).toEqual([[[...ids][0], friend.sub]]);
    expect((await profileCounters(friend.sub))?.ticketCount).toBe(1);
  });

  it('cancelling an offered ticket voids the offer at once: it leaves the friend’s My Tickets', async () => {
    const { holder, friend, ticket } = await world();
    const offered = await offer(ticket.id, holder, friend);
    expect((await myTickets(friend)).transferOffers?.map((o) => o.id)).toEqual([offered.json.offer.id]);
    expect((await invoke('cancelTicket', { params: { id: ticket.id }, claims: holder.claims })).statusCode).toBe(200);
    expect((await getTransfer(offered.json.offer.id))?.status).toBe('void');
    expect((await myTickets(friend)).transferOffers).toEqual([]);
  });

  it('an accept racing a cancel or a door scan ends in exactly one of them', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter.id);
    const event = await newEvent(chapter.id);
    for (let round = 0; round < 6; round++) {
      const holder = await newUser();
      const friend = await newUser();
      await friends(holder, friend);
      const ticket = await freeTicket(event.id, holder);
      const offered = await offer(ticket.id, holder, friend);
      const other =
        round % 2
          ? invoke('cancelTicket', { params: { id: ticket.id }, claims: holder.claims })
          : scan(leader, event.id, ticket.qrCode);
      const [accepted] = await Promise.all([decide('acceptTicketTransfer', offered.json.offer.id, friend), other]);
      const stored = (await getTicket(ticket.id))!;
      const acceptWon = accepted.statusCode === 200;
      expect(stored.status).toBe(acceptWon ? 'transferred' : round % 2 ? 'cancelled' : 'used');
      if (!acceptWon) {
        // A cancel that committed first has voided the offer too (the accept finds it closed); a scan leaves that to the accept.
        const refusals = round % 2 ? [TRANSFER_TICKET_GONE, TRANSFER_CLOSED] : [TRANSFER_TICKET_GONE];
        expect(accepted.statusCode).toBe(409);
        expect(refusals).toContain(accepted.json.message);
        expect((await getTransfer(offered.json.offer.id))?.status).toBe('void');
      }
      const live = (await listEventTickets(event.id)).filter((t) => (t.sub === holder.sub || t.sub === friend.sub) && (t.status === 'valid' || t.status === 'used'));
      expect(live.length).toBe(round % 2 && !acceptWon ? 0 : 1);
    }
    const counters = await eventCounters(event.id);
    const live = (await listEventTickets(event.id)).filter((t) => t.status === 'valid' || t.status === 'used');
    expect(counters.ticketsSold).toBe(live.length);
  });
});
