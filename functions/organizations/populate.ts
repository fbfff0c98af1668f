/**
 * The population function (docs/spec/student-side.md §7 "populate-greek-orgs"): when no
 * organizations exist, create the nationals and place chapters at every
 * school. Safe to call many times at once:
 * - every item has a deterministic id and content, so concurrent callers
 *   write the same items and nothing is duplicated;
 * - the marker is completed with a conditional write, so exactly one caller
 *   reports `created: true`; the others, and every later call, report
 *   `created: false` with the counts and change nothing.
 * Every caller returns only after the data is in the table, so a page that
 * asked to populate can list the organizations right after.
 */
import type { PopulateResponse } from '../../shared/api/types';
import { putChapters } from '../domains/catalog/organizations/chapters';
import { clock } from '../lib/clock';
import { completePopulation, getPopulation } from '../domains/platform/meta';
import { putNationals } from '../domains/catalog/organizations/nationals';
import { refsTracked, schoolRefs } from '../domains/catalog/references';
import { listSchoolRecords, type SchoolRecord } from '../domains/catalog/schools/schools';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { CATALOG } from '../domains/catalog/organizations/catalog';
import { placeChapters } from '../domains/catalog/organizations/placement';

export async function populateOrganizations(now: Date = clock.now()): Promise<PopulateResponse> {
  const existing = await getPopulation();
  if (existing) return summary(false, existing);

  const schools = await withoutVanishedTracked(await listSchoolRecords());
  const { nationals, chapters } = placeChapters(schools, CATALOG);
  await Promise.all([putNationals(nationals), putChapters(chapters)]);
  const counts = { organizations: nationals.length, chapters: chapters.length, schools: schools.length };

  // With no schools yet there is nothing to place: leave the marker unset so
  // a later call, after schools exist, places the chapters.
  if (schools.length === 0) return { created: true, ...counts };

  const won = await completePopulation({ ...counts, completedAt: now.toISOString() });
  if (won) return { created: true, ...counts };
  return summary(false, (await getPopulation()) ?? counts);
}

/**
 * The schools to place chapters at, the tracked ones (added by an admin,
 * references.ts) bumped first so their deletion asks the indexes from now
 * on — before the chapters exist, so a deletion that read the school before
 * fails. A tracked school deleted meanwhile gets no chapters.
 */
async function withoutVanishedTracked(schools: SchoolRecord[]): Promise<SchoolRecord[]> {
  const kept = await Promise.all(
    schools.map(async (school) => {
      if (!refsTracked(school)) return school;
      try {
        await transactWrite([schoolRefs.bumpOp(school.id)]);
        return school;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    }),
  );
  return kept.filter((s): s is SchoolRecord => s !== undefined);
}

function summary(created: boolean, m: { organizations: number; chapters: number; schools: number }): PopulateResponse {
  return { created, organizations: m.organizations, chapters: m.chapters, schools: m.schools };
}
