/**
 * Demo events over the coming 60 days from `now`, generated with seeded
 * randomness (the same `now` gives the same events):
 * - Greek-life events at about half the schools (open, restricted, paid);
 * - party events at about a fifth of the chapters, some free, some paid, a
 *   few nearly sold out, and a full set at the demo chapter.
 * Dates are counted from "today" in each school's own time zone.
 */
import { addDays, format, parseISO } from 'date-fns';
import type { ChapterDetail, GreekEvent } from '../../shared/api/types';
import { todayInState } from '../../shared/dates';
import type { GreekEventType } from '../../shared/limits';
import type { SchoolRecord } from '../../functions/lib/db/schools';
import type { PartyEvent } from '../../functions/lib/db/party-events';
import { stableId } from '../../functions/lib/ids';
import { seededRandom, type Random } from '../../functions/lib/random';

export const SEED_DAYS = 60;

const PRICES = [500, 1000, 1500, 2000, 2500];
const GREEK_TIMES = ['12:00', '15:30', '17:00', '18:00', '19:00', '19:30', '20:00'];
const PARTY_TIMES = ['19:00', '20:00', '21:00', '21:30', '22:00'];

const GREEK_EVENTS: { title: string; organization: string; description: string }[] = [
  { title: 'Greek Week Kickoff', organization: 'Fraternity & Sorority Life', description: 'Opening night of Greek Week: games, food trucks and the chapter banner reveal.' },
  { title: 'Panhellenic Recruitment Info Night', organization: 'Panhellenic Council', description: 'Meet recruitment counselors and learn how sorority recruitment works.' },
  { title: 'IFC Philanthropy 5K', organization: 'Interfraternity Council', description: 'A campus fun run raising money for a local children’s hospital.' },
  { title: 'NPHC Step Show', organization: 'National Pan-Hellenic Council', description: 'The Divine Nine organizations take the stage for the annual step show.' },
  { title: 'Multicultural Greek Showcase', organization: 'Multicultural Greek Council', description: 'Culture, strolls and performances from multicultural chapters.' },
  { title: 'Greek Leadership Summit', organization: 'Fraternity & Sorority Life', description: 'Workshops for chapter officers on leadership, budgeting and risk management.' },
  { title: 'Homecoming Float Build', organization: 'Interfraternity Council', description: 'Chapters team up to build floats for the homecoming parade.' },
  { title: 'Dance Marathon', organization: 'Panhellenic Council', description: 'Twelve hours on your feet for the kids: teams, music and prizes.' },
  { title: 'Fraternity & Sorority Open House', organization: 'Fraternity & Sorority Life', description: 'Tour chapter houses and meet members from every council.' },
  { title: 'Greek Awards Gala', organization: 'Fraternity & Sorority Life', description: 'Celebrating the year’s achievements in scholarship, service and leadership.' },
];

const PARTY_THEMES = [
  'Neon Night', 'Spring Formal', 'Casino Night', 'Beach Bash', 'Toga Party', 'Date Dash', 'Barn Dance',
  '80s Throwback', 'Philanthropy Mixer', 'White Out', 'Masquerade Ball', 'Tailgate Social', 'Luau', 'Game Day Watch Party',
];
const DRESS_CODES = ['Casual', 'Cocktail attire', 'Theme costumes encouraged', 'All white', 'Formal', null];

function dateFrom(today: string, days: number): string {
  return format(addDays(parseISO(today), days), 'yyyy-MM-dd');
}

function greekEventType(rnd: Random): GreekEventType {
  const r = rnd.next();
  return r < 0.5 ? 'open' : r < 0.75 ? 'restricted' : 'paid';
}

/** Greek-life events at about half the schools (always at `alwaysAt`). */
export function demoGreekEvents(schools: readonly SchoolRecord[], now: Date, alwaysAt?: string): GreekEvent[] {
  const events: GreekEvent[] = [];
  for (const school of schools) {
    const rnd = seededRandom(`gevents:${school.id}:${now.toISOString().slice(0, 10)}`);
    const count = school.id === alwaysAt ? 3 : rnd.chance(0.5) ? rnd.int(1, 2) : 0;
    const today = todayInState(school.state, now);
    for (let n = 0; n < count; n++) {
      const template = rnd.pick(GREEK_EVENTS);
      const type = greekEventType(rnd);
      const attendees = rnd.int(5, 50) * 10;
      const going = rnd.int(0, Math.floor(attendees / 4));
      events.push({
        id: stableId(`gevent:${school.id}:${now.toISOString().slice(0, 10)}:${n}`),
        schoolId: school.id,
        schoolName: school.name,
        state: school.state,
        title: template.title,
        organization: template.organization,
        description: template.description,
        date: dateFrom(today, rnd.int(0, SEED_DAYS - 1)),
        time: rnd.pick(GREEK_TIMES),
        location: rnd.pick(['Student Union Ballroom', 'Main Quad', 'Campus Recreation Center', 'University Auditorium', 'Greek Village Lawn']),
        attendees,
        type,
        priceCents: type === 'paid' ? rnd.pick(PRICES) : 0,
        interestedCount: going + rnd.int(0, 40),
        goingCount: going,
      });
    }
  }
  return events;
}

