import { describe, expect, it } from 'vitest';
import { buildIcs, icsFileName, offsetAt } from '../../../web/src/features/party-events/ics';

const base = {
  id: 'b0718293-a4b5-4c01-a2d3-5e6f708192a3',
  title: 'Derby Days Kickoff',
  date: '2026-11-22',
  time: '21:30',
  location: 'Sigma Chi House, 2509 Pearl St',
  description: 'Live music; western wear\nBring ID',
  state: 'TX',
  url: 'https://greek.example/party-events/b0718293-a4b5-4c01-a2d3-5e6f708192a3',
};

describe('Add to calendar (.ics)', () => {
  it('one VEVENT with DTSTART in the venue zone (TZID from the state), SUMMARY, LOCATION, DESCRIPTION, URL', () => {
    const ics = buildIcs(base, new Date('2026-11-01T12:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20261122T213000');
    expect(lines).toContain('TZID:America/Chicago');
    // Central Standard Time in November.
    expect(lines).toContain('TZOFFSETTO:-0600');
    expect(lines).toContain('SUMMARY:Derby Days Kickoff');
    expect(lines).toContain('LOCATION:Sigma Chi House\\, 2509 Pearl St');
    expect(lines).toContain('DESCRIPTION:Live music\\; western wear\\nBring ID');
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:${base.url}`);
    expect(lines).toContain('DTSTAMP:20261101T120000Z');
    expect(lines).toContain(`UID:${base.id}@greek-campus`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Folded to 75 octets.
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });

  it('uses each state zone and its daylight offset on the event date', () => {
    expect(buildIcs({ ...base, state: 'CA', date: '2027-07-04', time: '20:00' })).toContain('DTSTART;TZID=America/Los_Angeles:20270704T200000');
    expect(offsetAt('America/Los_Angeles', '2027-07-04', '20:00')).toBe('-0700');
    expect(offsetAt('America/New_York', '2027-01-15', '09:05')).toBe('-0500');
    expect(offsetAt('America/Phoenix', '2027-07-04', '20:00')).toBe('-0700');
  });

  it('names the file after the title', () => {
    expect(icsFileName('Derby Days Kickoff!')).toBe('derby-days-kickoff.ics');
  });
});
