/**
 * Issuing tickets (DESIGN §1 "Tickets per person", "Oversell"): the state a
 * purchase is decided on, read in ONE strongly consistent BatchGetItem, and
 * the ONE transaction that issues a ticket. The transaction takes the seat
 * (`ticketsSold` under the capacity condition, `revenueCents`), puts the
 * holder guard (one ticket per person per event), the ticket and its view,
 * counts the profile's `ticketCount` — and, for a paid ticket, puts the
 * payment guard. Tickets sold never exceed max attendees, whatever the
 * concurrency. Whether to issue is decided by the ticketing service
 * (functions/lib/ticketing) from the state read here; a refusal by the seat's
 * guard on a full event is answered Sold Out without that read again
 * (`writeTicketOutcome`: most of a hot drop's buyers are such losers).
 *
 * The payment guard `PAYMENT#<intentId> / PAYMENT` is a one-shot claim of a
 * paid intent: by the ticket it paid for, or by its refund — never both.
 *
 * In a rush, an open sale's seat comes from a seat shard instead of the
 * event item (seat-shards.ts): a shard with seats left, read with the rest;
 * or, when the event item's write lost to a concurrent one, a block of
 * seats leased from the event to a shard, one of them this buyer's.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { ticketSaleStatOps, type ChapterLabel } from '../sale-counts';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { toProfile, type Profile } from '../../people/profiles';
import { batchGetConsistent, getItem, putNew, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { getTicket, ticketItems, toRecord, type HeldTicket, type TicketRecord } from '../tickets';
import { refusedItem, writeFailure } from '../../../lib/db/write-failure';
import { noOpenSeat, seatClaim, type SeatSource } from './seat-claim';
import { leaseOps, openShards, SEAT_SHARDS, seatShardKeys, shardSaleOp, shardsIn, withSeatShards, type SeatShard } from './seat-shards';
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
  /** Waitlist (issue 14): a seat held for the buyer by a paid offer (expired or not). */
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

/**
 * What `writeTicketOutcome` did: `issued`; `soldOut` when only the seat's
 * guard refused an open sale and the event, as the guard saw it, is active
 * and full (or its seats belong to the waitlist) — the buyer can be told
 * Sold Out without reading again, which in a hot drop spares most buyers
 * their second read; `refused` for any other refusal (read again and decide).
 */
export type TicketWrite = 'issued' | 'soldOut' | 'refused';

/** The operations of the issuing transaction, by name, in the order sent (to tell which guard refused it). */
type IssuingOp = 'payment' | 'seat' | 'seatShard' | 'seatSource' | 'holder' | 'ticket' | 'view' | 'profile' | 'stats';

/**
 * Issues `ticket` in one transaction. False when a condition refused it
 * (sold out, already holding one, the intent claimed, the event or the
 * account gone meanwhile): read the state again and decide.
 */
export async function writeTicket(
  ticket: HeldTicket,
  chapter: ChapterLabel,
  ageChecked?: { dateOfBirth: string | null },
  source: SeatSource = { kind: 'open' },
): Promise<boolean> {
  return (await writeTicketOutcome(ticket, chapter, ageChecked, source)) === 'issued';
}

/** An open sale's read and how its last attempt went (`writeTicketOutcome`). */
export interface OpenSale {
  seats: OpenSeats;
  /** Its last write of the event item lost to a concurrent one: lease a block to a shard rather than write the event item's seat again. */
  contended: boolean;
}

/**
 * `writeTicket`, saying whether a refusal was the event being full
 * (`TicketWrite`). With `sale` (an open sale's read), the seat may come
 * from a seat shard (seat-shards.ts): one with seats left as read; else,
 * once the event item was contended, a block leased to a shard; else the
 * event item. `pickShard` chooses among shards (random: the buyers spread).
 * Such a write that loses to a concurrent one is not sent again as it was:
 * the conflict goes to the caller, who reads again after a back-off
 * (`issueTicketFor`) — by then others' leases may have left seats in a
 * shard.
 */
