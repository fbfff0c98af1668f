/**
 * The seeded pages the bench measures, each chosen by what it is, never by
 * where the day's seed puts it: the seed's randomness follows the date, so
 * "the first event listed" is a different kind of event from one day to the
 * next (an alcohol event's page once made a request a plain one does not).
 * What the seed guarantees on every day is proven by `test/unit/seed`; the
 * run prints what it chose.
 *
 * - school: the demo student's (three Greek-life events from tomorrow on),
 *   with its next Greek-life event;
 * - chapter: the demo president's (six parties of its own), with its next
 *   party without alcohol and its next with alcohol (one of each from
 *   tomorrow on);
 * - national: the one with chapters at the most schools (the longest
 *   chapter list);
 * - gallery: the first chapter listed of the national with the second most
 *   schools (another national page, so the plain one shows no gallery), where
 *   the bench adds a party and posts its photos.
 */
import type { ChapterDetail, GreekEvent, National } from '../../shared/api/types';
import { addCalendarDays, todayInState } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import { getChapter, listChaptersOfNational } from '../../functions/domains/catalog/organizations/chapters';
import { listSchoolGreekEventsFrom } from '../../functions/domains/catalog/greek-events/greek-events';
import { listNationals } from '../../functions/domains/catalog/organizations/nationals';
import { listActiveChapterEventsFrom, type PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import { getProfile } from '../../functions/domains/people/profiles';
import type { DemoAccount } from '../../infra/local/demo-accounts';

export interface BenchChoices {
  /** The demo school's next Greek-life event (its school is the measured school page). */
  greekEvent: GreekEvent;
  chapter: ChapterDetail;
  plainParty: PartyEvent;
  alcoholParty: PartyEvent;
  national: National;
  galleryChapter: ChapterDetail;
  /** One line per choice: what was chosen and why. */
  lines: string[];
}

type BenchAccount = Pick<DemoAccount, 'kind' | 'sub'>;

/** A demo account's profile (its school, its chapter). */
async function profileOf(accounts: readonly BenchAccount[], kind: DemoAccount['kind']) {
  const account = accounts.find((a) => a.kind === kind);
  const profile = account && (await getProfile(account.sub));
  if (!profile) throw new Error(`The seed has no profile for the demo ${kind}`);
  return profile;
}

async function chapterOf(id: string): Promise<ChapterDetail> {
  const chapter = await getChapter(id);
  if (!chapter) throw new Error(`Chapter ${id} is not in the table`);
  return chapter;
}

const named = (c: ChapterDetail) => `${c.name} at ${c.schoolName} (${c.id})`;

/** Picks every seeded page the bench measures, at `now`, from the table. */
export async function chooseBenchCases(accounts: readonly BenchAccount[], now = new Date()): Promise<BenchChoices> {
  const [student, president] = [await profileOf(accounts, 'student'), await profileOf(accounts, 'president')];
  if (!student.schoolId || !president.chapterId) throw new Error('The seed needs a demo student with a school and a demo president with a chapter');
  const chapter = await chapterOf(president.chapterId);
  // From tomorrow on in the chapter's zone: still upcoming if the run goes past midnight.
  const tomorrow = addCalendarDays(todayInState(chapter.state, now), 1);
  const [greek, parties, nationals] = await Promise.all([
    listSchoolGreekEventsFrom(student.schoolId, tomorrow, 1),
    listActiveChapterEventsFrom(chapter.id, tomorrow, LIMITS.partyEventsPerChapter),
    listNationals(),
  ]);
  const greekEvent = greek[0];
  const plainParty = parties.find((e) => !e.alcoholAllowed);
  const alcoholParty = parties.find((e) => e.alcoholAllowed);
  if (!greekEvent) throw new Error('The demo school has no Greek-life event from tomorrow on');
  if (!plainParty || !alcoholParty) throw new Error(`The demo chapter needs a party with alcohol and one without from tomorrow on; it has ${parties.length} parties`);
  const [national, galleryNational] = [...nationals].sort((a, b) => b.schoolCount - a.schoolCount || a.key.localeCompare(b.key));
  if (!national || !galleryNational) throw new Error('The directory needs two nationals');
  const galleryFirst = (await listChaptersOfNational(galleryNational.key)).find((c) => c.id !== chapter.id);
  if (!galleryFirst) throw new Error(`${galleryNational.name} has no chapter`);
  const galleryChapter = await chapterOf(galleryFirst.id);
  const party = (e: PartyEvent) => `"${e.title}" on ${e.date} (${e.id})`;
  return {
    greekEvent,
    chapter,
    plainParty,
    alcoholParty,
    national,
    galleryChapter,
    lines: [
      `school:             ${greekEvent.schoolName} (${greekEvent.schoolId}): the demo student's school`,
      `Greek-life event:   "${greekEvent.title}" on ${greekEvent.date} (${greekEvent.id}): the demo school's next from tomorrow on`,
      `chapter:            ${named(chapter)}: the demo president's chapter`,
      `party:              ${party(plainParty)}: the demo chapter's next without alcohol from tomorrow on`,
      `party with alcohol: ${party(alcoholParty)}: the demo chapter's next with alcohol from tomorrow on`,
      `national:           ${national.name} (${national.key}): chapters at the most schools (${national.schoolCount})`,
      `gallery chapter:    ${named(galleryChapter)}: first listed of ${galleryNational.name}, chapters at the second most schools (${galleryNational.schoolCount})`,
    ],
  };
}

export function printChoices(choices: BenchChoices): void {
  console.log('Cases, each chosen by what it is (not by where the day\'s seed puts it):');
  for (const line of choices.lines) console.log(`  ${line}`);
}
