/**
 * The state a purchase is decided on, read in ONE strongly consistent
 * BatchGetItem: the event (with its seat shards), the buyer's ticket for it,
 * their profile, a seat held for them by a paid waitlist offer, and — for a
 * paid ticket — what its payment intent was already used for.
 *
 * The payment guard `PAYMENT#<intentId> / PAYMENT` is a one-shot claim of a
 * paid intent: by the ticket it paid for (put by the issuing transaction,
 * ticket-issuance.ts), or by its refund (`claimIntentForRefund`) — never both.
 */
import { keys } from '../../keys';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { toProfile, type Profile } from '../../people/profiles';
import { batchGetConsistent, getItem, putNew, type Item } from '../../../lib/db/table';
import { getTicket, toRecord, type TicketRecord } from '../tickets';
import { SEAT_SHARDS, seatShardKeys, shardsIn, withSeatShards, type SeatShard } from './seat-shards';
import { toHold, type SeatHold } from '../waitlist/holds';

/** What a payment intent was used for: the ticket it paid for, or its refund. */
export type IntentClaim = { kind: 'ticket'; ticket: TicketRecord | undefined } | { kind: 'refunded'; reason: string };

/** What asking for a ticket is decided on. */
export interface PurchaseState {
  event: PartyEvent | undefined;
  /** The ticket the buyer already holds for the event (valid or used). */
  held: TicketRecord | undefined;
  /** Undefined once the account is deleted (its access token stays valid until it expires). */
  profile: Profile | undefined;
  /** What the payment intent was already used for, if anything. */
  claim: IntentClaim | undefined;
  /** A seat held for the buyer by a paid offer (expired or not). */
  hold?: SeatHold;
  /** Where an open sale may take its seat: the event's pool as stored, and its seat shards (`event` counts both). */
  seats?: OpenSeats;
}

/** The event's pool as stored (its `ticketsSold` counts seats leased to shards) and its seat shards. */
export interface OpenSeats {
  pool: PartyEvent;
  shards: SeatShard[];
}

/** What a payment guard says its intent was used for. */
export const claimKind = (guard: Item): IntentClaim['kind'] => (guard.refunded === true ? 'refunded' : 'ticket');

async function claimOf(guard: Item, held: TicketRecord | undefined): Promise<IntentClaim> {
  if (claimKind(guard) === 'refunded') return { kind: 'refunded', reason: String(guard.reason ?? '') };
  const ticketId = String(guard.ticketId);
  // The intent's ticket is the buyer's ticket for the event, unless it was removed since.
  return { kind: 'ticket', ticket: held?.id === ticketId ? held : await getTicket(ticketId) };
}

/**
 * The event, the buyer's ticket for it, their profile and (with an intent)
 * what the intent was used for: one strongly consistent BatchGetItem.
 */
export async function readPurchaseState(sub: string, eventId: string, intentId: string | null = null): Promise<PurchaseState> {
  const [event, held, profile, hold, ...rest] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    keys.ticket.holder(eventId, sub),
    keys.profile.item(sub),
    keys.waitlist.hold(eventId, sub),
    ...seatShardKeys(eventId),
    ...(intentId ? [keys.payment.guard(intentId)] : []),
  ]);
  const guard = intentId ? rest[SEAT_SHARDS] : undefined;
  const heldTicket = held && toRecord(held);
  const pool = event && toPartyEvent(event);
  const shards = shardsIn(rest.slice(0, SEAT_SHARDS));
  return {
    event: pool && withSeatShards(pool, shards),
    ...(pool ? { seats: { pool, shards } } : {}),
    held: heldTicket,
    profile: profile && toProfile(profile),
    claim: guard && (await claimOf(guard, heldTicket)),
    hold: hold && toHold(hold),
  };
}

/** A seat held by a waitlist offer counts only until the offer expires. */
export function liveHoldOnly(state: PurchaseState, now: string): PurchaseState {
  return state.hold && state.hold.expiresAt <= now ? { ...state, hold: undefined } : state;
}

/** What a payment intent was used for, if anything. */
export async function getIntentClaim(intentId: string): Promise<IntentClaim | undefined> {
  const guard = await getItem(keys.payment.guard(intentId), { consistent: true });
  return guard && claimOf(guard, undefined);
}

/**
 * Claims a paid intent for a refund (it lost the last seat, or its buyer
 * already held a ticket) and answers the claim as it now stands: `refunded`
 * (by this call or an earlier one: refund it) or `ticket` (it paid for a
 * ticket meanwhile: it must not be refunded). Undefined when the guard is
 * gone (the event was deleted meanwhile). Once claimed, no ticket can be
 * issued on it.
 */
export async function claimIntentForRefund(
  intentId: string,
  info: { eventId: string; sub: string; reason: string },
  now: Date,
): Promise<IntentClaim | undefined> {
  const claimed = await putNew({ ...keys.payment.guard(intentId), entity: 'paymentGuard', refunded: true, ...info, refundedAt: now.toISOString() });
  return claimed ? { kind: 'refunded', reason: info.reason } : getIntentClaim(intentId);
}
