/**
 * Unforgeable ticket QR codes (docs/decisions.md#ticket-codes-are-signed-and-the-door-holds-only-a-public-key).
 * Three formats:
 * - signed with the event's door key (`door-keys.ts`), which a door device
 *   verifies offline with the event's public key (`shared/door-code.ts`,
 *   where both signed formats are laid out): compact (issued now, a
 *   version-6 QR) and text (issued before);
 * - MAC (tickets issued before door keys): `<ticketId>.<base64url(HMAC-SHA256(secret,
 *   ticketId + '.' + eventId))>`, still accepted online.
 * Only the server knows the secret both derive from, so a code cannot be made
 * up from a ticket id, nor moved to another event; the door checks it before
 * it touches the table.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { doorCodeMessage, encodeCompactTicketCode, namesOtherEvent, parseDoorCode } from '../../../../shared/door-code';
import { doorKeyPair, signWithDoorKey, verifyWithDoorKey } from './door-keys';
import { serverSecret } from '../../../lib/server-secret';

/**
 * Used only when `TICKET_SECRET` is unset AND the DynamoDB endpoint points at
 * an emulator (the local stack and the tests): codes made with it are
 * worthless outside this machine's emulator data.
 */
export const DEV_TICKET_SECRET = 'local-dev-ticket-secret-not-for-production';

/** The signing secret: `TICKET_SECRET`, or the dev default against emulators only; else it throws. */
export function ticketSecret(env: NodeJS.ProcessEnv = process.env): string {
  return serverSecret('TICKET_SECRET', DEV_TICKET_SECRET, env);
}

function mac(ticketId: string, eventId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${ticketId}.${eventId}`).digest();
}

/** The QR code text of a ticket: compact, signed with the event's door key. */
export function signTicketCode(ticketId: string, eventId: string, secret = ticketSecret()): string {
  const signature = signWithDoorKey(doorCodeMessage({ ticketId, format: 'compact' }, eventId), doorKeyPair(eventId, secret));
  return encodeCompactTicketCode(ticketId, eventId, signature);
}

/** The signed code tickets were issued with before compact codes: still valid online and offline. */
export function signTextTicketCode(ticketId: string, eventId: string, secret = ticketSecret()): string {
  return `${ticketId}.${signWithDoorKey(doorCodeMessage({ ticketId, format: 'text' }, eventId), doorKeyPair(eventId, secret)).toString('base64url')}`;
}

/** The code tickets were issued with before door keys: still valid online. */
export function signMacTicketCode(ticketId: string, eventId: string, secret = ticketSecret()): string {
  return `${ticketId}.${mac(ticketId, eventId, secret).toString('base64url')}`;
}

/** The event's public door key (base64url), for door devices. */
export function eventDoorKey(eventId: string, secret = ticketSecret()): string {
  return doorKeyPair(eventId, secret).publicKeyText;
}

const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 bytes in unpadded base64url: 43 characters. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * The ticket id and MAC of a MAC code; null when it is not exactly the text
 * `signMacTicketCode` makes. Each ticket has ONE code: an upper-case id, or a
 * MAC whose unused low bits differ (base64url decoders ignore them), would
 * otherwise be further strings that open the same door.
 */
function parseMacCode(code: string): { ticketId: string; mac: Buffer } | null {
  const dot = code.indexOf('.');
  if (dot === -1) return null;
  const ticketId = code.slice(0, dot);
  const encoded = code.slice(dot + 1);
  if (!TICKET_ID.test(ticketId) || !MAC.test(encoded)) return null;
  const mac = Buffer.from(encoded, 'base64url');
  if (mac.toString('base64url') !== encoded) return null;
  return { ticketId, mac };
}

/** The ticket id a well-shaped code (either format) names; null when it is not one. */
export function parseTicketCode(code: string): { ticketId: string } | null {
  return parseDoorCode(code) ?? parseMacCode(code);
}

/**
 * True when `code` is the genuine code of a ticket of `eventId`. Returns the
 * ticket id then; a MAC is compared in constant time.
 */
export function verifyTicketCode(code: string, eventId: string, secret = ticketSecret()): string | null {
  const signed = parseDoorCode(code);
  if (signed) {
    if (namesOtherEvent(signed, eventId)) return null;
    const ok = verifyWithDoorKey(doorCodeMessage(signed, eventId), signed.signature, doorKeyPair(eventId, secret));
    return ok ? signed.ticketId : null;
  }
  const parsed = parseMacCode(code);
  if (!parsed) return null;
  const expected = mac(parsed.ticketId, eventId, secret);
  if (parsed.mac.length !== expected.length) return null;
  return timingSafeEqual(parsed.mac, expected) ? parsed.ticketId : null;
}
