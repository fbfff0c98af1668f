/**
 * Transfer to a friend: the holder offers an unused, valid ticket
 * to an accepted friend until the transfer cut-off (`transferOpenUntil`);
 * the friend accepts or declines; the holder may withdraw while it is open.
 * Accepting gives the old ticket (its code refused at once) and issues the
 * friend a new one, in one transaction (db/ticket-transfers.ts). No money
 * changes hands, but the payment travels with the seat: the new ticket
 * carries the original's amount and payment intent, so whoever cancels it
 * later (the friend, the event's cancellation, the friend's account
 * deletion) refunds the card that paid for it. The old ticket is never
 * refunded: only a valid ticket is cancelled.
 */
import { randomUUID } from 'node:crypto';
import type { OfferTransferResponse, TransferDecisionResponse, TransferOffer } from '../../shared/api/types';
import { ageLimitMessage, tooYoungFor } from '../../shared/age';
import { TICKET_NOT_FOUND_FOR_CANCEL } from '../../shared/ticket-cancellation';
import {
  TRANSFER_ALREADY_OFFERED,
  TRANSFER_CLOSED,
  TRANSFER_CUTOFF_PASSED,
  TRANSFER_FRIEND_HOLDING,
  TRANSFER_FRIENDS_ONLY,
  TRANSFER_NOT_FOUND,
  TRANSFER_TICKET_GONE,
  TRANSFER_TICKET_NOT_VALID,
  transferOpenUntil,
  type TransferStatus,
} from '../../shared/ticket-transfer';
import { clock } from '../lib/clock';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { acceptTransfer, closeOffer, getTransfer, getTransferAndProfile, readAcceptParties, readOfferParties, unmarkView, writeOffer, type TransferRecord } from '../domains/ticketing/transfers/ticket-transfers';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';
import { eventDetailsNow, getTicket, newTicketRecord, toTicket, type HeldTicket, type TicketRecord } from '../domains/ticketing/tickets';
import { ticketEventInfo } from '../domains/ticketing/issuance/issue';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { signTicketCode } from '../domains/ticketing/door/qr';
import { ALREADY_HOLDING, EVENT_NOT_FOUND, PROFILE_NOT_FOUND } from '../domains/ticketing/messages';
import { queueNotice } from '../domains/ticketing/receipts/queue-receipt';

/** An offer as the friend sees it; `event` (the event as it is now, when the caller has it) overrides the details copied when it was made. */
export function toTransferOffer(t: TransferRecord, event?: PartyEvent): TransferOffer {
  return { id: t.id, ticketId: t.ticketId, eventId: t.eventId, fromName: t.fromName, offeredAt: t.offeredAt, event: eventDetailsNow(t.event, event) };
}

const isOpen = (event: PartyEvent | undefined): event is PartyEvent => event?.status === 'active';
const pastCutoff = (event: PartyEvent) => clock.now().getTime() > transferOpenUntil(event).getTime();

/** POST /tickets/{id}/transfer: offers the caller's ticket to an accepted friend. */
export async function offerTransfer(caller: SessionHolder, ticketId: string, friendId: string): Promise<OfferTransferResponse> {
  const sub = caller.sub;
  const ticket = await getTicket(ticketId);
  if (!ticket || ticket.sub !== sub) throw notFound(TICKET_NOT_FOUND_FOR_CANCEL);
  if (ticket.status !== 'valid') throw badRequest(TRANSFER_TICKET_NOT_VALID);
  if (ticket.pendingTransfer) throw new HttpError(409, TRANSFER_ALREADY_OFFERED);
  if (friendId === sub) throw badRequest(TRANSFER_FRIENDS_ONLY);
  const { event, people } = await readOfferParties(ticket.eventId, [sub, friendId]);
  refuseEndedSession(caller, people.get(sub));
  if (!isOpen(event)) throw notFound(EVENT_NOT_FOUND);
  if (pastCutoff(event)) throw badRequest(TRANSFER_CUTOFF_PASSED);
  const friend = people.get(friendId);
  if (!friend) throw badRequest(TRANSFER_FRIENDS_ONLY);

  const transfer: TransferRecord = {
    id: randomUUID(),
    ticketId,
    eventId: ticket.eventId,
    fromSub: sub,
    fromName: people.get(sub)?.fullName || ticket.holderName || 'A friend',
    toSub: friendId,
    toName: friend.fullName,
    status: 'pending',
    offeredAt: clock.now().toISOString(),
    decidedAt: null,
    newTicketId: null,
    // The event as it is now: the ticket's copy may predate an edit.
    event: ticketEventInfo(event),
    ticketPurchasedAt: ticket.purchasedAt,
  };
  const outcome = await writeOffer({ ...ticket, sub }, transfer);
  switch (outcome) {
    case 'offered':
      await queueNotice('transferOffered', transfer.id, friend.email);
      return {
        offer: toTransferOffer(transfer),
        ticket: toTicket({ ...ticket, pendingTransfer: { id: transfer.id, toName: transfer.toName, offeredAt: transfer.offeredAt } }, event),
      };
    case 'ticketChanged': {
      const now = await getTicket(ticketId);
      if (now?.status === 'valid' && now.pendingTransfer) throw new HttpError(409, TRANSFER_ALREADY_OFFERED);
      throw badRequest(TRANSFER_TICKET_NOT_VALID);
    }
    case 'friendHolding':
      throw new HttpError(409, TRANSFER_FRIEND_HOLDING);
    case 'notFriends':
    case 'friendGone':
      throw badRequest(TRANSFER_FRIENDS_ONLY);
  }
}

/**
 * An offer addressed by id to the caller as its sender (`fromSub`) or its friend (`toSub`); anyone else's is
 * "not found". Read with the caller's profile: 401 for a token their account signed out everywhere.
 */
