/**
 * Issuing tickets (one ticket per person per event, never an oversell): the
 * ONE transaction that issues a ticket, on the state the purchase was
 * decided on (purchase-state.ts). The transaction takes the seat
 * (`ticketsSold` under the capacity condition, `revenueCents`), puts the
 * holder guard (one ticket per person per event), the ticket and its view,
 * counts the profile's `ticketCount` and the sale's counts — and, for a paid
 * ticket, puts the payment guard. Tickets sold never exceed max attendees,
 * whatever the concurrency. A refusal by the seat's guard on a full event is
 * answered Sold Out without reading again (`writeTicketOutcome`: most of a
 * hot drop's buyers are such losers).
 *
 * In a rush, an open sale's seat comes from a seat shard instead of the
 * event item (seat-shards.ts): a shard with seats left, read with the rest;
 * or, when the event item's write lost to a concurrent one, a block of
 * seats leased from the event to a shard, one of them this buyer's.
 */
import { counterUpdateOps, type CounterUpdate, type ExtraCondition } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { ticketSaleCounts, type ChapterLabel } from '../sale-counts';
import { transactWrite, type TransactOp } from '../../../lib/db/table';
import { ticketItems, type HeldTicket } from '../tickets';
import { refusedItem, writeFailure } from '../../../lib/db/write-failure';
import { noOpenSeat, seatClaim, type SeatSource } from './seat-claim';
import { PRICE_AS_CHARGED, shardSeatFor } from './seat-shards';
import type { OpenSeats } from './purchase-state';

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
 * from a seat shard (`shardSeatFor`): one with seats left as read; else,
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
  // An age-restricted event: issued only on the date of birth the decision read (21+ at the door).
  const profileGuard = ageChecked ? dateOfBirthUnchanged(ageChecked.dateOfBirth) : undefined;
  const openSale = source.kind === 'open' && sale !== undefined;
  const shardSeat = openSale ? shardSeatFor(sale.seats, sale.contended, ticket.eventId, ticket.amountPaidCents, pickShard) : undefined;
  const issued = shardSeat ? { ...ticket, seatShard: shardSeat.shard } : ticket;
  const items = ticketItems(issued);
  // The seat is taken here, in the transaction that creates the ticket: no oversell (seat-claim.ts).
  const claim = seatClaim(source);
  const stats = ticketSaleCounts(ticket.id, chapter, 1, ticket.amountPaidCents);
  const eventSeat: CounterUpdate = {
    key: keys.partyEvent.item(ticket.eventId),
    changes: [...claim.changes, { field: 'revenueCents', delta: ticket.amountPaidCents }],
    condition: atPriceCharged(claim.condition, ticket.amountPaidCents),
  };
  const profile: CounterUpdate = { key: keys.profile.item(ticket.sub), changes: [{ field: 'ticketCount', delta: 1 }], condition: profileGuard };
  const [seatCount, profileOp, ...statOps] = counterUpdateOps([shardSeat?.sale ?? eventSeat, profile, ...stats]);
  const [seatOp, ...seatAlso] = shardSeat?.lease ?? [withSeenWhenRefused(seatCount!, source.kind === 'open' && !shardSeat)];
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
  const names: IssuingOp[] = [
    ...payment.map(() => 'payment' as const),
    'seat',
    ...seatAlso.map(() => 'seatShard' as const),
    ...claim.ops.map(() => 'seatSource' as const),
    'holder',
    'ticket',
    'view',
    'profile',
    ...statOps.map(() => 'stats' as const),
  ];
  try {
    await transactWrite(
      [
        ...payment,
        seatOp!,
        ...seatAlso,
        ...claim.ops,
        { Put: { Item: items.holder, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { Item: items.ticket, ConditionExpression: 'attribute_not_exists(PK)' } },
        // No `refs` to the ticket: used tickets outlive the account (README "User partition").
        { Put: { Item: items.view } },
        profileOp!,
        ...statOps,
      ],
      { conflicts: openSale ? 'throw' : 'retry' },
    );
    return 'issued';
  } catch (error) {
    const failure = writeFailure(error, names);
    if (!failure?.conditionFailed) throw error;
    const onlySeat = failure.failed.size === 1 && failure.failed.has('seat');
    // A shard's sale or a lease refused is decided again from a fresh read (other shards may hold seats).
    return source.kind === 'open' && !shardSeat && onlySeat && fullWhenRefused(error, names) ? 'soldOut' : 'refused';
  }
}

/** An open sale's refusal returns the event as its guard saw it: a full event is answered without a read. */
function withSeenWhenRefused(op: TransactOp, seen: boolean): TransactOp {
  return seen && op.Update ? { Update: { ...op.Update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } } : op;
}

/** The event returned by the seat's refused guard is active and has no seat for an open sale. */
function fullWhenRefused(error: unknown, names: readonly IssuingOp[]): boolean {
  const event = refusedItem(error, names, 'seat');
  return event !== undefined && noOpenSeat((name) => event[name]);
}

/**
 * The seat is taken only at the price the buyer was charged (0: a free
 * ticket): an edit of the price that lands between the purchase's read and
 * this write makes it fail, and the purchase is decided again on the new
 * price (refused, the payment given back). The edit itself is refused once
 * a seat is taken (edit.ts), so the race settles one way.
 */
function atPriceCharged(condition: ExtraCondition, priceCents: number): ExtraCondition {
  return { expression: `(${condition.expression}) AND ${PRICE_AS_CHARGED}`, names: condition.names, values: { ...condition.values, ':chargedPrice': priceCents } };
}

function dateOfBirthUnchanged(dateOfBirth: string | null): ExtraCondition {
  return dateOfBirth
    ? { expression: 'dateOfBirth = :dob', names: {}, values: { ':dob': dateOfBirth } }
    : { expression: 'attribute_not_exists(dateOfBirth)', names: {}, values: {} };
}
