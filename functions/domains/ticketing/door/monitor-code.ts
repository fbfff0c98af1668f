/**
 * A sober monitor's own door code (issue 13): `SM.<sub>.<base64url(Ed25519
 * signature of "sober-monitor.<sub>.<eventId>")>`, signed with the event's
 * door key like a ticket (qr.ts). It can never pass as a ticket: a ticket
 * code starts with a ticket id, and the signed message differs; it is bound
 * to its event, and the door honours it only while its person is still named
 * a monitor of that event.
 */
import { doorKeyPair, signWithDoorKey, verifyWithDoorKey } from './door-keys';
import { fromBase64url, isSignatureText, joinMonitorCode, splitMonitorCode } from '../../../../shared/door-code';
import { ticketSecret } from './qr';

const SUB = /^[A-Za-z0-9_-]{1,128}$/;

const message = (sub: string, eventId: string) => new TextEncoder().encode(`sober-monitor.${sub}.${eventId}`);

/** The monitor code of `sub` for `eventId`. */
export function signMonitorCode(sub: string, eventId: string, secret = ticketSecret()): string {
  return joinMonitorCode(sub, signWithDoorKey(message(sub, eventId), doorKeyPair(eventId, secret)).toString('base64url'));
}

/** The monitor's sub when `code` is a genuine monitor code of `eventId`; else null. */
export function verifyMonitorCode(code: string, eventId: string, secret = ticketSecret()): string | null {
  const parts = splitMonitorCode(code);
  if (!parts || !SUB.test(parts.sub) || !isSignatureText(parts.signature)) return null;
  const { sub, signature } = parts;
  return verifyWithDoorKey(message(sub, eventId), fromBase64url(signature), doorKeyPair(eventId, secret)) ? sub : null;
}
