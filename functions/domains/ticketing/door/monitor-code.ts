/**
 * A sober monitor's own door code (shared/door-monitor-code.ts), signed with
 * the event's door key like a ticket (qr.ts). It can never pass as a ticket:
 * a ticket code starts with a ticket id, and the signed message differs; it
 * is bound to its event, and the door honours it only while its person is
 * still named a monitor of that event.
 */
import { doorKeyPair, signWithDoorKey, verifyWithDoorKey } from './door-keys';
import { joinMonitorCode } from '../../../../shared/door-code';
import { monitorCodeMessage, parseMonitorCode } from '../../../../shared/door-monitor-code';
import { ticketSecret } from './qr';

/** The monitor code of `sub` for `eventId`. */
export function signMonitorCode(sub: string, eventId: string, secret = ticketSecret()): string {
  return joinMonitorCode(sub, signWithDoorKey(monitorCodeMessage(sub, eventId), doorKeyPair(eventId, secret)).toString('base64url'));
}

/** The monitor's sub when `code` is a genuine monitor code of `eventId`; else null. */
export function verifyMonitorCode(code: string, eventId: string, secret = ticketSecret()): string | null {
  const parsed = parseMonitorCode(code);
  if (!parsed) return null;
  return verifyWithDoorKey(monitorCodeMessage(parsed.sub, eventId), parsed.signature, doorKeyPair(eventId, secret)) ? parsed.sub : null;
}
