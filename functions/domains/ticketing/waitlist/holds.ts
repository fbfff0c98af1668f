/**
 * Seats held for paid waitlist offers: `OFFERHOLD#<sub>` in the
 * event's partition, with the person's copy `USER#<sub> / OFFER#<eventId>`
 * (My Tickets shows it). A hold is written in ONE transaction that takes the
 * seat (`ticketsSold` + 1 under the capacity condition, `heldSeats` + 1) and
 * takes its person out of the line, so a held seat counts against capacity
 * and nobody else can buy it. It ends one of three ways, each a transaction
 * guarded by the hold still being there: bought (seat-claim.ts: the ticket
 * keeps the seat), expired (the seat is freed for the next in line) or
 * dropped (the line closed). GSI1 `WAITLIST_HOLDS` / `<expiresAt>#…` is
 * what the scheduled sweep finds due.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { isProfileItem, toProfile, type Profile } from '../../people/profiles';
import { INDEX, queryAll, queryPrefix, queryRange, transactWrite, type Item } from '../../../lib/db/table';
import { LEAVES_LINE, leaveLineOps, type LineEntry } from './entry';
import { isConditionFailure } from '../../../lib/db/write-failure';

export interface SeatHold {
  eventId: string;
  sub: string;
  /** ISO instant the offer ends. */
  expiresAt: string;
  offeredAt: string;
  /** The event as the offer shows it (My Tickets needs no join). */
  title: string;
  date: string;
  time: string;
  location: string;
  priceCents: number;
}

export const toHold = (item: Item): SeatHold => ({
  eventId: String(item.eventId),
  sub: String(item.sub),
  expiresAt: String(item.expiresAt),
  offeredAt: String(item.offeredAt),
  title: String(item.title ?? ''),
  date: String(item.date ?? ''),
  time: String(item.time ?? ''),
  location: String(item.location ?? ''),
  priceCents: Number(item.priceCents ?? 0),
});

/** The hold of `entry`'s person on a seat of `event` until `expiresAt`. */
export function newHold(event: PartyEvent, entry: LineEntry, offeredAt: string, expiresAt: string): SeatHold {
  const { title, date, time, location, priceCents } = event;
  return { eventId: event.id, sub: entry.sub, offeredAt, expiresAt, title, date, time, location, priceCents };
}

/**
 * Holds a seat for the first in line: false when refused (no free seat, the
 * event not active or its line closed, or the entry already served).
 */
export async function holdSeat(entry: LineEntry, hold: SeatHold): Promise<boolean> {
  try {
    await transactWrite([
      counterUpdateOp(
        keys.partyEvent.item(hold.eventId),
        [{ field: 'ticketsSold', delta: 1 }, { field: 'heldSeats', delta: 1 }, LEAVES_LINE],
        {
          expression: '#status = :active AND ticketsSold < maxAttendees AND (attribute_not_exists(waitlistClosed) OR waitlistClosed = :open)',
          names: { '#status': 'status' },
          values: { ':active': 'active', ':open': false },
        },
      ).op,
      ...leaveLineOps(entry),
      {
        Put: {
          Item: { ...keys.waitlist.hold(hold.eventId, hold.sub), ...keys.waitlist.holdByExpiry(hold), entity: 'seatHold', ...hold },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      // The person's copy exists exactly while the hold does: deleting the account ends the hold and frees its seat (users.ts).
      {
        Put: {
          Item: {
            ...keys.waitlist.userOffer(hold.sub, hold.eventId),
            entity: 'waitlistOffer',
            ...hold,
            refs: [keys.waitlist.hold(hold.eventId, hold.sub)],
            counters: ['ticketsSold', 'heldSeats'].map((field) => ({ ...keys.partyEvent.item(hold.eventId), field })),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Ends `hold` without a ticket and frees its seat: when due by `dueBy` (an
 * expiry), or at once (the line closed). False when it had already ended
 * (bought, expired or dropped by someone else).
 */
export async function releaseHold(hold: SeatHold, dueBy?: string): Promise<boolean> {
  const due = dueBy ? ' AND expiresAt <= :dueBy' : '';
  try {
    await transactWrite([
      {
        Delete: {
          Key: keys.waitlist.hold(hold.eventId, hold.sub),
          ConditionExpression: `expiresAt = :expiresAt${due}`,
          ExpressionAttributeValues: { ':expiresAt': hold.expiresAt, ...(dueBy ? { ':dueBy': dueBy } : {}) },
        },
      },
      { Delete: { Key: keys.waitlist.userOffer(hold.sub, hold.eventId) } },
      counterUpdateOp(keys.partyEvent.item(hold.eventId), [
        { field: 'ticketsSold', delta: -1 },
        { field: 'heldSeats', delta: -1 },
      ]).op,
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every hold due by `now`, across events (the sweep): a Query of GSI1. */
export async function holdsDueBy(now: string): Promise<SeatHold[]> {
  return (await queryRange(INDEX.GSI1, keys.waitlist.holdsDueBy(now))).map(toHold);
}

/** The event's holds, strongly consistent. */
export async function holdsOfEvent(eventId: string): Promise<SeatHold[]> {
  return (await queryPrefix(keys.waitlist.holds(eventId), { consistent: true })).map(toHold);
}

/** A person's held offers (My Tickets; sorted by the caller) and their profile, in one Query. */
export async function offersAndProfileOf(sub: string): Promise<{ offers: SeatHold[]; profile: Profile | undefined }> {
  const range = keys.waitlist.userOffersToProfile(sub);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
  });
  const offerPrefix = keys.waitlist.userOffers(sub).prefix;
  const profile = items.find(isProfileItem);
  return { offers: items.filter((item) => String(item.SK).startsWith(offerPrefix)).map(toHold), profile: profile && toProfile(profile) };
}
