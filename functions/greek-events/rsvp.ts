/**
 * RSVP to a Greek-life event: interested or going; choosing the current
 * status again removes it. The event's counts change in the same
 * transaction as the RSVP (greek-rsvps.ts); a concurrent change to the same
 * RSVP makes the write fail, and it is read again and retried here.
 * (The spec's "interested covers interested plus going" is a party-event
 * rule, party-rsvps.ts; Greek-life events report both counts as stored.)
 */
import type { GreekRsvpResponse } from '../../shared/api/types';
import { readRsvpState, writeRsvp, type GreekRsvpStatus } from '../lib/db/greek-rsvps';
import { unauthorized } from '../lib/auth';
import { HttpError, notFound } from '../lib/errors';

/** Spec student side §8: the RSVP failure toast (here: too many concurrent changes to retry). */
export const RSVP_FAILED = 'Failed to update RSVP';

/** Enough for a burst of clicks by one person (each round lets one change through); beyond it the user retries. */
const MAX_ATTEMPTS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The caller's RSVP and the event's counts. */
export async function getGreekEventRsvp(eventId: string, sub: string): Promise<GreekRsvpResponse> {
  const { event, status } = await readRsvpState(eventId, sub);
  if (!event) throw notFound('Event not found');
  return { status, ...event };
}

/** Sets (or, when it is the current one, removes) the caller's RSVP; answers the new state and counts. */
export async function setGreekEventRsvp(eventId: string, sub: string, status: GreekRsvpStatus, now: Date): Promise<GreekRsvpResponse> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = await readRsvpState(eventId, sub);
    if (!state.event) throw notFound('Event not found');
    const next = state.status === status ? null : status;
    const written = await writeRsvp(eventId, sub, { ...state, event: state.event }, next, now);
    if (written.ok) return written.result;
    // No profile: the account was deleted (its token still runs until it expires).
    if (written.noProfile) throw unauthorized();
    // Lost to a concurrent change of the same RSVP or count: back off a little, with jitter, and read again.
    await sleep(Math.random() * Math.min(5 * 2 ** attempt, 100));
  }
  throw new HttpError(409, RSVP_FAILED);
}
