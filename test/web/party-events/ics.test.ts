import { describe, expect, it } from 'vitest';
import { buildIcs, icsFileName } from '../../../shared/calendar-file';

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
  it('one VEVENT with DTSTART as the UTC instant of the venue wall time, SUMMARY, LOCATION, DESCRIPTION, URL', () => {
    const ics = buildIcs(base, new Date('2026-11-01T12:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // 9:30 PM Central Standard Time (UTC-6) in Texas.
    expect(lines).toContain('DTSTART:20261123T033000Z');
    expect(ics).not.toContain('TZID');
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

  it("uses each state's zone and its daylight-saving offset on the event's date", () => {
    const start = (event: Partial<typeof base>) => buildIcs({ ...base, ...event }).split('\r\n').find((l) => l.startsWith('DTSTART'));
    expect(start({ state: 'CA', date: '2027-07-04', time: '20:00' })).toBe('DTSTART:20270705T030000Z');
    expect(start({ state: 'NY', date: '2027-01-15', time: '09:05' })).toBe('DTSTART:20270115T140500Z');
    // Arizona keeps standard time all year.
    expect(start({ state: 'AZ', date: '2027-07-04', time: '20:00' })).toBe('DTSTART:20270705T030000Z');
    expect(start({ state: 'HI', date: '2027-07-04', time: '20:00' })).toBe('DTSTART:20270705T060000Z');
    // Either side of the spring change in Chicago (March 8, 2026).
    expect(start({ state: 'TX', date: '2026-03-07', time: '21:00' })).toBe('DTSTART:20260308T030000Z');
    expect(start({ state: 'TX', date: '2026-03-08', time: '21:00' })).toBe('DTSTART:20260309T020000Z');
  });

  it('names the file after the title', () => {
    expect(icsFileName('Derby Days Kickoff!')).toBe('derby-days-kickoff.ics');
  });
});
