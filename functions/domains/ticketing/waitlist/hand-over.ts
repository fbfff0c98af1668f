/**
 * The waitlist's offer round in a function that does not hold the ticket key
 * (ticket-key-holders.ts): a round may issue a free event's ticket, whose
 * code only the key signs, so such a function never runs one. It asks for
 * the round and leaves it due at once (waitlist-lease.ts `leaveRoundDue`):
 * the next round a key holder runs for the event takes it over, at the latest
 * the scheduled sweep's, within its 5 minutes. This module must not import
 * the round itself (offers.ts), or the key would be in the function's bundle.
 */
import { clock } from '../../../lib/clock';
import { leaveRoundDue } from './lease';
import { logger } from '../../../lib/logger';

/** Hands the offer round of each of `eventIds` over; a failure is logged, never the caller's answer (a later touch asks again). */
export async function handOverOfferRounds(eventIds: readonly string[]): Promise<void> {
  for (const eventId of eventIds) {
    try {
      await leaveRoundDue(eventId, clock.now());
    } catch (error) {
      logger.error('Waitlist offer round not handed over; the next touch of the line asks again', { eventId, error });
    }
  }
}
