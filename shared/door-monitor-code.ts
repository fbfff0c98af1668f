/**
 * A sober monitor's door code: `SM.<sub>.<base64url(Ed25519 signature of
 * "sober-monitor.<sub>.<eventId>")>`, signed with the event's door key like
 * a ticket's code. The server signs and checks it (functions/domains/ticketing/door/monitor-code.ts);
 * a door device checks it offline with the event's public key, which cannot
 * make one. The message differs from a ticket's, so neither passes as the other.
 */
import { fromBase64url, isSignatureText, splitMonitorCode } from './door-code';

const SUB = /^[A-Za-z0-9_-]{1,128}$/;

/** What a monitor code signs: the person bound to the event. */
export const monitorCodeMessage = (sub: string, eventId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`sober-monitor.${sub}.${eventId}`);

/** The person and the signature's bytes of a well-formed monitor code; null for anything else. */
export function parseMonitorCode(code: string): { sub: string; signature: Uint8Array<ArrayBuffer> } | null {
  const parts = splitMonitorCode(code);
  if (!parts || !SUB.test(parts.sub) || !isSignatureText(parts.signature)) return null;
  return { sub: parts.sub, signature: fromBase64url(parts.signature) };
}

/** The monitor's sub when `code` is a genuine monitor code of `eventId`, checked with the event's public key; else null. */
export async function verifyMonitorCodeWithKey(code: string, eventId: string, key: CryptoKey): Promise<string | null> {
  const parsed = parseMonitorCode(code);
  if (!parsed) return null;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, monitorCodeMessage(parsed.sub, eventId));
  return ok ? parsed.sub : null;
}
