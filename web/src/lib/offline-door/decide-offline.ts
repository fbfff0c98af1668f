/**
 * A scan decided on the device, for every door device — a
 * leader's and a door pass's — by the rules the server applies online, with
 * the same sentences: the code's Ed25519 signature is checked with the
 * event's public key from the roster (a made-up, altered or other-event
 * code is refused; a compact code's signed event tag tells another event's
 * ticket from a forged one, as online), then the ticket's status in the roster and on this
 * device, the holder's 21+ flag (the wristband cue, a 21+ event's refusal),
 * and the door's limit: the capacity and, at an event with alcohol, what the
 * sober monitors in cover (shared/door-headcount.ts), from the count the
 * device knows — the server's last, plus its own scans since.
 *
 * A guest found by name in a leader's roster and admitted after an ID check
 * is decided by the same rules, without a code (`decideByName`).
 *
 * A sober monitor's code is checked the same way (the roster names the
 * event's monitors and who is in) and checks the monitor in or out. Devices
 * offline together may pass a limit none of them can see; the sync flags
 * such admissions to the leader.
 */
import type { DoorHeadcount, DoorPassRoster, DoorRosterTicket } from '../../../../shared/api/types';
import { isMonitorCode, namesOtherEvent, parseDoorCode, verifyDoorCode } from '../../../../shared/door-code';
import { entryBlock } from '../../../../shared/door-headcount';
import { verifyMonitorCodeWithKey } from '../../../../shared/door-monitor-code';
import {
  ALREADY_USED,
  DIFFERENT_EVENT,
  ENTRY_GRANTED,
  EXIT_RECORDED,
  monitorAlreadyIn,
  monitorCheckedIn,
  monitorCheckedOut,
  monitorNotIn,
  NEEDS_MONITOR,
  NOT_A_MONITOR,
  NOT_INSIDE,
  REENTRY_GRANTED,
  ROOM_FULL,
  TICKET_CANCELLED,
  TICKET_NOT_FOUND,
  TICKET_TRANSFERRED,
} from '../../../../shared/door-messages';
import { ageLimitMessage, type AgeBand } from '../../../../shared/age';
import { isLiveCode, LIVE_TICKET_FIXED_CODE } from '../../../../shared/live-code';
import { checkLiveOffline, type LiveDoorClock } from './decide-live';

export { ALREADY_USED, DIFFERENT_EVENT, ENTRY_GRANTED, EXIT_RECORDED, NEEDS_MONITOR, NOT_A_MONITOR, NOT_INSIDE, REENTRY_GRANTED, ROOM_FULL, TICKET_CANCELLED, TICKET_NOT_FOUND, TICKET_TRANSFERRED };
/** Codes issued before door keys carry a MAC only the server can check. */
export const CHECK_ONLINE = 'This older ticket code can only be checked online';
/** A genuine code of a ticket sold after the roster was refreshed. */
export const NEW_SALE = 'Bought after the roster was refreshed';

export type Direction = 'entry' | 'exit';

/** What this device did at the door: whom it admitted, and whom of those it let out since (and not back in). */
export interface DeviceCrossings {
  admitted: ReadonlySet<string>;
  out: ReadonlySet<string>;
}

/** What the device knows beyond the roster's tickets: its own crossings, and the door's count as it stands for it. */
export interface DeviceDoor extends DeviceCrossings {
  headcount: DoorHeadcount;
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
  /** A sober monitor's code: who, and whether they are in after this scan. */
  monitor?: { sub: string; name: string; inside: boolean };
}

const MAC_CODE = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

const refused = (message: string, ticketId: string | null = null, holderName: string | null = null): OfflineVerdict => ({ decision: 'refused', message, ticketId, holderName });

/** A monitor's code: checked in on entry (while still named), out on exit, as online. */
async function decideMonitor(code: string, roster: OfflineRoster, key: CryptoKey, direction: Direction): Promise<OfflineVerdict> {
  const sub = await verifyMonitorCodeWithKey(code, roster.eventId, key);
  const known = sub ? roster.monitors.find((m) => m.sub === sub) : undefined;
  const entering = direction === 'entry';
  if (!known || (!known.named && entering)) return refused(NOT_A_MONITOR);
  const monitor = { sub: known.sub, name: known.name, inside: entering };
  if (known.inside === entering) return { ...refused(entering ? monitorAlreadyIn(known.name) : monitorNotIn(known.name)), monitor: { ...monitor, inside: known.inside } };
  return { decision: 'admitted', message: entering ? monitorCheckedIn(known.name) : monitorCheckedOut(known.name), ticketId: null, holderName: null, monitor, ...(entering ? {} : { exit: true }) };
}

