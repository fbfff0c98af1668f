/**
 * Ticket codes a door device can check offline (docs/architecture.md#the-offline-door),
 * signed with the event's private key, which only the server can derive.
 * The device holds the event's PUBLIC key: it can tell a genuine code of
 * this event from a made-up or altered one, and cannot make one.
 *
 * Two signed formats scan, online and offline:
 * - compact (issued now): `T1` + base32(ticket id 16 bytes ‖ event tag 5
 *   bytes ‖ Ed25519 signature 64 bytes), 138 characters of a QR code's
 *   alphanumeric alphabet, so the guest's QR is version 6 at level M. The
 *   event tag is the first 5 bytes of the event's id; the signature covers
 *   the whole event id, hence the tag: a device tells another event's
 *   ticket from a forged one without that event's key.
 * - text (issued before): `<ticketId>.<base64url(signature of
 *   "<ticketId>.<eventId>")>`, 123 characters (version 8), no event tag.
 *
 * A further kind of code takes its own prefix beside `COMPACT_TICKET_PREFIX`
 * (and `MONITOR_CODE_PREFIX`, and a live ticket's `LIVE:` in
 * shared/live-code.ts), so every reader tells the kinds apart by their
 * first characters.
 *
 * Plain WebCrypto (browsers and Node alike), no Node built-ins: the SPA's
 * door screen and the server's tests share this one parser and verifier.
 */
import { fromBase32, toBase32 } from './base32';

const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * 64 bytes in unpadded base64url: 86 characters, the last of which carries 4
 * unused bits. Only the character with those bits zero is accepted, so each
 * ticket has exactly ONE code string (lenient decoders ignore the bits).
 */
const SIGNATURE = /^[A-Za-z0-9_-]{85}[AQgw]$/;

export const SIGNATURE_CHARS = 86;

/** True for the one canonical text of a signature (ticket and monitor codes alike). */
export const isSignatureText = (text: string): boolean => SIGNATURE.test(text);

/** A sober monitor's own code (functions/domains/ticketing/door/monitor-code.ts) starts so: never a ticket's. */
const MONITOR_CODE_PREFIX = 'SM.';

/** True when the text has the shape of a monitor code (genuine or not): the door checks monitors in, not as tickets. */
export const isMonitorCode = (code: string): boolean => code.startsWith(MONITOR_CODE_PREFIX);

/** The parts of a monitor-code-shaped text: the person, and the signature's text. */
export function splitMonitorCode(code: string): { sub: string; signature: string } | null {
  if (!isMonitorCode(code)) return null;
  const rest = code.slice(MONITOR_CODE_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot === -1 ? null : { sub: rest.slice(0, dot), signature: rest.slice(dot + 1) };
}

/** The text of a monitor code from its parts. */
export const joinMonitorCode = (sub: string, signature: string): string => `${MONITOR_CODE_PREFIX}${sub}.${signature}`;

/** A compact ticket code starts so: never a text code's (a lower-case id) nor a monitor's. */
export const COMPACT_TICKET_PREFIX = 'T1';
const EVENT_TAG_BYTES = 5;
const SIGNATURE_BYTES = 64;
const COMPACT_BYTES = 16 + EVENT_TAG_BYTES + SIGNATURE_BYTES;

/** A signed ticket code, parsed: the ticket, the signature, and (compact codes) the event tag it carries. */
export type SignedDoorCode = { ticketId: string; signature: Uint8Array<ArrayBuffer> } & (
  | { format: 'text' }
  /** `eventTag`: the event's tag the code carries (10 hex digits). */
  | { format: 'compact'; eventTag: string }
);

const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOfHex = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const uuidOf = (hex: string): string => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The tag a compact code carries for `eventId`: its first 5 bytes. */
export function eventTagOf(eventId: string): string {
  return eventId.replace(/-/g, '').slice(0, EVENT_TAG_BYTES * 2).toLowerCase();
}

/** What a code signs: the ticket bound to its event (and, for a compact code, its format). */
export function doorCodeMessage(code: Pick<SignedDoorCode, 'ticketId' | 'format'>, eventId: string): Uint8Array<ArrayBuffer> {
  const text = code.format === 'text' ? `${code.ticketId}.${eventId}` : `${COMPACT_TICKET_PREFIX}.${code.ticketId}.${eventId}`;
  return new TextEncoder().encode(text);
}

/** The compact code of a ticket of `eventId` from its signature of `doorCodeMessage`. */
export function encodeCompactTicketCode(ticketId: string, eventId: string, signature: Uint8Array): string {
  if (!TICKET_ID.test(ticketId) || !TICKET_ID.test(eventId) || signature.length !== SIGNATURE_BYTES) throw new Error('A compact code needs a ticket id, an event id and a 64-byte signature');
  const bytes = new Uint8Array(COMPACT_BYTES);
  bytes.set(bytesOfHex(ticketId.replace(/-/g, '')), 0);
  bytes.set(bytesOfHex(eventTagOf(eventId)), 16);
  bytes.set(signature, 16 + EVENT_TAG_BYTES);
  return COMPACT_TICKET_PREFIX + toBase32(bytes);
}

function parseCompactCode(code: string): SignedDoorCode | null {
  const bytes = fromBase32(code.slice(COMPACT_TICKET_PREFIX.length));
  if (!bytes || bytes.length !== COMPACT_BYTES) return null;
  return {
    format: 'compact',
    ticketId: uuidOf(hexOf(bytes.subarray(0, 16))),
    eventTag: hexOf(bytes.subarray(16, 16 + EVENT_TAG_BYTES)),
    signature: bytes.slice(16 + EVENT_TAG_BYTES),
  };
}

function parseTextCode(code: string): SignedDoorCode | null {
  const dot = code.indexOf('.');
  if (dot === -1) return null;
  const ticketId = code.slice(0, dot);
  const encoded = code.slice(dot + 1);
  if (!TICKET_ID.test(ticketId) || !SIGNATURE.test(encoded)) return null;
  return { format: 'text', ticketId, signature: fromBase64url(encoded) };
}

/** The parts of a signed code (either format); null for anything else (an older MAC code included). */
export function parseDoorCode(code: string): SignedDoorCode | null {
  return code.startsWith(COMPACT_TICKET_PREFIX) ? parseCompactCode(code) : parseTextCode(code);
}

/**
 * True when the code says it is another event's: its event tag is not
 * `eventId`'s. Offline, the door says so rather than "not found" (a forger
 * gains nothing: the code is refused either way).
 */
export const namesOtherEvent = (code: SignedDoorCode, eventId: string): boolean => code.format === 'compact' && code.eventTag !== eventTagOf(eventId);

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The event's public key (raw 32 bytes, base64url) as a WebCrypto verification key. */
export async function importDoorKey(publicKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64url(publicKey), { name: 'Ed25519' }, false, ['verify']);
}

/** The ticket id when `code` is a genuine signed code of a ticket of `eventId`; else null. */
export async function verifyDoorCode(code: string, eventId: string, key: CryptoKey): Promise<string | null> {
  const parsed = parseDoorCode(code);
  if (!parsed || namesOtherEvent(parsed, eventId)) return null;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, doorCodeMessage(parsed, eventId));
  return ok ? parsed.ticketId : null;
}
