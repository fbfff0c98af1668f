/**
 * A school's Greek-life office rules (issue 13) and the deadlines they put on
 * a party event with alcohol. One zod schema serves the Schools tab's form
 * and the admin route; the deadline functions are pure, so the API (ticket
 * issuance, transfers, the packet mail) and the SPA (Create Event, the event
 * page) compute the same instants.
 *
 * Deadlines are read in the school's time zone (state → zone):
 * - registration is due N calendar days before the event, at the event's
 *   wall-clock start time (a daylight-saving change in between moves the
 *   instant by an hour, not the clock reading an office would write down);
 * - the guest list is due H hours before the start instant (elapsed hours,
 *   as "48 hours before" means at the door).
 */
import * as z from 'zod/mini';
import { addCalendarDays, venueInstant } from './dates';
import { LIMITS } from './limits';

const anEmail = z.email();

export const DEFAULT_SCHOOL_RULES = {
  registrationLeadDays: 7,
  guestListLeadHours: 48,
  guestsPerMonitor: 20,
  officeEmail: null,
} as const satisfies SchoolRules;

const wholeNumber = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a whole number` }).check(
    z.int(`${label} must be a whole number`),
    z.gte(min, `${label} must be between ${min} and ${max}`),
    z.lte(max, `${label} must be between ${min} and ${max}`),
  );

/** The Schools tab's rules form and `PUT /admin/schools/{id}/rules`: every field given; an empty office e-mail is none. */
export const schoolRulesSchema = z.object({
  registrationLeadDays: wholeNumber('Registration lead time (days)', 0, 60),
  guestListLeadHours: wholeNumber('Guest list deadline (hours)', 0, 336),
  guestsPerMonitor: wholeNumber('Guests per sober monitor', 1, 500),
  officeEmail: z.pipe(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(LIMITS.emailMax, 'Email must be less than 255 characters'),
        z.refine((v) => v === '' || anEmail.safeParse(v).success, 'Invalid email address'),
      ),
    ),
    z.transform((v) => v || null),
  ),
});

export interface SchoolRules {
  registrationLeadDays: number;
  guestListLeadHours: number;
  guestsPerMonitor: number;
  /** The Greek-life office's address the packet is mailed to; none = no mail. */
  officeEmail: string | null;
}

/** Stored rules, with the defaults for anything a school has not set (schools stored before the rules). */
export function rulesOf(stored: Partial<SchoolRules> | undefined | null): SchoolRules {
  return { ...DEFAULT_SCHOOL_RULES, ...(stored ?? {}) };
}

/** What the deadlines need of an event: when and where it is, whether it serves alcohol. */
export interface RegulatedEvent {
  date: string;
  time: string;
  state: string;
  alcoholAllowed: boolean;
}

/** When the office wants the event registered: N calendar days earlier at the same wall time, in the school's zone. */
export function registrationDueAt(event: Pick<RegulatedEvent, 'date' | 'time' | 'state'>, rules: SchoolRules): Date {
  return venueInstant(addCalendarDays(event.date, -rules.registrationLeadDays), event.time, event.state);
}

/**
 * The instant the event's guest list freezes (no new tickets, no transfers),
 * or null when it never does: an event without alcohol needs no office
 * paperwork, and an event stored before the office rules carries none.
 */
export function guestListFreezesAt(event: RegulatedEvent, rules: SchoolRules | null | undefined): Date | null {
  if (!event.alcoholAllowed || !rules) return null;
  return new Date(venueInstant(event.date, event.time, event.state).getTime() - rules.guestListLeadHours * 3_600_000);
}

/** True once the guest list is frozen at `now`. */
export function guestListFrozen(event: RegulatedEvent, rules: SchoolRules | null | undefined, now: Date): boolean {
  const at = guestListFreezesAt(event, rules);
  return at !== null && now.getTime() >= at.getTime();
}

/** The refusal of a new ticket (or transfer) after the freeze. */
export const GUEST_LIST_FROZEN = 'The guest list is closed: the Greek-life office deadline has passed';
