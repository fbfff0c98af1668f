/**
 * The receipt's calendar file (issue 14): the event as an .ics VEVENT. The
 * start is the venue's wall-clock time in its own time zone
 * (`venueInstant`), written as UTC, so every calendar shows it at the right
 * moment wherever the reader is.
 */
import { createEvent } from 'ics';
import { venueInstant } from '../../../shared/dates';
import type { TicketRecord } from '../db/tickets';

/** How long a party is put in the calendar for: events have a start, not an end. */
const EVENT_HOURS = 4;

/** "Alpha Epsilon Phi (ΑΕΦ)", or the name alone for an organization without Greek letters. */
function hostName(organizationName: string, letters: string): string {
  return letters.trim() ? `${organizationName} (${letters.trim()})` : organizationName;
}

export function ticketCalendar(ticket: TicketRecord): string {
  const e = ticket.event;
  const start = venueInstant(e.date, e.time, e.state ?? '').getTime();
  const { error, value } = createEvent({
    uid: `${ticket.id}@greek-campus`,
    title: e.title,
    description: `${hostName(e.organizationName, e.letters)}. Show your ticket's QR code at the door.`,
    location: e.location,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: EVENT_HOURS },
    productId: 'greek-campus/tickets',
  });
  if (error || !value) throw error ?? new Error('Calendar file not built');
  return value;
}