async function offerOf(caller: SessionHolder, transferId: string, side: 'fromSub' | 'toSub'): Promise<TransferRecord> {
  const { transfer, profile } = await getTransferAndProfile(transferId, caller.sub);
  refuseEndedSession(caller, profile);
  if (!transfer || transfer[side] !== caller.sub) throw notFound(TRANSFER_NOT_FOUND);
  return transfer;
}

/** Declining and withdrawing: a repeat of the same decision is answered again; any other ending is refused. */
async function close(transfer: TransferRecord, status: 'declined' | 'withdrawn'): Promise<TransferDecisionResponse> {
  if (transfer.status === 'pending' && (await closeOffer(transfer, status, clock.now().toISOString()))) {
    if (!transfer.ticketPurchasedAt) {
      // An offer recorded before it kept the purchase time: the view's key comes from the ticket.
      const ticket = await getTicket(transfer.ticketId);
      if (ticket?.sub) await unmarkView(ticket as HeldTicket, transfer.id);
    }
    return { status, ticket: null };
  }
  const now = (await getTransfer(transfer.id))!;
  if (now.status === status) return { status, ticket: null };
  throw new HttpError(409, TRANSFER_CLOSED);
}

/** POST /ticket-transfers/{id}/decline (the friend). */
export async function declineTransfer(caller: SessionHolder, transferId: string): Promise<TransferDecisionResponse> {
  return close(await offerOf(caller, transferId, 'toSub'), 'declined');
}

/** POST /ticket-transfers/{id}/withdraw (the sender). */
export async function withdrawTransfer(caller: SessionHolder, transferId: string): Promise<TransferDecisionResponse> {
  return close(await offerOf(caller, transferId, 'fromSub'), 'withdrawn');
}

/** The answer for an offer that is no longer pending: its new ticket again when the caller accepted it (a retry). */
async function decided(transferId: string): Promise<TransferDecisionResponse> {
  const transfer = (await getTransfer(transferId))!;
  if (transfer.status !== 'accepted' || !transfer.newTicketId) throw new HttpError(409, TRANSFER_CLOSED);
  const ticket = await getTicket(transfer.newTicketId);
  return { status: 'accepted', ticket: ticket ? toTicket(ticket) : null };
}

/**
 * The old ticket stopped being valid (used, cancelled) or the event closed:
 * the offer is void — unless it was decided meanwhile (a concurrent accept
 * of the same offer gave the ticket: that answer again).
 */
async function voided(transfer: TransferRecord, status: number, message: string): Promise<TransferDecisionResponse> {
  if (!(await closeOffer(transfer, 'void' satisfies TransferStatus, clock.now().toISOString()))) return decided(transfer.id);
  throw new HttpError(status, message);
}

const stillOffered = (old: TicketRecord | undefined, transfer: TransferRecord): old is HeldTicket =>
  old?.status === 'valid' && old.sub === transfer.fromSub && old.pendingTransfer?.id === transfer.id;

/** POST /ticket-transfers/{id}/accept (the friend): the old ticket given, a new one issued, in one transaction. */
export async function acceptTransferOffer(caller: SessionHolder, transferId: string): Promise<TransferDecisionResponse> {
  const transfer = await offerOf(caller, transferId, 'toSub');
  if (transfer.status !== 'pending') return decided(transferId);
  const { old, event, friend: profile, sender } = await readAcceptParties(transfer);
  if (!stillOffered(old, transfer)) return voided(transfer, 409, TRANSFER_TICKET_GONE);
  if (!isOpen(event)) return voided(transfer, 404, EVENT_NOT_FOUND);
  if (pastCutoff(event)) throw badRequest(TRANSFER_CUTOFF_PASSED);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  if (tooYoungFor(event.ageLimit, profile.dateOfBirth, event)) throw new HttpError(403, ageLimitMessage(event.ageLimit));

  const id = randomUUID();
  const now = clock.now().toISOString();
  const fresh = {
    ...newTicketRecord({
      id,
      eventId: old.eventId,
      sub: caller.sub,
      holderName: profile.fullName || null,
      qrCode: signTicketCode(id, old.eventId),
      // The friend's ticket binds to the friend's phone when they first open it.
      ...(old.liveCodes ? { liveCodes: true as const } : {}),
      // The buyer's payment, refunded to the buyer's card if this ticket is ever cancelled.
      amountPaidCents: old.amountPaidCents,
      paymentIntentId: old.paymentIntentId,
      purchasedAt: now,
      // The friend's copy is of the event as it is now (the given ticket's may predate an edit).
      event: ticketEventInfo(event),
    }),
    transferredFromId: old.id,
    // Its revenue stays where the sale counted it: a cancellation takes it off there (seat-shards.ts).
    ...(old.seatShard !== undefined ? { seatShard: old.seatShard } : {}),
  };
  const outcome = await acceptTransfer(transfer, old, fresh, now, profile.dateOfBirth ?? null);
  switch (outcome.kind) {
    case 'accepted': {
      await queueNotice('transferAccepted', transfer.id, sender?.email ?? null);
      return { status: 'accepted', ticket: toTicket(outcome.ticket, event) };
    }
    case 'closed':
      return decided(transferId);
    case 'ticketGone':
      return voided(transfer, 409, TRANSFER_TICKET_GONE);
    case 'eventClosed':
      return voided(transfer, 404, EVENT_NOT_FOUND);
    case 'alreadyHolding':
      throw new HttpError(409, ALREADY_HOLDING);
    case 'notFriends':
      throw badRequest(TRANSFER_FRIENDS_ONLY);
    case 'profileChanged':
      throw new HttpError(409, 'Your profile changed meanwhile: please try again');
  }
}
