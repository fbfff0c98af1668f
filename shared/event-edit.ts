import { beforeSalesOpen, SALES_ALREADY_OPEN } from './drops';
import { isEventOver } from './event-over';
import type { PartyEventFields } from './schemas/party-events';

/**
 * What an edit of a party event changed that a school's Greek-life office
 * reviews: an approved event whose date, time, place, size or alcohol changes
 * goes back to the office; a new title or description does not.
 */
export const OFFICE_RELEVANT_CHANGES = ['date', 'time', 'location', 'capacity', 'alcohol'] as const;
export type OfficeRelevantChange = (typeof OFFICE_RELEVANT_CHANGES)[number];

/** The event fields the office's review depends on. */
export type OfficeRelevantFields = Pick<PartyEventFields, 'date' | 'time' | 'location' | 'maxAttendees' | 'alcoholAllowed'>;

const fieldOf: Record<OfficeRelevantChange, (event: OfficeRelevantFields) => string | number | boolean> = {
  date: (e) => e.date,
  time: (e) => e.time,
  // Case and spacing are not a new place: "12 Elm St " and "12 elm st" are the same house.
  location: (e) => e.location.trim().replace(/\s+/g, ' ').toLowerCase(),
  capacity: (e) => e.maxAttendees,
  alcohol: (e) => e.alcoholAllowed,
};

/** Which of date, time, location, capacity and alcohol differ between the event before and after an edit (in that order). */
export function officeRelevantChanges(before: OfficeRelevantFields, after: OfficeRelevantFields): OfficeRelevantChange[] {
  return OFFICE_RELEVANT_CHANGES.filter((change) => fieldOf[change](before) !== fieldOf[change](after));
}

/** The changes ticket holders are told about by e-mail: when and where the event now is. */
export function holderRelevantChanges(before: OfficeRelevantFields, after: OfficeRelevantFields): OfficeRelevantChange[] {
  return officeRelevantChanges(before, after).filter((change) => change === 'date' || change === 'time' || change === 'location');
}

/** Why an event cannot be edited at all, or a field of it no longer changes (the API's refusals; the Edit Event form shows them by the field). */
export const EDIT_CANCELLED = 'A cancelled event cannot be edited';
export const EDIT_OVER = 'This event is over: it can no longer be edited';
export const PRICE_LOCKED = 'Tickets are sold: the price can no longer change';
export const TICKET_CODES_LOCKED = 'Tickets are sold: the ticket codes can no longer change';

/** What an event as stored allows an edit to change, each with the reason when it does not. */
export interface EditLocks {
  /** The whole event: cancelled, or over. */
  event: string | null;
  price: string | null;
  ticketCodes: string | null;
  /** A drop's opening, once sales have opened. */
  salesOpenAt: string | null;
  /** The lowest capacity allowed: the seats already taken. */
  minAttendees: number;
}

interface LockedBy extends Pick<PartyEventFields, 'date' | 'time' | 'salesOpenAt'> {
  status: string;
  state: string;
  ticketsSold: number;
}

/** The locks of `event` at `now` (the API decides on the stored event; the form shows the same rules ahead). */
export function editLocks(event: LockedBy, now: Date): EditLocks {
  const sold = event.ticketsSold > 0;
  return {
    event: event.status === 'cancelled' ? EDIT_CANCELLED : isEventOver(event, now) ? EDIT_OVER : null,
    price: sold ? PRICE_LOCKED : null,
    ticketCodes: sold ? TICKET_CODES_LOCKED : null,
    // Without a drop, sales opened with the event: none can be added.
    salesOpenAt: beforeSalesOpen(event, now) ? null : SALES_ALREADY_OPEN,
    minAttendees: event.ticketsSold,
  };
}

/**
 * True when saving `after` sends the approved, listed event back to the
 * office's review: it comes off sale until the office approves it again.
 */
export function sendsBackToReview(before: OfficeRelevantFields & { status: string; review?: { state: string } | undefined }, after: OfficeRelevantFields): boolean {
  return before.status === 'active' && before.review?.state === 'approved' && officeRelevantChanges(before, after).length > 0;
}
