/**
 * The one iCalendar (`.ics`) writer, for both sides: the SPA's "Add to
 * calendar" download and the ticket receipt's attachment. Written by hand
 * (RFC 5545's escaping and line folding are a few lines) rather than with a
 * library, which would weigh on the event page's JavaScript.
 */
import { venueInstant } from './dates';

/** What a calendar entry needs of an event. */
export interface CalendarEvent {
  /** What the entry is for (the event, or a ticket to it): its UID is `{id}@greek-campus`, so a calendar keeps one copy. */
  id: string;
  title: string;
  /** `yyyy-MM-dd`, the venue's calendar day. */
  date: string;
  /** `HH:mm`, the venue's wall clock. */
  time: string;
  /** The school's state: its time zone is the venue's. */
  state: string;
  location: string;
  description: string | null;
  /** The event's page. */
  url?: string;
  /** How long the calendar shows it for (events have a start, not an end); none: a start only. */
  durationHours?: number;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines start with a space, leaving 74.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `2026-11-22T03:04:05.678Z` → `20261122T030405Z` (RFC 5545 §3.3.5, UTC form). */
function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * An iCalendar file with one VEVENT: DTSTART as the UTC instant of the
 * venue's wall time (the school's state's zone, `shared/dates.ts`), so every
 * calendar places it right, wherever the reader is, without a time-zone
 * definition in the file; DURATION where given; SUMMARY, LOCATION,
 * DESCRIPTION and URL.
 */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Greek Campus//Party Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@greek-campus`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(venueInstant(event.date, event.time, event.state))}`,
    ...(event.durationHours ? [`DURATION:PT${event.durationHours}H`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description ?? '')}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name from the title: "Derby Days Kickoff" → "derby-days-kickoff.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'event'}.ics`;
}
