import * as z from 'zod/mini';
import { validateTicketSchema } from './party-events';
import { plainText } from './common';
import { doorSyncSchema } from './door';
import { DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS, DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES } from '../door-pass-defaults';

export { DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS, DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES };

/**
 * Door passes for volunteers: a leader lets a volunteer scan one
 * event's tickets from a link and a short PIN, inside a window around the
 * event, without an account. One schema serves the form and the handler.
 */

/** Digits of a pass's PIN: short enough to read out, with guessing cut off by the lockout. */
export const DOOR_PASS_PIN_LENGTH = 6;
/** Wrong PINs in a row that lock a pass for `DOOR_PASS_LOCK_MINUTES`. */
export const DOOR_PASS_MAX_FAILURES = 5;
export const DOOR_PASS_LOCK_MINUTES = 15;
/** How long the token a PIN is exchanged for lasts (never past the window). */
export const DOOR_PASS_TOKEN_MINUTES = 12 * 60;

export const createDoorPassSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1, 'Give the pass a label'), z.maxLength(60, 'Label must be at most 60 characters'), plainText('Label')),
  opensMinutesBefore: z._default(
    z.int('Opening must be whole minutes').check(z.gte(0, 'Opening must be 0 to 720 minutes before'), z.lte(720, 'Opening must be 0 to 720 minutes before')),
    DOOR_PASS_DEFAULT_OPENS_BEFORE_MINUTES,
  ),
  closesHoursAfter: z._default(
    z.int('Closing must be whole hours').check(z.gte(1, 'Closing must be 1 to 24 hours after the start'), z.lte(24, 'Closing must be 1 to 24 hours after the start')),
    DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS,
  ),
});
export type CreateDoorPassInput = z.infer<typeof createDoorPassSchema>;

export const WRONG_PIN = 'Wrong PIN';
export const openDoorPassSchema = z.object({
  pin: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${DOOR_PASS_PIN_LENGTH}}$`), WRONG_PIN)),
});

/** A scan through a pass: the leader's scan without the event, which the pass names. */
export const doorPassScanSchema = z.omit(validateTicketSchema, { eventId: true });

/** A pass's offline scans, synced with its token: the leader's sync without the event, which the pass names. */
export const doorPassSyncSchema = z.omit(doorSyncSchema, { eventId: true });
export type DoorPassSyncInput = z.infer<typeof doorPassSyncSchema>;
