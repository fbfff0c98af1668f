/**
 * Page cursors the API hands out: the last returned item's key, signed with
 * a server secret and bound to the list it pages —
 * `<base64url(key JSON)>.<base64url(HMAC-SHA256(secret, list + "\n" + key part))>`.
 *
 * A cursor is a DynamoDB `ExclusiveStartKey`; one the API did not hand out
 * (forged, altered, or from another list) could steer a Query outside its
 * key range, which DynamoDB refuses with a ValidationException. So a cursor
 * is verified (constant time, canonical encoding only) before anything is
 * read from it: every other string is an `InvalidCursorError`, a 400.
 *
 * The key is `CURSOR_SECRET`, a secret of its own rather than one derived
 * from `TICKET_SECRET`: the party-events function that pages lists must not
 * hold the key that mints tickets, and a cursor key may be replaced at any
 * time (it only voids the cursors in flight; clients start the list again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../server-secret';

/** The cursor was not one this API handed out for this list. */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** Used only when `CURSOR_SECRET` is unset and DynamoDB is an emulator (the local stack, the tests). */
export const DEV_CURSOR_SECRET = 'local-dev-cursor-secret-not-for-production';

/** The signing secret: `CURSOR_SECRET`, or the dev default against emulators only; else it throws. */
export function cursorSecret(env: NodeJS.ProcessEnv = process.env): string {
  return serverSecret('CURSOR_SECRET', DEV_CURSOR_SECRET, env);
}

function mac(list: string, payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${list}\n${payload}`).digest('base64url');
}

/** The cursor of `key` for the list described by `list` (any stable text naming the query). */
export function signCursor(key: Record<string, string>, list: string, secret = cursorSecret()): string {
  const payload = Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
  return `${payload}.${mac(list, payload, secret)}`;
}

/**
 * The key of a cursor this API handed out for `list`, with exactly the
 * `attributes` given, all non-empty strings. Throws `InvalidCursorError` for
 * anything else.
 */
export function openCursor(cursor: string, list: string, attributes: readonly string[], secret = cursorSecret()): Record<string, string> {
  const dot = cursor.lastIndexOf('.');
  if (dot <= 0) throw new InvalidCursorError();
  const payload = cursor.slice(0, dot);
  const given = Buffer.from(cursor.slice(dot + 1));
  const expected = Buffer.from(mac(list, payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidCursorError();

  // Signed by us, so well-formed; checked anyway, as a key must never be guessed at.
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key);
  const names = entries.map(([name]) => name).sort();
  if (names.join('|') !== [...attributes].sort().join('|')) throw new InvalidCursorError();
  if (!entries.every(([, value]) => typeof value === 'string' && value.length > 0)) throw new InvalidCursorError();
  return key as Record<string, string>;
}
