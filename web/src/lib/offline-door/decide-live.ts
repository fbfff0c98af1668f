/**
 * A live code at a door device without a network: checked with the public
 * key of the phone its ticket is on, from the roster (which cannot make a
 * code), at the door's step on its clock corrected by the offset measured
 * when the roster came (shared/live-code.ts). A moved ticket's old phone is
 * refused once the roster refreshes with the new key.
 */
import { checkLiveCode, liveRefusal, liveStep, LIVE_CODE_OTHER_PHONE, parseLiveCode } from '../../../../shared/live-code';
import type { OfflineRoster } from './decide-offline';

/** What the device brings to a live code: its step now, and the phone keys it has imported (cached: a key per ticket). */
export interface LiveDoorClock {
  step: number;
  keyOf(publicKey: string): Promise<CryptoKey>;
}

/** The door's step: its clock corrected by the server's at the roster's refresh (`generatedAt` received at `refreshedAt`). */
export function doorStep(now: Date, roster: { generatedAt: string }, refreshedAt: string): number {
  return liveStep(now.getTime() + (Date.parse(roster.generatedAt) - Date.parse(refreshedAt)));
}

/** The ticket a live code admits, or why not (with the ticket it names, when it names one). */
export async function checkLiveOffline(code: string, roster: OfflineRoster, clock: LiveDoorClock): Promise<{ ticketId: string } | { refusal: string; ticketId: string | null }> {
  const parsed = parseLiveCode(code);
  const ticket = parsed && roster.tickets.find((t) => t.id === parsed.ticketId);
  // A ticket sold after the refresh, or on no phone yet: no key here to check it with.
  if (!parsed || !ticket?.phoneKey) return { refusal: LIVE_CODE_OTHER_PHONE, ticketId: parsed?.ticketId ?? null };
  const check = await checkLiveCode(code, roster.eventId, await clock.keyOf(ticket.phoneKey), clock.step);
  return check.ok ? { ticketId: check.ticketId } : { refusal: liveRefusal(check.reason) ?? LIVE_CODE_OTHER_PHONE, ticketId: parsed.ticketId };
}
