/**
 * What /office shows of its school's events, worked out from the list: the
 * counts at the top, the weeks to filter by, the rows a filter keeps. Pure,
 * with "today" passed in, so the page and its tests agree on every day.
 */
import type { OfficeEventRow } from '../../../../shared/api/types';
import { addCalendarDays } from '../../../../shared/dates';

/** Where an event stands for the office: its review's state, or registered (no approval asked), or cancelled. */
export type OfficeStatus = 'submitted' | 'returned' | 'approved' | 'registered' | 'cancelled';
export type StatusFilter = 'all' | 'late' | OfficeStatus;

export const OFFICE_STATUS_LABEL: Record<OfficeStatus, string> = {
  submitted: 'Awaiting review',
  returned: 'Returned',
  approved: 'Approved',
  registered: 'Registered',
  cancelled: 'Cancelled',
};

export function officeStatusOf(e: OfficeEventRow): OfficeStatus {
  if (e.status === 'cancelled') return 'cancelled';
  return e.review?.state ?? 'registered';
}
export interface OfficeFilter {
  status: StatusFilter;
  /** The Monday (`yyyy-MM-dd`) of the week shown; empty for every week. */
  week: string;
}

/** The Monday of the week of `isoDate` (weeks run Monday to Sunday). */
export function weekOf(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addCalendarDays(isoDate, -((day + 6) % 7));
}

/** The weeks the events fall in, in order, each once. */
export function weeksOf(events: readonly OfficeEventRow[]): string[] {
  return [...new Set(events.map((e) => weekOf(e.date)))].sort();
}

/** The rows a filter keeps, in the list's order. */
export function filterEvents(events: readonly OfficeEventRow[], filter: OfficeFilter): OfficeEventRow[] {
  const keeps = (e: OfficeEventRow) => filter.status === 'all' || (filter.status === 'late' ? e.late : officeStatusOf(e) === filter.status);
  return events.filter((e) => keeps(e) && (!filter.week || weekOf(e.date) === filter.week));
}

/**
 * The counts at the top: events awaiting the office's review, events ahead (not cancelled) with fewer sober monitors
 * named than the school's ratio asks (or none), registered late, this weekend's (Friday to Sunday), cancelled.
 */
export function officeCounts(events: readonly OfficeEventRow[], today: string) {
  const ahead = events.filter((e) => e.status !== 'cancelled' && e.date >= today);
  const friday = addCalendarDays(weekOf(today), 4);
  const sunday = addCalendarDays(friday, 2);
  return {
    awaitingReview: events.filter((e) => officeStatusOf(e) === 'submitted').length,
    ahead: ahead.length,
    missingMonitors: ahead.filter((e) => e.monitorsNamed === 0 || e.monitorsNamed < (e.monitorsRequired ?? 0)).length,
    late: ahead.filter((e) => e.late).length,
    thisWeekend: ahead.filter((e) => e.date >= friday && e.date <= sunday).length,
    cancelled: events.filter((e) => e.status === 'cancelled').length,
  };
}

// After the party

/** The entry log is there once an event has begun: on its day or after. */
export function entryLogAvailable(event: Pick<OfficeEventRow, 'date'>, today: string): boolean {
  return event.date <= today;
}

/** Sober monitors named, and of how many the school's ratio asks for (events with alcohol). */
export function monitorsText(event: Pick<OfficeEventRow, 'monitorsNamed' | 'monitorsRequired'>): string {
  return event.monitorsRequired === null ? String(event.monitorsNamed) : `${event.monitorsNamed} / ${event.monitorsRequired}`;
}

/** The report column: filed, due by when (once the deadline is known), MISSING past it; a dash when none is asked for. */
export function reportText(event: Pick<OfficeEventRow, 'report'>, formatInstant: (iso: string) => string): string {
  const { state, dueAt } = event.report;
  if (state === 'filed') return 'Filed';
  if (state === 'missing') return 'MISSING';
  if ((state === 'due' || state === 'notYet') && dueAt) return `Due ${formatInstant(dueAt)}`;
  return '—';
}
