/**
 * A school's Greek-life office rules without their zod schema
 * (`school-rules.ts`, which re-exports all of this): their shape, defaults
 * and the deadlines they put on a party event with alcohol, for the pages
 * that show a deadline without editing the rules.
 */
import { addCalendarDays, venueInstant } from './dates';
import type { MonitorRatio } from './monitor-ratio';
import type { GuestCapRule } from './guest-cap';

export * from './monitor-ratio';

export const DEFAULT_SCHOOL_RULES = {
  registrationLeadDays: 7,
  guestListLeadHours: 48,
  baseMonitors: 1,
  baseGuests: 20,
  guestsPerExtraMonitor: 20,
  officeEmail: null,
  approvalRequired: false,
  // The event report after the party: none asked for until the school sets a deadline.
  eventReportDueHours: null,
} as const satisfies SchoolRules;

/** The sober-monitor ratio is part of the rules (`monitor-ratio.ts`), and the member-to-guest cap (`guest-cap.ts`). */
export interface SchoolRules extends MonitorRatio, GuestCapRule {
  registrationLeadDays: number;
  guestListLeadHours: number;
  /** The Greek-life office's address the packet is mailed to; none = no mail. */
  officeEmail: string | null;
  /**
   * The office approves each event with alcohol before anyone can get a ticket or find it
   * (`shared/event-review.ts`); rules stored before this read as false.
   */
  approvalRequired: boolean;
  /** The event report after the party: due this many hours after the event is over; null = no report asked for. */
  eventReportDueHours: number | null;
  /** Sober-monitor training counts this many days (naming refuses a monitor trained earlier or never); absent or null = no training rule. */
  monitorTrainingValidDays?: number | null;
}

/** Rules stored before the monitor ratio had a base: one flat "guests per sober monitor". */
type StoredRules = Partial<SchoolRules> & { guestsPerMonitor?: number };

/**
 * Stored rules, with the defaults for anything a school has not set (schools
 * stored before the rules). A flat "one per N guests" reads as its ratio:
 * one monitor for the first N, one per N more — the same monitors for any
 * number of guests.
 */
export function rulesOf(stored: StoredRules | undefined | null): SchoolRules {
  const { guestsPerMonitor, ...rules } = stored ?? {};
  const flat = guestsPerMonitor !== undefined && rules.baseMonitors === undefined ? { baseMonitors: 1, baseGuests: guestsPerMonitor, guestsPerExtraMonitor: guestsPerMonitor } : {};
  return { ...DEFAULT_SCHOOL_RULES, ...flat, ...rules };
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
