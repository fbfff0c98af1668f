/**
 * The server's door for live codes, online and at an offline door's sync:
 * the code checked with the key of the phone the ticket is on
 * (shared/live-code.ts). At a sync the code is checked at the instant the
 * device scanned it, with the key the ticket was on then (a move since does
 * not undo an admission), and a few minutes either side: the device has
 * already held the code to its own tight window, on a clock the server
 * cannot correct afterwards.
 */
import { checkLiveCode, importPhoneKey, liveRefusal, liveStep, LIVE_CODE_OTHER_PHONE, LIVE_STEP_TOLERANCE } from '../../shared/live-code';
import type { TicketRecord } from '../domains/ticketing/tickets';
import { TICKET_NOT_FOUND } from '../domains/ticketing/messages';

/** Steps either side of a synced scan's own instant: 5 minutes of the device's clock skew. */
const SYNC_STEP_TOLERANCE = 20;

/** The key the ticket was on at `at`: the current one, or the one a move replaced after `at`. */
function keyAt(ticket: TicketRecord, at: string): string | undefined {
  const before = ticket.phoneKeyBefore;
  return before && at < before.until ? before.key : ticket.phoneKey;
}

/**
 * Why a live code of `ticket` (read by the id the code names) does not open
 * `eventId`'s door at `at`; null when it does. `synced`: an offline scan
 * checked again at its sync.
 */
export async function liveCodeRefusal(code: string, eventId: string, ticket: TicketRecord | undefined, at: Date, synced = false): Promise<string | null> {
  if (!ticket || ticket.eventId !== eventId) return TICKET_NOT_FOUND;
  const key = synced ? keyAt(ticket, at.toISOString()) : ticket.phoneKey;
  // On no phone: nobody can have made a code of it.
  if (!key) return LIVE_CODE_OTHER_PHONE;
  const check = await checkLiveCode(code, eventId, await importPhoneKey(key), liveStep(at.getTime()), synced ? SYNC_STEP_TOLERANCE : LIVE_STEP_TOLERANCE);
  return check.ok ? null : (liveRefusal(check.reason) ?? TICKET_NOT_FOUND);
}
