/**
 * A drop: a sale that opens at a set minute ("sales open at", entered in the
 * event's own zone like its date and time), a line that opens before it, and
 * the checkout window an admitted buyer holds a seat for. Read by the event
 * page, the Create Event form and the server alike.
 */
import { venueInstant } from './dates';

/** How long before the opening "Join the line" opens. */
export const LINE_OPENS_BEFORE_MS = 15 * 60_000;
/** How long an admitted buyer's seat is held for them to buy it. */
export const CHECKOUT_WINDOW_MS = 5 * 60_000;

/** A `yyyy-MM-ddTHH:mm` wall-clock time (what a `datetime-local` input gives). */
export const SALES_OPEN_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

export const SALES_NOT_OPEN = 'Ticket sales have not opened yet';
export const SALES_OPEN_AFTER_START = 'Sales must open before the event starts';
export const SALES_OPEN_IN_PAST = 'Sales must open in the future';
export const SALES_ALREADY_OPEN = 'Sales have already opened: the opening can no longer move';
export const JOIN_THE_LINE = 'Tickets for this event are sold through its line: join the line';
export const LINE_NOT_OPEN = 'The line opens 15 minutes before sales open';
export const LINE_SOLD_OUT = 'Sold out: every seat of this drop is taken';

/** An event as far as its drop is concerned. */
interface DropTimes {
  date: string;
  time: string;
  state: string;
  salesOpenAt?: string | null;
}

/** The instant sales open, or null when they opened with the event's creation (no drop). */
export function salesOpenInstant(event: DropTimes): Date | null {
  if (!event.salesOpenAt) return null;
  const [date, time] = event.salesOpenAt.split('T') as [string, string];
  return venueInstant(date, time, event.state);
}

/** True while `now` is before the opening. */
export function beforeSalesOpen(event: DropTimes, now: Date): boolean {
  const opens = salesOpenInstant(event);
  return opens !== null && now.getTime() < opens.getTime();
}

/** True from 15 minutes before the opening on (always, for an event without a drop). */
export function lineOpen(event: DropTimes, now: Date): boolean {
  const opens = salesOpenInstant(event);
  return opens === null || now.getTime() >= opens.getTime() - LINE_OPENS_BEFORE_MS;
}

/** Why a "sales open at" cannot stand for this event at `now` (null: it can). */
export function salesOpenRefusal(event: DropTimes, now: Date): string | null {
  const opens = salesOpenInstant(event);
  if (!opens) return null;
  if (opens.getTime() >= venueInstant(event.date, event.time, event.state).getTime()) return SALES_OPEN_AFTER_START;
  if (opens.getTime() <= now.getTime()) return SALES_OPEN_IN_PAST;
  return null;
}
