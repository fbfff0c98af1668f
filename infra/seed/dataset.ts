/**
 * The whole demo dataset as plain data, from the demo accounts and one
 * instant: what `seedDemoData` writes, and what the seed's calendar test
 * checks on many days without a database.
 */
import type { ChapterDetail, GreekEvent } from '../../shared/api/types';
import type { PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import type { SchoolRecord } from '../../functions/domains/catalog/schools/schools';
import { signupDayItem, statTotalsItem } from '../../functions/domains/platform/stats';
import type { Item } from '../../functions/lib/db/table';
import { CATALOG } from '../../functions/domains/catalog/organizations/catalog';
import { placeChapters } from '../../functions/domains/catalog/organizations/placement';
import { accountItems, type SeedAccount } from './accounts';
import { demoGreekEvents, demoPartyEvents } from './events';
import { guestProfileItems, guestsJoinedAt, SEED_GUESTS, seedTickets, type SeedTicket } from './guests';
import { demoLeaderRequestItems } from './leader-requests';
import { demoSchools } from './schools';
import { statCounterItems } from './stat-counters';

/** The school whose chapter the demo leaders run (first school if missing). */
export const DEMO_SCHOOL_NAME = 'University of Alabama';

export interface SeedSummary {
  schools: number;
  chapters: number;
  greekEvents: number;
  partyEvents: number;
  /** Pending leader requests seeded (the demo student's, when there is another chapter). */
  pendingApprovals: number;
  /** The demo leaders' chapter, e.g. "Alpha Chi Omega (ΑΧΩ) at University of Alabama". */
  chapterName?: string;
}

/** Schools and their chapters: the same on every day. */
export interface DemoPlacement {
  schools: SchoolRecord[];
  chapters: ChapterDetail[];
}

export interface DemoDataset extends DemoPlacement {
  school: SchoolRecord;
  /** The demo leaders' chapter (none only when the demo school has no chapter). */
  chapter?: ChapterDetail;
  greekEvents: GreekEvent[];
  partyEvents: PartyEvent[];
  /** The tickets behind every party event's `ticketsSold`, unsigned (the seed signs them as it writes). */
  tickets: SeedTicket[];
  /** The demo accounts' profiles, roles and admin grant, the pending leader request, and the admin counters. */
  items: Item[];
  summary: SeedSummary;
}

/** Every demo school with the chapters the population service places there (deterministic). */
export function demoPlacement(): DemoPlacement {
  const schools = demoSchools();
  return { schools, chapters: placeChapters(schools, CATALOG).chapters };
}

/** The demo leaders' chapter: the first sorority of the demo school. */
function demoChapter(chapters: readonly ChapterDetail[], schoolId: string): ChapterDetail | undefined {
  const here = chapters.filter((c) => c.schoolId === schoolId);
  return here.find((c) => c.type === 'sorority') ?? here[0];
}

/**
 * The dataset seeded at `now`. `placement` may be passed by callers that
 * build many instants (it does not depend on the date).
 */
export function buildDemoDataset(accounts: readonly SeedAccount[], now: Date, placement: DemoPlacement = demoPlacement()): DemoDataset {
  const { schools, chapters } = placement;
  const school = schools.find((s) => s.name === DEMO_SCHOOL_NAME) ?? schools[0]!;
  const chapter = demoChapter(chapters, school.id);
  const president = accounts.find((a) => a.kind === 'president');
  const greekEvents = demoGreekEvents(schools, now, school.id);
  const partyEvents = demoPartyEvents(chapters, now, chapter ? { chapterId: chapter.id, createdBy: president?.sub ?? 'seed' } : undefined);
  const leaderRequests = chapter ? demoLeaderRequestItems(accounts, chapters, chapter, now) : [];
  const pendingApprovals = leaderRequests.filter((item) => item.entity === 'leaderRequest').length;
  const tickets = seedTickets(partyEvents, now);
  const people = [...(chapter ? accountItems(accounts, chapter, now) : []), ...guestProfileItems(tickets, school, now)];
  const items = [
    ...people,
    ...leaderRequests,
    ...statCounterItems(partyEvents, tickets, people.filter((i) => i.entity === 'profile')),
    // The admin stat cards read stored counters: set them to what the seed writes.
    statTotalsItem({
      users: accounts.length + SEED_GUESTS,
      schools: schools.length,
      organizations: chapters.length,
      activeEvents: partyEvents.filter((e) => e.status === 'active').length,
      pendingApprovals,
    }),
    // The demo accounts signed up today (UTC, as sign-ups are counted).
    signupDayItem(now.toISOString().slice(0, 10), accounts.length),
    signupDayItem(guestsJoinedAt(now).toISOString().slice(0, 10), SEED_GUESTS),
  ];
  return {
    schools,
    chapters,
    school,
    chapter,
    greekEvents,
    partyEvents,
    tickets,
    items,
    summary: {
      schools: schools.length,
      chapters: chapters.length,
      greekEvents: greekEvents.length,
      partyEvents: partyEvents.length,
      pendingApprovals,
      chapterName: chapter ? `${chapter.name}${chapter.letters ? ` (${chapter.letters})` : ''} at ${chapter.schoolName}` : undefined,
    },
  };
}
