/**
 * The viewer and an event's waitlist (issue 14): their place, the line's
 * length and their held offer — read after a lazy offer round when the line
 * may have something to give out (a free seat while people wait, a held
 * offer that may be due). The tickets and party-events functions share it.
 */
import type { ViewerWaitlist } from '../../../shared/api/types';
import type { PartyEvent } from '../db/party-events';
import { placeInLine, readWaitlistState, type WaitlistState } from '../db/waitlist';
import { offerFreedSeatsSafely } from './offers';

/** True when the line may have something to give out now: a free seat while people wait, or a held offer that may be due. */
export function lineNeedsRound(event: PartyEvent): boolean {
  return ((event.waitlistCount ?? 0) > 0 && event.ticketsSold < event.maxAttendees) || (event.heldSeats ?? 0) > 0;
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

/** Reads the state after a lazy offer round when the line may have something to give out. */
export async function touchedState(eventId: string, sub: string): Promise<WaitlistState> {
  const state = await readWaitlistState(eventId, sub);
  if (!state.event || !lineNeedsRound(state.event)) return state;
  await offerFreedSeatsSafely(eventId);
  return readWaitlistState(eventId, sub);
}