function partyEvent(chapter: ChapterDetail, n: number, rnd: Random, now: Date, createdBy: string, opts: { nearlySoldOut?: boolean; free?: boolean } = {}): PartyEvent {
  const today = todayInState(chapter.state, now);
  const theme = rnd.pick(PARTY_THEMES);
  const maxAttendees = rnd.int(5, 30) * 10;
  const nearlySoldOut = opts.nearlySoldOut ?? rnd.chance(0.08);
  const free = opts.free ?? rnd.chance(0.45);
  const ticketsSold = nearlySoldOut ? maxAttendees - rnd.int(1, 5) : rnd.int(0, Math.floor(maxAttendees * 0.6));
  const alcoholAllowed = rnd.chance(0.4);
  const priceCents = free ? 0 : rnd.pick(PRICES);
  return {
    id: stableId(`event:${chapter.id}:${now.toISOString().slice(0, 10)}:${n}`),
    chapterId: chapter.id,
    nationalKey: chapter.nationalKey,
    // The chapter and school joined in at creation, as createPartyEvent does.
    letters: chapter.letters,
    organizationName: chapter.name,
    organizationType: chapter.type,
    schoolId: chapter.schoolId,
    schoolName: chapter.schoolName,
    state: chapter.state,
    title: theme,
    description: `${theme} hosted by ${chapter.name} at ${chapter.schoolName}. Bring your ticket's QR code to the door.`,
    date: dateFrom(today, rnd.int(0, SEED_DAYS - 1)),
    time: rnd.pick(PARTY_TIMES),
    location: rnd.pick([`${chapter.name} Chapter House`, 'Greek Row Pavilion', 'Downtown Event Hall', 'Campus Ballroom']),
    priceCents,
    maxAttendees,
    // Demo figures without ticket rows behind them (the "nearly sold out" events
    // show the Sold Out path); revenue matches them, nobody has checked in yet.
    ticketsSold,
    revenueCents: ticketsSold * priceCents,
    checkedIn: 0,
    interestedCount: 0,
    goingCount: 0,
    saveCount: 0,
    reviewCount: 0,
    ratingSum: 0,
    alcoholAllowed,
    dressCode: rnd.pick(DRESS_CODES),
    ageRestriction: alcoholAllowed ? '21+' : '18+',
    additionalInfo: rnd.chance(0.3) ? 'Valid student ID required at the door.' : null,
    status: 'active',
    createdBy,
    createdAt: now.toISOString(),
  };
}

/** Party events at about a fifth of the chapters, plus six at the demo chapter. */
export function demoPartyEvents(
  chapters: readonly ChapterDetail[],
  now: Date,
  demo?: { chapterId: string; createdBy: string },
): PartyEvent[] {
  const events: PartyEvent[] = [];
  for (const chapter of chapters) {
    const rnd = seededRandom(`events:${chapter.id}:${now.toISOString().slice(0, 10)}`);
    if (chapter.id === demo?.chapterId) {
      events.push(partyEvent(chapter, 0, rnd, now, demo.createdBy, { free: true, nearlySoldOut: false }));
      events.push(partyEvent(chapter, 1, rnd, now, demo.createdBy, { free: false, nearlySoldOut: false }));
      events.push(partyEvent(chapter, 2, rnd, now, demo.createdBy, { free: false, nearlySoldOut: true }));
      for (let n = 3; n < 6; n++) events.push(partyEvent(chapter, n, rnd, now, demo.createdBy));
      continue;
    }
    if (!rnd.chance(0.2)) continue;
    const count = rnd.int(1, 3);
    for (let n = 0; n < count; n++) events.push(partyEvent(chapter, n, rnd, now, 'seed'));
  }
  return events;
}