/** A fixed signed code: the ticket it names when it verifies with the event's key, or why the door refuses it. */
async function checkFixedCode(code: string, roster: OfflineRoster, key: CryptoKey): Promise<{ ticketId: string } | { refusal: string; ticketId: string | null }> {
  const parsed = parseDoorCode(code);
  if (!parsed) return { refusal: MAC_CODE.test(code) ? CHECK_ONLINE : TICKET_NOT_FOUND, ticketId: null };
  // A compact code names its event: another event's ticket is told apart from a forged one without that event's key.
  if (namesOtherEvent(parsed, roster.eventId)) return { refusal: DIFFERENT_EVENT, ticketId: null };
  const ticketId = await verifyDoorCode(code, roster.eventId, key);
  // A forged code, or an older text code of another event: neither verifies with this event's key.
  if (!ticketId) return { refusal: TICKET_NOT_FOUND, ticketId: null };
  // A live ticket's fixed code was never handed out (a screenshot could carry it).
  if (roster.tickets.some((t) => t.id === ticketId && t.live)) return { refusal: LIVE_TICKET_FIXED_CODE, ticketId };
  return { ticketId };
}

/** A scanned code, decided on the device. */
export async function decideOffline(
  code: string,
  roster: OfflineRoster,
  key: CryptoKey,
  here: DeviceDoor,
  direction: Direction = 'entry',
  live?: LiveDoorClock,
): Promise<OfflineVerdict> {
  const trimmed = code.trim();
  if (isMonitorCode(trimmed)) return decideMonitor(trimmed, roster, key, direction);
  // The door dispatches on the code's kind: a live code is checked with its ticket's phone key, a fixed one with the
  // event's. The queue's entry of an admission by name is no code: shown to the camera, it is refused as made up.
  const checked = isLiveCode(trimmed) && live ? await checkLiveOffline(trimmed, roster, live) : await checkFixedCode(trimmed, roster, key);
  if ('refusal' in checked) return refused(checked.refusal, checked.ticketId);
  return decideTicket(checked.ticketId, roster, here, direction);
}

/**
 * An admission by name after an ID check: no code, the leader found the
 * ticket in the roster and checked the guest's ID. Only at a leader's door,
 * whose roster names the holders, and only for a ticket of the roster;
 * then the rules of a scan.
 */
export function decideByName(ticketId: string, roster: OfflineRoster, here: DeviceDoor): OfflineVerdict {
  if (!roster.tickets.find((t) => t.id === ticketId)?.holder) return refused(TICKET_NOT_FOUND);
  return decideTicket(ticketId, roster, here, 'entry');
}

/**
 * A ticket whose code (or ID check) stands: its status in the roster, then
 * whether the guest is inside, as far as this device knows: what it did
 * itself since the roster was read (admitted, let out) comes first, then the
 * roster (a used ticket is inside unless an exit scan at any door let its
 * holder out). As online, an exit needs the guest inside, and a guest out
 * comes back in as a re-entry, within the door's limit and the 21+ rules.
 */
function decideTicket(ticketId: string, roster: OfflineRoster, here: DeviceDoor, direction: Direction): OfflineVerdict {
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
  // The room's limit, as online: capacity, and what the sober monitors in cover.
  const blocked = entryBlock(here.headcount, here.headcount);
  if (blocked) return refused(blocked === 'needsMonitor' ? NEEDS_MONITOR : ROOM_FULL, ticketId, holderName);
  // A sale after the refresh has no flag yet: "check ID", as for a holder who gave no date of birth.
  const wristband = roster.alcohol ? (ticket?.ageBand ?? 'unknown') : undefined;
  const message = outHere || usedBefore ? REENTRY_GRANTED : ENTRY_GRANTED;
  return { decision: 'admitted', message, ticketId, holderName: ticket ? holderName : NEW_SALE, ...(wristband ? { wristband } : {}) };
}
