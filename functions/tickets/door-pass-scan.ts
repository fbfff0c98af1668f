/**
 * Door passes for volunteers, the pass's side: a PIN exchanged
 * for a token, and scans with it. Both routes are public in the gateway (a
 * volunteer has no account); the scan route takes the pass's token as its
 * bearer token and answers 401 without a genuine, unexpired one for this
 * very pass. The pass itself is read on every scan, so a revocation or the
 * window's end stops it at once. A scan goes through the door's one core
 * (`scanTicket`), for the pass's event only, is counted on the pass and
 * logged with the pass's id in the event's scan log (with the guest's door
 * name, for the leaders). The scanner is told no guest's name at all: a
 * pass sees no guest list, online as offline.
 */
import { randomUUID } from 'node:crypto';
import type { DoorPassScanResponse, DoorPassSession } from '../../shared/api/types';
import {
  DOOR_PASS_LOCK_MINUTES,
  DOOR_PASS_MAX_FAILURES,
  DOOR_PASS_TOKEN_MINUTES,
  WRONG_PIN,
} from '../../shared/schemas/door-pass';
import type * as z from 'zod/mini';
import type { doorPassScanSchema } from '../../shared/schemas/door-pass';
import { clock } from '../lib/clock';
import { formatInstantInState } from '../../shared/dates';
import { doorPassFrom, doorPassKey, getDoorPass, type DoorPassRecord } from '../domains/ticketing/door/passes';
import { passPoint } from '../domains/ticketing/door/points';
import { activeLock, clearPinAttempts, reservePinAttempt } from '../domains/ticketing/door/pass-pins';
import { getPartyEvent } from '../domains/catalog/party-events/party-events';
import { pinMatches, signDoorPassToken, verifyDoorPassToken } from '../domains/ticketing/door/pass-token';
import { HttpError, notFound, retryLater } from '../lib/errors';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { DOOR_PASS_NOT_FOUND } from './door-passes';
import { doorName } from '../domains/ticketing/door/door-name';
import { logScanOf } from './door-scanner';
import { scanTicket, type ScannerCheck } from './validate';

export const PASS_SIGN_IN = 'Open the door pass with its PIN first';
export const PASS_REVOKED = 'This door pass was revoked';
export const PASS_EXPIRED = 'This door pass has expired';
export const PASS_LOCKED = `Too many wrong PINs: this door pass is locked for up to ${DOOR_PASS_LOCK_MINUTES} minutes, or until the organizer unlocks it`;
export const PASS_BUSY = 'Too many PINs are being tried on this door pass at once: try again in a moment';
/** The opening as the venue's wall clock shows it: "This door pass opens on March 20, 2030 at 3:00 PM". */
export const passNotOpenYet = (validFrom: string, state = '') => `This door pass opens on ${formatInstantInState(validFrom, state)}`;

/** Refuses a pass that no longer scans: revoked, or past its window. */
function requireUsable(pass: DoorPassRecord, now: Date): void {
  if (pass.revokedAt) throw new HttpError(401, PASS_REVOKED);
  if (now.getTime() >= Date.parse(pass.validUntil)) throw new HttpError(401, PASS_EXPIRED);
}

/** The refusal of a guess that got no attempt: locked (until when), or outrun by other guesses. */
function noAttempt(pass: DoorPassRecord, now: Date): HttpError {
  const lock = activeLock(pass, now);
  return lock ? retryLater(429, PASS_LOCKED, (Date.parse(lock) - now.getTime()) / 1000) : retryLater(429, PASS_BUSY, 1);
}

/**
 * POST /door-passes/{id}/session: the right PIN gives a token for the pass.
 * Each guess takes one of the pass's attempts BEFORE its PIN is compared
 * (door-pass-pins.ts): one that gets none is refused unread, so a burst of
 * guesses has no more compared than one guess after another.
 */
