/**
 * The viewer and an event's waitlist: their place, the line's
 * length and their held offer, and whether the line may have something to
 * give out (a free seat while people wait, a held offer that may be due).
 * The tickets and party-events functions share it; what each does about a
 * line owed a round depends on whether it holds the ticket key
 * (ticket-key-holders.ts), so the round itself is not imported here.
 */
import type { ViewerWaitlist } from '../../../../shared/api/types';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { placeInLine, type WaitlistState } from './line';

/** True when a seat is free while people wait: only an offer round may give it. */
export function seatFreeWhileLineWaits(event: PartyEvent): boolean {
  return (event.waitlistCount ?? 0) > 0 && event.ticketsSold < event.maxAttendees;
}

/** True when the line may have something to give out now: a free seat while people wait, or a held offer that may be due. */
export function lineNeedsRound(event: PartyEvent): boolean {
  return seatFreeWhileLineWaits(event) || (event.heldSeats ?? 0) > 0;
}

/** The viewer's place, length and held offer, from the state read. */
export async function viewerWaitlistOf(state: WaitlistState, now: Date): Promise<ViewerWaitlist> {
  const liveHold = state.hold && state.hold.expiresAt > now.toISOString() ? state.hold : undefined;
  return {
    position: state.entry ? await placeInLine(state.entry) : null,
    length: state.event?.waitlistCount ?? 0,
    offer: liveHold ? { expiresAt: liveHold.expiresAt } : null,
  };
}

