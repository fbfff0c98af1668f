/**
 * Demo events over the coming 60 days from `now`, generated with seeded
 * randomness (the same UTC day gives the same events):
 * - Greek-life events at about half the schools (open, restricted, paid);
 * - party events at about a fifth of the chapters, some free, some paid, a
 *   few nearly sold out, some with alcohol, and a full set at the demo
 *   chapter (one with alcohol and one without among them).
 * Dates are counted from "today" in each school's own time zone. No two
 * events of one school (Greek life) or of one chapter (parties) share a title.
 */
import type { ChapterDetail, GreekEvent } from '../../shared/api/types';
import { addCalendarDays, todayInState } from '../../shared/dates';
import type { GreekEventType } from '../../shared/limits';
import type { SchoolRecord } from '../../functions/domains/catalog/schools/schools';
import { hostOf, withEventDefaults, type PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import { stableId } from '../../functions/lib/ids';
import { seededRandom, type Random } from '../../functions/lib/random';
import { SALES_WINDOW_MS, SEED_GUESTS } from './guests';

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

/** The UTC day that seeds the randomness (and the ids) of one seeding. */
const seedDay = (now: Date) => now.toISOString().slice(0, 10);

/** "Today" per state at `now`, each state computed once (thousands of chapters share a few zones). */
function todayByState(now: Date): (state: string) => string {
  const days = new Map<string, string>();
  return (state) => {
    let today = days.get(state);
    if (today === undefined) days.set(state, (today = todayInState(state, now)));
    return today;
  };
}

function greekEventType(rnd: Random): GreekEventType {
  const r = rnd.next();
  return r < 0.5 ? 'open' : r < 0.75 ? 'restricted' : 'paid';
}

/**
 * Greek-life events at about half the schools; always three at `alwaysAt`
 * (the demo school), from tomorrow on so a session that started before
 * midnight still finds them after it.
 */
export function demoGreekEvents(schools: readonly SchoolRecord[], now: Date, alwaysAt?: string): GreekEvent[] {
  const events: GreekEvent[] = [];
  const day = seedDay(now);
  const todayIn = todayByState(now);
  for (const school of schools) {
    const rnd = seededRandom(`gevents:${school.id}:${day}`);
    const count = school.id === alwaysAt ? 3 : rnd.chance(0.5) ? rnd.int(1, 2) : 0;
    if (count === 0) continue;
    const today = todayIn(school.state);
    const templates = rnd.sample(GREEK_EVENTS, count);
    for (const [n, template] of templates.entries()) {
      const type = greekEventType(rnd);
      const attendees = rnd.int(5, 50) * 10;
      events.push({
        id: stableId(`gevent:${school.id}:${day}:${n}`),
        schoolId: school.id,
        schoolName: school.name,
        state: school.state,
        title: template.title,
        organization: template.organization,
        description: template.description,
        date: addCalendarDays(today, rnd.int(school.id === alwaysAt ? 1 : 0, SEED_DAYS - 1)),
        time: rnd.pick(GREEK_TIMES),
        location: rnd.pick(['Student Union Ballroom', 'Main Quad', 'Campus Recreation Center', 'University Auditorium', 'Greek Village Lawn']),
        attendees,
        type,
        priceCents: type === 'paid' ? rnd.pick(PRICES) : 0,
        // Counts of RSVP items: the seed writes none, so nobody is interested yet.
        interestedCount: 0,
        goingCount: 0,
      });
    }
  }
  return events;
}

interface PartyOptions {
  nearlySoldOut?: boolean;
  free?: boolean;
  alcohol?: boolean;
  /** The earliest day from today it may fall on (0: today). */
  fromDay?: number;
}

/** What every event of one chapter in one seeding shares. */
interface ChapterSeeding {
  chapter: ChapterDetail;
  rnd: Random;
  now: Date;
  day: string;
  /** Today in the chapter's school's zone. */
  today: string;
  createdBy: string;
  /** True when the chapter's events sell tickets to the seed's guests (the demo chapter). */
  sells: boolean;
}

/**
 * Tickets the event has sold: at most one per seed guest (ticket-sales.ts
 * writes exactly that many real tickets). A nearly sold-out event is a small
 * one with 1–5 seats left; other chapters' events have sold none yet.
 */
function salesOf(rnd: Random, nearlySoldOut: boolean, sells: boolean): { ticketsSold: number; maxAttendees: number } {
  if (nearlySoldOut) {
    const ticketsSold = rnd.int(SEED_GUESTS - 4, SEED_GUESTS);
    return { ticketsSold, maxAttendees: ticketsSold + rnd.int(1, 5) };
  }
  return { ticketsSold: sells ? rnd.int(1, SEED_GUESTS) : 0, maxAttendees: rnd.int(5, 30) * 10 };
}

function partyEvent({ chapter, rnd, now, day, today, createdBy, sells }: ChapterSeeding, n: number, theme: string, opts: PartyOptions = {}): PartyEvent {
  const nearlySoldOut = opts.nearlySoldOut ?? rnd.chance(0.08);
  const free = opts.free ?? rnd.chance(0.45);
  const { ticketsSold, maxAttendees } = salesOf(rnd, nearlySoldOut, sells);
  const alcoholAllowed = opts.alcohol ?? rnd.chance(0.4);
  const priceCents = free ? 0 : rnd.pick(PRICES);
  return withEventDefaults({
    id: stableId(`event:${chapter.id}:${day}:${n}`),
    // The chapter and school joined in at creation, as createPartyEvent does.
    ...hostOf(chapter),
    title: theme,
    description: `${theme} hosted by ${chapter.name} at ${chapter.schoolName}. Bring your ticket's QR code to the door.`,
    date: addCalendarDays(today, rnd.int(opts.fromDay ?? 0, SEED_DAYS - 1)),
    time: rnd.pick(PARTY_TIMES),
    location: rnd.pick([`${chapter.name} Chapter House`, 'Greek Row Pavilion', 'Downtown Event Hall', 'Campus Ballroom']),
    priceCents,
    maxAttendees,
    // Backed by the tickets ticket-sales.ts writes; nobody has checked in yet.
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
    ageLimit: alcoholAllowed ? '21+' : '18+',
    additionalInfo: rnd.chance(0.3) ? 'Valid student ID required at the door.' : null,
    status: 'active',
    createdBy,
    // Listed a week ago, so its seeded sales spread over the days since.
    createdAt: new Date(now.getTime() - SALES_WINDOW_MS).toISOString(),
  });
}

/**
 * Party events at about a fifth of the chapters, plus six at the demo
 * chapter: a free one without alcohol, a paid one, a nearly sold-out one and
 * one with alcohol among them, all four from tomorrow on, so they are still
 * upcoming when a session that started before midnight goes on after it
 * (the bench measures the page of a party with alcohol and of one without).
 */
export function demoPartyEvents(
  chapters: readonly ChapterDetail[],
  now: Date,
  demo?: { chapterId: string; createdBy: string },
): PartyEvent[] {
  const events: PartyEvent[] = [];
  const day = seedDay(now);
  const todayIn = todayByState(now);
  for (const chapter of chapters) {
    const rnd = seededRandom(`events:${chapter.id}:${day}`);
    const isDemo = chapter.id === demo?.chapterId;
    if (!isDemo && !rnd.chance(0.2)) continue;
    const seeding: ChapterSeeding = { chapter, rnd, now, day, today: todayIn(chapter.state), createdBy: isDemo ? demo.createdBy : 'seed', sells: isDemo };
    const themes = rnd.sample(PARTY_THEMES, isDemo ? 6 : rnd.int(1, 3));
    const featured: PartyOptions[] = isDemo
      ? [
          { free: true, nearlySoldOut: false, alcohol: false, fromDay: 1 },
          { free: false, nearlySoldOut: false, fromDay: 1 },
          { free: false, nearlySoldOut: true, fromDay: 1 },
          { alcohol: true, fromDay: 1 },
        ]
      : [];
    for (const [n, theme] of themes.entries()) events.push(partyEvent(seeding, n, theme, featured[n]));
  }
  return events;
}
