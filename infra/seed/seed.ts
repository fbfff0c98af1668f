/**
 * Demo data for the local stack (issue 2 "Seed data"): all 273 schools, the
 * organizations placed by the same population service the API runs,
 * Greek-life and party events over the coming 60 days, and the demo
 * accounts' profiles, roles and admin grant, one pending leader request
 * (the demo student's), and the admin dashboard's counters matching all of
 * it. Writes with parallel BatchWrites. Reads TABLE_NAME and the endpoints
 * from the environment.
 */
import type { ChapterDetail } from '../../shared/api/types';
import { greekEventItem } from '../../functions/lib/db/greek-events';
import { partyEventItem } from '../../functions/lib/db/party-events';
import { putSchools } from '../../functions/lib/db/schools';
import { signupDayItem, statTotalsItem } from '../../functions/lib/db/stats';
import { batchPut } from '../../functions/lib/db/table';
import { CATALOG } from '../../functions/organizations/catalog';
import { placeChapters } from '../../functions/organizations/placement';
import { populateOrganizations } from '../../functions/organizations/populate';
import { accountItems, type SeedAccount } from './accounts';
import { demoGreekEvents, demoPartyEvents } from './events';
import { demoLeaderRequestItems } from './leader-requests';
import { demoSchools } from './schools';

export type { SeedAccount } from './accounts';

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

/** The demo leaders' chapter: the first sorority of the demo school. */
function demoChapter(chapters: readonly ChapterDetail[], schoolId: string): ChapterDetail | undefined {
  const here = chapters.filter((c) => c.schoolId === schoolId);
  return here.find((c) => c.type === 'sorority') ?? here[0];
}

/** Seeds the whole demo dataset into the configured table. */
export async function seedDemoData(opts: { accounts: SeedAccount[]; now?: Date }): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const schools = demoSchools();
  await putSchools(schools);
  await populateOrganizations(now);
  // Placement is deterministic: recomputing it gives exactly the stored chapters.
  const { chapters } = placeChapters(schools, CATALOG);

  const school = schools.find((s) => s.name === DEMO_SCHOOL_NAME) ?? schools[0]!;
  const chapter = demoChapter(chapters, school.id);
  const president = opts.accounts.find((a) => a.kind === 'president');
  const greekEvents = demoGreekEvents(schools, now, school.id);
  const partyEvents = demoPartyEvents(
    chapters,
    now,
    chapter ? { chapterId: chapter.id, createdBy: president?.sub ?? 'seed' } : undefined,
  );
  const leaderRequests = chapter ? demoLeaderRequestItems(opts.accounts, chapters, chapter, now) : [];
  const pendingApprovals = leaderRequests.filter((item) => item.entity === 'leaderRequest').length;
  await batchPut([
    ...greekEvents.map(greekEventItem),
    ...partyEvents.map(partyEventItem),
    ...(chapter ? accountItems(opts.accounts, chapter, now) : []),
    ...leaderRequests,
    // The admin stat cards read stored counters: set them to what was just written.
    statTotalsItem({
      users: opts.accounts.length,
      schools: schools.length,
      organizations: chapters.length,
      activeEvents: partyEvents.filter((e) => e.status === 'active').length,
      pendingApprovals,
    }),
    // The demo accounts signed up today (UTC, as sign-ups are counted).
    signupDayItem(now.toISOString().slice(0, 10), opts.accounts.length),
  ]);
  return {
    schools: schools.length,
    chapters: chapters.length,
    greekEvents: greekEvents.length,
    partyEvents: partyEvents.length,
    pendingApprovals,
    chapterName: chapter ? `${chapter.name}${chapter.letters ? ` (${chapter.letters})` : ''} at ${chapter.schoolName}` : undefined,
  };
}
