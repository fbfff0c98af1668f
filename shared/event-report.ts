/**
 * The event report after the party (zod-free: analytics and /office show it
 * at first paint). A school's office rules may ask the host chapter for a
 * short report within N hours after an event with alcohol is over; the
 * deadline and whether a report is missing are worked out here from the
 * event, the rules it was registered under and an injected `now`, so the
 * API, /office and the analytics page agree on every instant.
 */
import { eventOverAt } from './event-over';
import type { SchoolRules } from './school-deadlines';

/** The incident text's most characters. */
export const EVENT_REPORT_TEXT_MAX = 2000;
/** The most guests a report may count. */
export const EVENT_REPORT_ATTENDANCE_MAX = 100_000;

export const EVENT_REPORT_MESSAGES = {
  notOver: 'The event report can be filed once the event is over',
  notAsked: "This event's school asks for no event report",
  alreadyFiled: 'The event report has already been filed and cannot be changed',
  cancelled: 'A cancelled event needs no event report',
} as const;

/** Where an event stands with its report: none asked for, not due yet (the event is not over), open until its deadline, filed, or missing past it. */
export type EventReportState = 'none' | 'notYet' | 'due' | 'filed' | 'missing';

export interface ReportedEvent {
  date: string;
  time: string;
  state: string;
  status: string;
  /** The office rules the event was registered under (an event with alcohol only). */
  officeRules?: Pick<SchoolRules, 'eventReportDueHours'> | null;
}

/** When the report is due; null when the event's rules ask for none (no alcohol, no deadline set, or a cancelled event). */
export function eventReportDueAt(event: ReportedEvent): Date | null {
  const hours = event.officeRules?.eventReportDueHours ?? null;
  if (hours === null || event.status === 'cancelled') return null;
  const over = eventOverAt(event);
  return over && new Date(over.getTime() + hours * 3_600_000);
}

/** The report's state at `now`, given whether it has been filed. */
export function eventReportState(event: ReportedEvent, filed: boolean, now: Date): EventReportState {
  const dueAt = eventReportDueAt(event);
  if (dueAt === null) return filed ? 'filed' : 'none';
  if (filed) return 'filed';
  const over = eventOverAt(event);
  if (over && now.getTime() < over.getTime()) return 'notYet';
  return now.getTime() >= dueAt.getTime() ? 'missing' : 'due';
}
