/**
 * Validate Event Ticket (leader side §2, §5): who may scan, the QR check and
 * the single-use redemption. Door outcomes are answers (`valid: false` with
 * the spec's sentence), not errors; only permission problems are 403s.
 */
import { randomUUID } from 'node:crypto';
import type { ValidateTicketResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { readScan, redeemTicket } from '../lib/db/ticket-redemption';
import type { PartyEvent } from '../lib/db/party-events';
import type { TicketRecord } from '../lib/db/tickets';
import { ageLimitMessage, type AgeBand } from '../../shared/age';
import { doorAge } from './door-age';
import { recordDoorScan, type DoorOutcome } from '../lib/metrics';
import { parseTicketCode, verifyTicketCode } from '../lib/qr';
import { ALREADY_USED, DIFFERENT_EVENT, ENTRY_GRANTED, EVENT_NOT_FOUND, TICKET_NOT_FOUND } from '../lib/ticketing/messages';

export interface ValidateInput {
  eventId: string;
  qrCode: string;
  scanId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OUTCOMES: Record<string, DoorOutcome> = {
  [ENTRY_GRANTED]: 'Granted',
  [ALREADY_USED]: 'AlreadyUsed',
  [DIFFERENT_EVENT]: 'OtherEvent',
  [TICKET_NOT_FOUND]: 'NotFound',
  [ageLimitMessage('21+')]: 'TooYoung',
  [ageLimitMessage('18+')]: 'TooYoung',
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
 * (constant time), before anything of the ticket is answered. Redemption is
 * a conditional write, so one ticket enters once however many devices scan
 * it together; a retried request of the winning scan (same `scanId`)
 * reports success again.
 */
export async function validateTicket(standing: Standing, input: ValidateInput): Promise<ValidateTicketResponse> {
  const eventId = input.eventId.trim().toLowerCase();
  if (!UUID.test(eventId)) throw new HttpError(404, EVENT_NOT_FOUND);
  const { event, ticket } = await readScan(eventId, parseTicketCode(input.qrCode)?.ticketId);
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);

  if (!verifyTicketCode(input.qrCode, eventId)) {
    // Genuine code of another event? Only then say so; a forged code is simply "not found".
    const otherEvent = ticket && ticket.eventId !== eventId && verifyTicketCode(input.qrCode, ticket.eventId);
    return result(false, otherEvent ? DIFFERENT_EVENT : TICKET_NOT_FOUND);
  }
  if (!ticket) return result(false, TICKET_NOT_FOUND);
  if (ticket.eventId !== eventId) return result(false, DIFFERENT_EVENT);

  const scanId = input.scanId ?? randomUUID();
  const isRetryOf = (t: TicketRecord) => t.usedScanId === scanId && !!input.scanId;
  if (ticket.status !== 'valid') {
    return isRetryOf(ticket) ? granted(event, ticket) : result(false, ALREADY_USED, ticket);
  }
  // 21+ at the door: a holder known to be too young is refused before anything is written.
  const age = await doorAge(event, ticket);
  if (age.refusal) return result(false, age.refusal, ticket);
  const outcome = await redeemTicket(ticket, scanId, clock.now().toISOString());
  if (outcome.kind === 'redeemed') return result(true, ENTRY_GRANTED, outcome.ticket, age.wristband);
  if (outcome.kind === 'missing') return result(false, TICKET_NOT_FOUND);
  return isRetryOf(outcome.ticket) ? result(true, ENTRY_GRANTED, outcome.ticket, age.wristband) : result(false, ALREADY_USED, outcome.ticket);
}

/** "Entry granted" again for a retry of the scan that won, with its wristband cue. */
async function granted(event: PartyEvent, ticket: TicketRecord): Promise<ValidateTicketResponse> {
  return result(true, ENTRY_GRANTED, ticket, (await doorAge(event, ticket)).wristband);
}
