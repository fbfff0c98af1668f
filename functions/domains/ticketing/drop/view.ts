/** Where a buyer stands in a drop's line, from the line as read (line.ts `readLine`). */
import type { DropLineStatus, DropLineView } from '../../../../shared/api/types';
import { LINE_OPENS_BEFORE_MS, salesOpenInstant } from '../../../../shared/drops';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { ADMIT_PER_TICK, TICK_MS } from './admission';
import type { LineRead } from './line';

/** Every seat is sold (none even held in a checkout window): those still waiting are told at once. */
export function dropSoldOut(event: PartyEvent): boolean {
  return event.ticketsSold >= event.maxAttendees && (event.checkoutSeats ?? 0) <= 0;
}

function statusOf(read: LineRead, now: Date): DropLineStatus {
  const { member, ticket, hold, event } = read;
  if (ticket) return 'bought';
  if (!member) return 'notJoined';
  if (hold?.kind === 'checkout' && hold.expiresAt > now.toISOString()) return 'admitted';
  // An admitted buyer whose window is over and not yet lapsed by a tick has lapsed all the same.
  if (member.status !== 'waiting') return 'lapsed';
  return event && dropSoldOut(event) ? 'soldOut' : 'waiting';
}

/** The viewer's view of the line of `read.event` (an event with "sales open at"). */
export function dropLineView(read: LineRead & { event: PartyEvent }, now: Date): DropLineView {
  const opens = salesOpenInstant(read.event) ?? now;
  const status = statusOf(read, now);
  const place = read.member?.place ?? null;
  const ahead = place !== null && status === 'waiting' ? Math.max(0, place - read.state.admittedThrough - 1) : null;
  const seatsFree = read.event.ticketsSold < read.event.maxAttendees;
  return {
    opensAt: opens.toISOString(),
    lineOpensAt: new Date(opens.getTime() - LINE_OPENS_BEFORE_MS).toISOString(),
    status,
    place,
    ahead,
    estimatedWaitSeconds: ahead !== null && seatsFree ? Math.ceil((ahead + 1) / ADMIT_PER_TICK) * (TICK_MS / 1000) : null,
    checkoutUntil: status === 'admitted' ? read.hold!.expiresAt : null,
  };
}
