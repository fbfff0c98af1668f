/**
 * Ticket codes a door device can check offline (DESIGN §6 "Offline door"):
 * `<ticketId>.<base64url(Ed25519 signature of "<ticketId>.<eventId>")>`,
 * signed with the event's private key, which only the server can derive.
 * The device holds the event's PUBLIC key: it can tell a genuine code of
 * this event from a made-up, altered or other-event one, and cannot make one.
 *
 * Plain WebCrypto (browsers and Node alike), no Node built-ins: the SPA's
 * door screen and the server's tests share this one parser and verifier.
 */

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

/** A sober monitor's own code (issue 13; functions/domains/ticketing/door/monitor-code.ts) starts so: never a ticket's. */
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

/** What a door code signs: the ticket bound to its event. */
export function doorCodeMessage(ticketId: string, eventId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${ticketId}.${eventId}`);
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The ticket id and signature of a signed code; null for anything else (an older MAC code included). */
export function parseDoorCode(code: string): { ticketId: string; signature: Uint8Array<ArrayBuffer> } | null {
  const dot = code.indexOf('.');
  if (dot === -1) return null;
  const ticketId = code.slice(0, dot);
  const encoded = code.slice(dot + 1);
  if (!TICKET_ID.test(ticketId) || !SIGNATURE.test(encoded)) return null;
  return { ticketId, signature: fromBase64url(encoded) };
}

/** The event's public key (raw 32 bytes, base64url) as a WebCrypto verification key. */
export async function importDoorKey(publicKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64url(publicKey), { name: 'Ed25519' }, false, ['verify']);
}

/** The ticket id when `code` is a genuine signed code of a ticket of `eventId`; else null. */
export async function verifyDoorCode(code: string, eventId: string, key: CryptoKey): Promise<string | null> {
  const parsed = parseDoorCode(code);
  if (!parsed) return null;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, doorCodeMessage(parsed.ticketId, eventId));
  return ok ? parsed.ticketId : null;
}
