/**
 * The receipt's calendar file: the ticket's event as an .ics VEVENT
 * (`shared/calendar-file.ts`, the same writer as the SPA's "Add to
 * calendar"), starting at the venue's wall-clock time in its own time zone.
 */
import { buildIcs } from '../../../../shared/calendar-file';
import type { TicketRecord } from '../tickets';

/** How long a party is put in the calendar for: events have a start, not an end. */
const EVENT_HOURS = 4;

/** "Alpha Epsilon Phi (ΑΕΦ)", or the name alone for an organization without Greek letters. */
function hostName(organizationName: string, letters: string): string {
  return letters.trim() ? `${organizationName} (${letters.trim()})` : organizationName;
}

export function ticketCalendar(ticket: TicketRecord): string {
  const e = ticket.event;
  return buildIcs({
    id: ticket.id,
    title: e.title,
    date: e.date,
    time: e.time,
    state: e.state ?? '',
    location: e.location,
    description: `${hostName(e.organizationName, e.letters)}. Show your ticket's QR code at the door.`,
    durationHours: EVENT_HOURS,
  });
}
