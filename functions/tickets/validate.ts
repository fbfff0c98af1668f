/**
 * Validate Event Ticket (leader side §2, §5): who may scan, the QR check and
 * the single-use redemption. Door outcomes are answers (`valid: false` with
 * the spec's sentence), not errors; only permission problems are 403s.
 */
import { randomUUID } from 'node:crypto';
import type { ValidateTicketResponse } from '../../shared/api/types';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { getPartyEvent } from '../lib/db/party-events';
import { getProfile } from '../lib/db/profiles';
import { listRolesOfUser } from '../lib/db/roles';
import { redeemTicket } from '../lib/db/ticket-redemption';
import { getTicket, type TicketRecord } from '../lib/db/tickets';
import { parseTicketCode, verifyTicketCode } from '../lib/qr';
import {
  ALREADY_USED,
  DIFFERENT_EVENT,
  ENTRY_GRANTED,
  EVENT_NOT_FOUND,
  NO_ORGANIZATION,
  NOT_OWN_EVENT,
  ONLY_LEADERS,
  TICKET_NOT_FOUND,
} from '../lib/ticketing/messages';

export interface ValidateInput {
  eventId: string;
  qrCode: string;
  scanId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const result = (valid: boolean, message: string, ticket?: TicketRecord): ValidateTicketResponse => ({
  valid,
  message,
  ...(ticket ? { ticket: { id: ticket.id, usedAt: ticket.usedAt, holderName: ticket.holderName } } : {}),
});

/** Checks the caller may validate tickets of `eventId` (a role holder of the event's organization). */
async function requireDoorAccess(sub: string, eventId: string): Promise<void> {
  const [roles, profile, event] = await Promise.all([
    listRolesOfUser(sub),
    getProfile(sub),
    UUID.test(eventId) ? getPartyEvent(eventId) : Promise.resolve(undefined),
  ]);
  if (roles.length === 0) throw new HttpError(403, ONLY_LEADERS);
  const chapters = new Set(roles.map((r) => r.chapterId));
  if (profile?.chapterId) chapters.add(profile.chapterId);
  if (chapters.size === 0) throw new HttpError(403, NO_ORGANIZATION);
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  // A leader's organization is the chapter they lead: a member-only profile link does not open another chapter's door.
  if (!roles.some((r) => r.chapterId === event.chapterId)) throw new HttpError(403, NOT_OWN_EVENT);
}

/**
 * Validates and redeems a ticket. The MAC is checked (constant time) before
 * the table is read; redemption is a conditional write, so one ticket enters
 * once however many devices scan it together. A retried request of the
 * winning scan (same `scanId`) reports success again.
 */
export async function validateTicket(sub: string, input: ValidateInput): Promise<ValidateTicketResponse> {
  const eventId = input.eventId.trim().toLowerCase();
  await requireDoorAccess(sub, eventId);

  const ticketId = verifyTicketCode(input.qrCode, eventId);
  if (!ticketId) {
    // Genuine code of another event? Only then say so; a forged code is simply "not found".
    const parsed = parseTicketCode(input.qrCode);
    if (parsed) {
      const other = await getTicket(parsed.ticketId);
      if (other && other.eventId !== eventId && verifyTicketCode(input.qrCode, other.eventId)) return result(false, DIFFERENT_EVENT);
    }
    return result(false, TICKET_NOT_FOUND);
  }
  const ticket = await getTicket(ticketId);
  if (!ticket) return result(false, TICKET_NOT_FOUND);
  if (ticket.eventId !== eventId) return result(false, DIFFERENT_EVENT);

  const scanId = input.scanId ?? randomUUID();
  if (ticket.status !== 'valid') {
    return ticket.usedScanId === scanId && input.scanId ? result(true, ENTRY_GRANTED, ticket) : result(false, ALREADY_USED, ticket);
  }
  const outcome = await redeemTicket(ticket, scanId, clock.now().toISOString());
  if (outcome.kind === 'redeemed') return result(true, ENTRY_GRANTED, outcome.ticket);
  if (outcome.kind === 'missing') return result(false, TICKET_NOT_FOUND);
  return outcome.ticket.usedScanId === scanId && input.scanId
    ? result(true, ENTRY_GRANTED, outcome.ticket)
    : result(false, ALREADY_USED, outcome.ticket);
}
