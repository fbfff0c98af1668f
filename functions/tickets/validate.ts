/**
 * Validate Event Ticket (docs/spec/leader-admin-side.md §2, §5): who may scan, the QR check and
 * the single-use redemption. Door outcomes are answers (`valid: false` with
 * the spec's sentence), not errors; only permission problems are 403s.
 */
import { randomUUID } from 'node:crypto';
import type { ValidateTicketResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { LEADERS_POINT, type ScanPoint } from '../domains/ticketing/door/points';
import { crossDoor, headcountOf, readDoorCount, toDoorCount, type DoorCount, type Direction } from '../domains/ticketing/door/headcount';
import type { ItemKey } from '../domains/keys';
import type { Item } from '../lib/db/table';
import { readScan } from '../domains/ticketing/door/redemption';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import type { TicketRecord } from '../domains/ticketing/tickets';
import { ageLimitMessage, type AgeBand } from '../../shared/age';
import { doorAge } from './door-age';
import { recordDoorScan, type DoorOutcome } from '../lib/metrics';
import { isMonitorCode } from '../../shared/door-code';
import { parseTicketCode, verifyTicketCode } from '../domains/ticketing/door/qr';
import { scanMonitor } from './monitor-scan';
import { isLiveCode, liveCodeTicketId, LIVE_TICKET_FIXED_CODE } from '../../shared/live-code';
import { liveCodeRefusal } from './live-door';
import {
  ALREADY_USED,
  DIFFERENT_EVENT,
  ENTRY_GRANTED,
  EVENT_NOT_FOUND,
  EXIT_RECORDED,
  NEEDS_MONITOR,
  NOT_INSIDE,
  REENTRY_GRANTED,
  ROOM_FULL,
  TICKET_CANCELLED,
  TICKET_TRANSFERRED,
  TICKET_NOT_FOUND,
} from '../domains/ticketing/messages';

export interface ValidateInput {
  eventId: string;
  qrCode: string;
  scanId?: string;
  direction?: Direction;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OUTCOMES: Record<string, DoorOutcome> = {
  [ENTRY_GRANTED]: 'Granted',
  [ALREADY_USED]: 'AlreadyUsed',
  [DIFFERENT_EVENT]: 'OtherEvent',
  [TICKET_NOT_FOUND]: 'NotFound',
  [ageLimitMessage('21+')]: 'TooYoung',
  [ageLimitMessage('18+')]: 'TooYoung',
  [REENTRY_GRANTED]: 'Reentry',
  [EXIT_RECORDED]: 'Exit',
  [NOT_INSIDE]: 'NotInside',
  [ROOM_FULL]: 'Full',
  [NEEDS_MONITOR]: 'NeedsMonitor',
};

/** The door's answer, counted as a `DoorScans` metric by its outcome; `wristband` only on a granted entry. */
const result = (valid: boolean, message: string, ticket?: TicketRecord, wristband?: AgeBand): ValidateTicketResponse => {
  recordDoorScan(OUTCOMES[message] ?? 'NotFound');
  return {
    valid,
    message,
    ...(ticket ? { ticket: { id: ticket.id, usedAt: ticket.usedAt, holderName: ticket.holderName } } : {}),
    ...(valid && wristband ? { wristband } : {}),
  };
};

/**
 * Validates and redeems a ticket: the event and the ticket the code names in
 * one read; then the caller's access to the event's door (a role holder of
 * its chapter — the wrapper has read the standing), then the code's MAC
 * (constant time), before anything of the ticket is answered. Then the
 * holder's age band where the event needs it (door-age.ts), and the
 * crossing (door-headcount.ts): an entry, an exit or a re-entry, with the
 * door's count, in one conditional transaction — so one ticket enters once
 * however many devices scan it together, and the room never passes
 * capacity; a retried request of the winning scan (same `scanId`) reports
 * success again.
 */
export async function validateTicket(standing: Standing, input: ValidateInput): Promise<ValidateTicketResponse> {
  return scanTicket(input, (event) => requireChapterAccess('validateTickets', standing, event.chapterId));
}

/**
 * What a scanner checks of itself in the scan's own read (a door pass's
 * record): `keys` ride on the BatchGet, and `check` throws on what it found
 * before anything else is told, even that the event is gone.
 */
export interface ScannerCheck {
  keys: ItemKey[];
  /** The scan point the scanner's crossings are counted on (its per-door count). */
  check(items: (Item | undefined)[]): ScanPoint;
}

/** A guest without a code (no smartphone, a printed ticket): found by name in the roster and admitted after an ID check. */
export interface IdCheck {
  ticketId: string;
  /** The leader who checked the ID. */
  checkedBy: string;
}

/**
 * POST /tickets/admit-by-id-check: the leader's door admits a ticket's holder
 * found by name, after checking their ID, as a scan would (the same
 * crossing, the same refusals); the ticket records who checked and when.
 */
export async function admitAfterIdCheck(standing: Standing, sub: string, input: { eventId: string; ticketId: string; scanId?: string }): Promise<ValidateTicketResponse> {
  const mayScan = (event: PartyEvent) => requireChapterAccess('validateTickets', standing, event.chapterId);
  return scanTicket({ eventId: input.eventId, qrCode: '', scanId: input.scanId, direction: 'entry' }, mayScan, undefined, { ticketId: input.ticketId.toLowerCase(), checkedBy: sub });
}

/**
 * The door's core, for every scanner: a leader (above) and a door pass
 * (door-pass-scan.ts). `mayScan` throws when the caller may not scan the
 * event; it runs once the event is read, before anything of the ticket is.
 */
export async function scanTicket(input: ValidateInput, mayScan: (event: PartyEvent) => void, scanner?: ScannerCheck, idCheck?: IdCheck): Promise<ValidateTicketResponse> {
  const eventId = input.eventId.trim().toLowerCase();
  if (!UUID.test(eventId)) throw new HttpError(404, EVENT_NOT_FOUND);
  // The door dispatches on the code's kind: a live code names its ticket as a fixed one does.
  const live = isLiveCode(input.qrCode);
  const namedId = idCheck ? idCheck.ticketId : live ? (liveCodeTicketId(input.qrCode) ?? undefined) : parseTicketCode(input.qrCode)?.ticketId;
  const { event, ticket, door, alongside } = await readScan(eventId, namedId, scanner?.keys);
  const point = scanner ? scanner.check(alongside) : LEADERS_POINT;
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  mayScan(event);
  // A sober monitor's own code: a check-in, never a ticket.
  if (!idCheck && isMonitorCode(input.qrCode)) return scanMonitor(event, input);

  if (idCheck) {
    // Found by name, and the leader checked the guest's ID: no code to check.
  } else if (live) {
    const refusal = await liveCodeRefusal(input.qrCode, eventId, ticket, clock.now());
    if (refusal) return result(false, refusal);
  } else if (!verifyTicketCode(input.qrCode, eventId)) {
    // Genuine code of another event? Only then say so; a forged code is simply "not found".
    const otherEvent = ticket && ticket.eventId !== eventId && verifyTicketCode(input.qrCode, ticket.eventId);
    return result(false, otherEvent ? DIFFERENT_EVENT : TICKET_NOT_FOUND);
  }
  if (!ticket) return result(false, TICKET_NOT_FOUND);
  if (ticket.eventId !== eventId) return result(false, DIFFERENT_EVENT);
  // Live tickets: the fixed code of a live ticket was never handed out (a screenshot could carry it).
  if (!idCheck && !live && ticket.liveCodes) return result(false, LIVE_TICKET_FIXED_CODE);

  if (ticket.status === 'cancelled') return result(false, TICKET_CANCELLED, ticket);
  if (ticket.status === 'transferred') return result(false, TICKET_TRANSFERRED, ticket);
  const scanId = input.scanId ?? randomUUID();
  const direction = input.direction ?? 'entry';
  // A retried request of the scan that moved this ticket is answered as the first was.
  const retriedBy = (t: TicketRecord) =>
    !!input.scanId &&
    (direction === 'exit' ? t.doorScanId === scanId && t.inside === false : (t.usedScanId === scanId || t.doorScanId === scanId) && t.inside !== false);
  const startDoor = toDoorCount(door);
  if (retriedBy(ticket)) return answerRetry(event, ticket, direction, startDoor);

  // 21+ at the door: a holder known to be too young is refused before anything is written.
  const age = direction === 'entry' ? await doorAge(event, ticket) : { wristband: undefined, refusal: undefined };
  if (age.refusal && (ticket.status === 'valid' || ticket.inside === false)) return result(false, age.refusal, ticket);

  const now = clock.now().toISOString();
  // An admission after an ID check is recorded as such, in the crossing's own write.
  const ticketFields = idCheck ? { idCheckedEntry: { by: idCheck.checkedBy, at: now, scanId } } : undefined;
  const crossing = await crossDoor({ event, ticket, door: startDoor, direction, scanId, now, point, ticketFields });
  switch (crossing.kind) {
    case 'entered':
      return { ...result(true, crossing.reentry ? REENTRY_GRANTED : ENTRY_GRANTED, crossing.ticket, age.wristband), headcount: headcountOf(event, crossing.door) };
    case 'exited':
      return { ...result(true, EXIT_RECORDED, crossing.ticket), headcount: headcountOf(event, crossing.door) };
    case 'full':
      return { ...result(false, crossing.needsMonitor ? NEEDS_MONITOR : ROOM_FULL, ticket), headcount: headcountOf(event, crossing.door) };
    case 'missing':
      return result(false, TICKET_NOT_FOUND);
    case 'alreadyUsed':
    case 'notInside':
      if (retriedBy(crossing.ticket)) return answerRetry(event, crossing.ticket, direction, await readDoorCount(event.id));
      // Cancelled by its holder while this scan was deciding.
      if (crossing.ticket.status === 'cancelled') return result(false, TICKET_CANCELLED, crossing.ticket);
      if (crossing.ticket.status === 'transferred') return result(false, TICKET_TRANSFERRED, crossing.ticket);
      return result(false, crossing.kind === 'alreadyUsed' ? ALREADY_USED : NOT_INSIDE, crossing.ticket);
  }
}

/** The answer again for a retry of the scan that moved the ticket, with its wristband cue. */
async function answerRetry(event: PartyEvent, ticket: TicketRecord, direction: Direction, door: DoorCount): Promise<ValidateTicketResponse> {
  const headcount = headcountOf(event, door);
  if (direction === 'exit') return { ...result(true, EXIT_RECORDED, ticket), headcount };
  const message = ticket.usedScanId === ticket.doorScanId || !ticket.doorScanId ? ENTRY_GRANTED : REENTRY_GRANTED;
  return { ...result(true, message, ticket, (await doorAge(event, ticket)).wristband), headcount };
}