export async function openDoorPass(passId: string, pin: string): Promise<DoorPassSession> {
  const now = clock.now();
  const attempt = await reservePinAttempt(passId, DOOR_PASS_MAX_FAILURES, now, new Date(now.getTime() + DOOR_PASS_LOCK_MINUTES * 60_000));
  if (!attempt) throw notFound(DOOR_PASS_NOT_FOUND);
  const { pass } = attempt;
  requireUsable(pass, now);
  if (!attempt.reserved) throw noAttempt(pass, now);
  if (!pinMatches(passId, pin, pass.pinHash)) throw new HttpError(401, WRONG_PIN);
  // A right PIN: the attempts counted up to it no longer count (door-pass-pins.ts).
  const [, event] = await Promise.all([clearPinAttempts(passId, pass.failedPins), getPartyEvent(pass.eventId)]);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const expiresAt = new Date(Math.min(now.getTime() + DOOR_PASS_TOKEN_MINUTES * 60_000, Date.parse(pass.validUntil)));
  return {
    token: signDoorPassToken({ passId, eventId: pass.eventId, expiresAt }),
    expiresAt: expiresAt.toISOString(),
    event: { id: event.id, title: event.title, date: event.date, time: event.time },
    label: pass.label,
    validFrom: pass.validFrom,
    validUntil: pass.validUntil,
  };
}

/** The bearer token of an `Authorization` header. */
function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The event a genuine, unexpired token of `passId` (the `Authorization` header's bearer token) is for; 401 otherwise. */
function tokenEvent(passId: string, authorization: string | undefined, now: Date): string {
  const token = bearer(authorization);
  const scope = token ? verifyDoorPassToken(token, passId, now) : null;
  if (!scope) throw new HttpError(401, PASS_SIGN_IN);
  return scope.eventId;
}

/** The pass as read now, when it opens the token's event: 401 when gone, revoked or past its window, 403 before it opens. */
function requireOpen(pass: DoorPassRecord | undefined, eventId: string, now: Date): DoorPassRecord {
  if (!pass || pass.eventId !== eventId) throw new HttpError(401, PASS_SIGN_IN);
  requireUsable(pass, now);
  if (now.getTime() < Date.parse(pass.validFrom)) throw new HttpError(403, passNotOpenYet(pass.validFrom, pass.state));
  return pass;
}

/**
 * The pass a genuine, unexpired token of `passId` opens (the `Authorization`
 * header's bearer token), read now: 401 when revoked or past its window,
 * 403 before it opens.
 */
export async function requireOpenPass(passId: string, authorization: string | undefined, now: Date): Promise<DoorPassRecord> {
  const eventId = tokenEvent(passId, authorization, now);
  return requireOpen(await getDoorPass(passId), eventId, now);
}

/** POST /door-passes/{id}/scan: a scan of the pass's event, with the pass's token. */
export async function scanWithDoorPass(
  passId: string,
  authorization: string | undefined,
  input: z.infer<typeof doorPassScanSchema>,
): Promise<DoorPassScanResponse> {
  const now = clock.now();
  const eventId = tokenEvent(passId, authorization, now);
  const scanId = input.scanId ?? randomUUID();
  // The pass's own event, whatever the code names: the core refuses another event's ticket as at any door.
  // The pass is read with the event and the ticket (at most 3 DynamoDB calls per request), and checked before anything else is told.
  const scanner: ScannerCheck = { keys: [doorPassKey(passId)], check: ([item]) => passPoint(requireOpen(doorPassFrom(item), eventId, now)) };
  const answer = await scanTicket({ ...input, scanId, eventId }, () => undefined, scanner);
  const holder = doorName(answer.ticket?.holderName ?? null) ?? answer.monitor?.name ?? null;
  // A retried request of the same scan is logged and counted once.
  await logScanOf(
    { passId },
    {
      eventId,
      scanId,
      ticketId: answer.ticket?.id ?? null,
      deviceId: passId,
      scannedAt: now.toISOString(),
      syncedAt: now.toISOString(),
      resolution: answer.valid ? 'recorded' : 'refused',
      message: answer.message,
      holder,
      kept: null,
    },
  );
  // The holder's name stays in the log: the answer carries the ticket without it.
  const { ticket, ...rest } = answer;
  return { ...rest, ...(ticket ? { ticket: { id: ticket.id, usedAt: ticket.usedAt } } : {}) };
}
