/**
 * RSVP to a party event: interested, going or not_going; choosing the current
 * status again removes it (student side §4). The counts change in the same
 * transaction as the RSVP (party-rsvps.ts); a concurrent change of the same
 * RSVP or count makes the write fail, and it is read again and retried here.
 */
import type { PartyRsvpResponse } from '../../shared/api/types';
import type { RsvpStatus } from '../../shared/limits';
import { readPartyRsvpState, writePartyRsvp } from '../lib/db/party-rsvps';
import { unauthorized } from '../lib/auth';
import { HttpError, notFound } from '../lib/errors';
import { EVENT_NOT_FOUND, RSVP_FAILED } from './messages';

/** Enough for a burst of clicks by one person (each round lets one change through); beyond it the user retries. */
export const MAX_RSVP_ATTEMPTS = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The RSVP that choosing `chosen` leads to from `current`: the same choice again removes it. */
export function nextRsvp(current: RsvpStatus | null, chosen: RsvpStatus): RsvpStatus | null {
  return current === chosen ? null : chosen;
}

/** Sets (or removes) the caller's RSVP; answers the new status and counts. */
export async function setPartyRsvp(eventId: string, sub: string, chosen: RsvpStatus, now: Date): Promise<PartyRsvpResponse> {
  for (let attempt = 1; attempt <= MAX_RSVP_ATTEMPTS; attempt++) {
    const state = await readPartyRsvpState(eventId, sub);
    if (!state.event) throw notFound(EVENT_NOT_FOUND);
    const written = await writePartyRsvp(eventId, sub, { ...state, event: state.event }, nextRsvp(state.status, chosen), now);
    if (written.ok) return written.result;
    // No profile: the account was deleted (its token still runs until it expires).
    if (written.noProfile) throw unauthorized();
    // Lost to a concurrent change: back off a little, with jitter, and read again.
    await sleep(Math.random() * Math.min(5 * 2 ** attempt, 100));
  }
  throw new HttpError(409, RSVP_FAILED);
}
