/**
 * Door passes' secrets: the PIN's keyed hash and the short-lived
 * token a right PIN is exchanged for. Both are HMAC-SHA256 under a key
 * derived from the ticket secret with its own label, so a pass token can
 * never pass for a ticket code or the other way round, and a leaked table
 * does not give the PINs away (six digits would be found in a second from a
 * plain hash). A token is `<base64url(JSON claims)>.<base64url(MAC)>`,
 * scoped to one pass and its event, and expires; revocation is checked on
 * the pass itself at every use.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ticketSecret } from './qr';

interface PassClaims {
  /** The pass. */
  p: string;
  /** Its event. */
  e: string;
  /** Expiry, epoch milliseconds. */
  x: number;
}

const key = (purpose: string, secret: string) => createHmac('sha256', secret).update(`door-pass:${purpose}`).digest();
const mac = (purpose: string, text: string, secret: string) => createHmac('sha256', key(purpose, secret)).update(text).digest();

export function hashDoorPassPin(passId: string, pin: string, secret = ticketSecret()): string {
  return mac('pin', `${passId}.${pin}`, secret).toString('base64url');
}

export function pinMatches(passId: string, pin: string, pinHash: string, secret = ticketSecret()): boolean {
  const given = Buffer.from(hashDoorPassPin(passId, pin, secret));
  const stored = Buffer.from(pinHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function signDoorPassToken(claims: { passId: string; eventId: string; expiresAt: Date }, secret = ticketSecret()): string {
  const body = Buffer.from(JSON.stringify({ p: claims.passId, e: claims.eventId, x: claims.expiresAt.getTime() } satisfies PassClaims)).toString('base64url');
  return `${body}.${mac('token', body, secret).toString('base64url')}`;
}

/** The event a genuine, unexpired token of `passId` is scoped to; null for anything else. */
export function verifyDoorPassToken(token: string, passId: string, now: Date, secret = ticketSecret()): { eventId: string } | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = mac('token', body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<PassClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PassClaims>;
  } catch {
    return null;
  }
  if (claims.p !== passId || typeof claims.e !== 'string' || typeof claims.x !== 'number' || claims.x <= now.getTime()) return null;
  return { eventId: claims.e };
}
