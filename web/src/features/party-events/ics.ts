import { stateTimeZone } from '../../../../shared/states';

/** What an `.ics` file needs of an event. */
export interface IcsEvent {
  id: string;
  title: string;
  /** `yyyy-MM-dd`, the venue's calendar day. */
  date: string;
  /** `HH:mm`, the venue's wall clock. */
  time: string;
  location: string;
  description: string | null;
  /** The school's state: its zone is the venue's (DESIGN §1). */
  state: string;
  url: string;
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

/** `2026-11-22` + `21:30` → `20261122T213000` (a floating local time, qualified by TZID). */
function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** `2026-11-22T03:04:05.678Z` → `20261122T030405Z`. */
function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * The zone's UTC offset at the event's wall-clock time, as `-0600`. The
 * VTIMEZONE then carries the one offset that applies to this event, which
 * keeps the file valid (a TZID must be defined in the file) without a
 * zone database in the browser.
 */
export function offsetAt(timeZone: string, date: string, time: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const offsetMinutes = (at: number) => {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? '');
    if (!match) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  };
  // Wall time minus the offset is the instant; one correction handles a DST change between them.
  let offset = offsetMinutes(guess);
  offset = offsetMinutes(guess - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * An iCalendar file with one VEVENT: DTSTART in the venue's local time with
 * its TZID (the state's zone from `shared/states.ts`), SUMMARY, LOCATION,
 * DESCRIPTION and URL.
 */
export function buildIcs(event: IcsEvent, now: Date = new Date()): string {
  const tzid = stateTimeZone(event.state);
  const offset = offsetAt(tzid, event.date, event.time);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Greek Campus//Party Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.id}@greek-campus`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${tzid}:${localStamp(event.date, event.time)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description ?? '')}`,
    `URL:${event.url}`,
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
