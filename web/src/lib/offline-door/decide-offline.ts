/**
 * A scan decided on the device (issue 12), for every door device — a
 * leader's and a door pass's: the code's Ed25519 signature is checked with
 * the event's public key from the roster (a made-up, altered or other-event
 * code is refused, as online), then the ticket's status in the roster and on
 * this device, and the holder's 21+ flag (the wristband cue, a 21+ event's
 * refusal). The sentences are the door's own (leader side §5).
 *
 * Sober monitors (issue 13) check in online only: the count of monitors in is
 * shared by every door and a device offline cannot move it or see others'
 * check-ins, so it neither checks a monitor in nor applies the monitor ratio.
 * Its admissions meet the ratio at sync, in the server's `plan()`: one over
 * the limit is recorded as used (the guest is already in, as for a full
 * room) and the online doors then wait for a monitor or an exit.
 */
import type { DoorPassRoster, DoorRosterTicket } from '../../../../shared/api/types';
import { isMonitorCode, parseDoorCode, verifyDoorCode } from '../../../../shared/door-code';
import { ageLimitMessage, type AgeBand } from '../../../../shared/age';
import { isLiveCode, LIVE_TICKET_FIXED_CODE } from '../../../../shared/live-code';
import { checkLiveOffline, type LiveDoorClock } from './decide-live';

export const ENTRY_GRANTED = 'Ticket validated successfully! Entry granted.';
export const TICKET_NOT_FOUND = 'Invalid QR code - ticket not found';
export const ALREADY_USED = 'This ticket has already been used';
export const TICKET_CANCELLED = 'This ticket was cancelled';
export const TICKET_TRANSFERRED = 'This ticket was transferred';
/** Codes issued before door keys carry a MAC only the server can check. */
export const CHECK_ONLINE = 'This older ticket code can only be checked online';
/** A genuine code of a ticket sold after the roster was refreshed. */
export const NEW_SALE = 'Bought after the roster was refreshed';
export const MONITOR_ONLINE = 'Sober monitors check in online only';
export const REENTRY_GRANTED = 'Welcome back! Re-entry granted.';
export const EXIT_RECORDED = 'Exit recorded. This ticket may come back in.';
export const NOT_INSIDE = 'This ticket is not inside: nothing to exit';

export type Direction = 'entry' | 'exit';

/** What this device did at the door: whom it admitted, and whom of those it let out since (and not back in). */
export interface DeviceCrossings {
  admitted: ReadonlySet<string>;
  out: ReadonlySet<string>;
}

/** What any door device keeps: a leader's roster (holders' first names) or a door pass's (no names). */
export type OfflineRoster = Omit<DoorPassRoster, 'tickets'> & { tickets: (DoorPassRoster['tickets'][number] & Partial<Pick<DoorRosterTicket, 'holder'>>)[] };

export interface OfflineVerdict {
  decision: 'admitted' | 'refused';
  message: string;
  ticketId: string | null;
  holderName: string | null;
  /** The wristband cue of an admission to an event with alcohol, from the roster's 21+ flag. */
  wristband?: AgeBand;
  /** An exit scan: `admitted` means let out. */
  exit?: boolean;
}

const MAC_CODE = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

/**
 * Whether the guest is inside, as far as this device knows: what it did
 * itself since the roster was read (admitted, let out) comes first, then the
 * roster (a used ticket is inside unless an exit scan at any door let its
 * holder out). As online, an exit needs the guest inside, and a guest out
 * comes back in as a re-entry.
 */
export async function decideOffline(
  code: string,
  roster: OfflineRoster,
  key: CryptoKey,
  here: DeviceCrossings,
  direction: Direction = 'entry',
  live?: LiveDoorClock,
): Promise<OfflineVerdict> {
  const refused = (message: string, ticketId: string | null = null, holderName: string | null = null): OfflineVerdict => ({ decision: 'refused', message, ticketId, holderName });
  const trimmed = code.trim();
  if (isMonitorCode(trimmed)) return refused(MONITOR_ONLINE);
  // Live tickets: the door dispatches on the code's kind; what follows the code's check is the same.
  let ticketId: string | null;
  if (isLiveCode(trimmed) && live) {
    const checked = await checkLiveOffline(trimmed, roster, live);
    if ('refusal' in checked) return refused(checked.refusal, checked.ticketId);
    ticketId = checked.ticketId;
  } else {
    if (!parseDoorCode(trimmed)) return refused(MAC_CODE.test(trimmed) ? CHECK_ONLINE : TICKET_NOT_FOUND);
    ticketId = await verifyDoorCode(trimmed, roster.eventId, key);
    // Offline, a forged code and another event's look alike: neither verifies with this event's key.
    if (!ticketId) return refused(TICKET_NOT_FOUND);
    if (roster.tickets.some((t) => t.id === ticketId && t.live)) return refused(LIVE_TICKET_FIXED_CODE, ticketId);
  }
  const ticket = roster.tickets.find((t) => t.id === ticketId);
  const holderName = ticket?.holder ?? null;
  if (ticket?.status === 'cancelled') return refused(TICKET_CANCELLED, ticketId, holderName);
  if (ticket?.status === 'transferred') return refused(TICKET_TRANSFERRED, ticketId, holderName);
  const outHere = here.out.has(ticketId);
  const usedBefore = ticket?.status === 'used';
  const inside = !outHere && (here.admitted.has(ticketId) || (usedBefore && !ticket.outside));
  if (direction === 'exit') {
    if (!inside) return refused(NOT_INSIDE, ticketId, holderName);
    return { decision: 'admitted', message: EXIT_RECORDED, ticketId, holderName, exit: true };
  }
  if (inside) return refused(ALREADY_USED, ticketId, holderName);
  // 21+ at the door, as online: a holder known to be under 21 is refused; an unknown age is the ID check's.
  if (roster.ageLimit === '21+' && ticket?.ageBand === 'under21') return refused(ageLimitMessage('21+'), ticketId, holderName);
  // A sale after the refresh has no flag yet: "check ID", as for a holder who gave no date of birth.
  const wristband = roster.alcohol ? (ticket?.ageBand ?? 'unknown') : undefined;
  const message = outHere || usedBefore ? REENTRY_GRANTED : ENTRY_GRANTED;
  return { decision: 'admitted', message, ticketId, holderName: ticket ? holderName : NEW_SALE, ...(wristband ? { wristband } : {}) };
}