export async function writeTicketOutcome(
  ticket: HeldTicket,
  chapter: ChapterLabel,
  ageChecked?: { dateOfBirth: string | null },
  source: SeatSource = { kind: 'open' },
  sale?: OpenSale,
  pickShard: (count: number) => number = (count) => Math.floor(Math.random() * count),
): Promise<TicketWrite> {
  if (source.kind !== 'open' || !sale) return writeIssuing(ticket, chapter, ageChecked, source);
  const open = openShards(sale.seats.shards);
  if (open.length > 0) {
    const { shard } = open[pickShard(open.length)]!;
    return writeIssuing({ ...ticket, seatShard: shard }, chapter, ageChecked, source, { op: shardSaleOp(ticket.eventId, shard, ticket.amountPaidCents) }, 'throw');
  }
  if (!sale.contended) return writeIssuing(ticket, chapter, ageChecked, source, undefined, 'throw');
  // The event item is contended: take a block of seats to a shard (the event item is then written once per block).
  const shard = pickShard(SEAT_SHARDS);
  const lease = leaseOps(sale.seats.pool, sale.seats.pool.ticketsSold, shard, ticket.amountPaidCents);
  return writeIssuing({ ...ticket, seatShard: shard }, chapter, ageChecked, source, { op: lease.ops[0]!, also: lease.ops.slice(1) }, 'throw');
}

/** The seat's operation(s) when not the event item's usual update: a shard's sale, or a lease (with the shard's growth). */
interface SeatWrite {
  op: TransactOp;
  also?: TransactOp[];
}

async function writeIssuing(
  ticket: HeldTicket,
  chapter: ChapterLabel,
  ageChecked: { dateOfBirth: string | null } | undefined,
  source: SeatSource,
  seatWrite?: SeatWrite,
  conflicts: 'retry' | 'throw' = 'retry',
): Promise<TicketWrite> {
  const items = ticketItems(ticket);
  const payment = ticket.paymentIntentId
    ? [
        {
          Put: {
            Item: { ...keys.payment.guard(ticket.paymentIntentId), entity: 'paymentGuard', ticketId: ticket.id, eventId: ticket.eventId, sub: ticket.sub },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]
    : [];
  // The seat is taken here, in the transaction that creates the ticket: no oversell (seat-claim.ts).
  const claim = seatClaim(source);
  const seat = counterUpdateOp(keys.partyEvent.item(ticket.eventId), [...claim.changes, { field: 'revenueCents', delta: ticket.amountPaidCents }], claim.condition);
  // An open sale's refusal returns the event as its guard saw it: a full event is answered without a read.
  const seatOp = seatWrite
    ? seatWrite.op
    : source.kind === 'open' && seat.op.Update
      ? { Update: { ...seat.op.Update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } }
      : seat.op;
  const seatAlso = seatWrite?.also ?? [];
  const stats = ticketSaleStatOps(ticket.id, chapter, 1, ticket.amountPaidCents);
  const names: IssuingOp[] = [
    ...payment.map(() => 'payment' as const),
    'seat',
    ...seatAlso.map(() => 'seatShard' as const),
    ...claim.ops.map(() => 'seatSource' as const),
    'holder',
    'ticket',
    'view',
    'profile',
    ...stats.map(() => 'stats' as const),
  ];
  try {
    await transactWrite([
      ...payment,
      seatOp,
      ...seatAlso,
      ...claim.ops,
      { Put: { Item: items.holder, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: items.ticket, ConditionExpression: 'attribute_not_exists(PK)' } },
      // No `refs` to the ticket: used tickets outlive the account (README "User partition").
      { Put: { Item: items.view } },
      counterUpdateOp(
        keys.profile.item(ticket.sub),
        [{ field: 'ticketCount', delta: 1 }],
        // An age-restricted event: issued only on the date of birth the decision read (21+ at the door).
        ageChecked ? dateOfBirthUnchanged(ageChecked.dateOfBirth) : undefined,
      ).op,
      ...stats,
    ], { conflicts });
    return 'issued';
  } catch (error) {
    const failure = writeFailure(error, names);
    if (!failure?.conditionFailed) throw error;
    const onlySeat = failure.failed.size === 1 && failure.failed.has('seat');
    // A shard's sale or a lease refused is decided again from a fresh read (other shards may hold seats).
    return source.kind === 'open' && !seatWrite && onlySeat && fullWhenRefused(error, names) ? 'soldOut' : 'refused';
  }
}

/** The event returned by the seat's refused guard is active and has no seat for an open sale. */
function fullWhenRefused(error: unknown, names: readonly IssuingOp[]): boolean {
  const event = refusedItem(error, names, 'seat');
  return event !== undefined && noOpenSeat((name) => event[name]);
}

function dateOfBirthUnchanged(dateOfBirth: string | null) {
  return dateOfBirth
    ? { expression: 'dateOfBirth = :dob', names: {}, values: { ':dob': dateOfBirth } }
    : { expression: 'attribute_not_exists(dateOfBirth)', names: {}, values: {} };
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
