/**
 * Populate Database and Redistribute Organizations Across Schools
 * (docs/spec/leader-admin-side.md §2, Seed Test Data): both add, at a school, the chapters the
 * placement service plans there (`functions/domains/catalog/organizations/placement.ts`:
 * deterministic ids, so running twice adds nothing twice) and whose national
 * the school does not have yet. Populate does it at every school;
 * Redistribute only at schools with fewer chapters than their size calls
 * for (new schools, emptied ones).
 *
 * Neither ever moves or deletes a chapter: a chapter carries its events,
 * officers, members and followers, and moving it to another campus would
 * strand them.
 */
import type { ChapterDetail } from '../../../shared/api/types';
import { chapterItem, listChaptersOfSchool, memberIndexMarker } from '../../domains/catalog/organizations/chapters';
import { getNational, putNationals } from '../../domains/catalog/organizations/nationals';
import { schoolRefs } from '../../domains/catalog/references';
import { listSchoolRecords, type SchoolRecord } from '../../domains/catalog/schools/schools';
import { statDeltaOp } from '../../domains/platform/stats';
import { transactWrite } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';
import { CATALOG } from '../../domains/catalog/organizations/catalog';
import { chapterRange, placeChapters } from '../../domains/catalog/organizations/placement';
import { forEachWithProgress, type ToolContext, type ToolOutcome } from './tool';

/**
 * Adds the school's planned chapters of nationals it lacks, in one
 * transaction with the school's reference bump (a school deleted meanwhile
 * refuses it) and the organizations counter. Returns how many were added.
 */
async function addMissingChapters(school: SchoolRecord, planned: readonly ChapterDetail[], existing: readonly { nationalKey: string }[]): Promise<number> {
  const have = new Set(existing.map((c) => c.nationalKey));
  const missing = planned.filter((c) => !have.has(c.nationalKey));
  if (missing.length === 0) return 0;
  try {
    await transactWrite([
      ...missing.map((c) => ({ Put: { Item: chapterItem(c), ConditionExpression: 'attribute_not_exists(PK)' } })),
      // At most 25 chapters a school (placement.ts): 2 × 25 + 2 operations, within a transaction's 100.
      ...missing.map((c) => ({ Put: { Item: memberIndexMarker(c.id) } })),
      schoolRefs.bumpOp(school.id),
      statDeltaOp('organizations', missing.length),
    ]);
    return missing.length;
  } catch (error) {
    // Added by another run, or the school deleted, meanwhile: nothing to add here now.
    if (isConditionFailure(error)) return 0;
    throw error;
  }
}

/** The nationals of the catalog that are not stored yet (an admin may have deleted none; new ones come with the catalog). */
async function storeMissingNationals(nationals: ReturnType<typeof placeChapters>['nationals']): Promise<void> {
  const found = await Promise.all(nationals.map((n) => getNational(n.key)));
  await putNationals(nationals.filter((_, i) => !found[i]));
}

async function placeAt(ctx: ToolContext, which: (school: SchoolRecord, chapters: number) => boolean): Promise<ToolOutcome> {
  const schools = await listSchoolRecords();
  const placement = placeChapters(schools, CATALOG);
  await storeMissingNationals(placement.nationals);
  const plannedBySchool = new Map<string, ChapterDetail[]>();
  for (const c of placement.chapters) plannedBySchool.set(c.schoolId, [...(plannedBySchool.get(c.schoolId) ?? []), c]);
  let added = 0;
  let schoolsChanged = 0;
  let chapters = 0;
  await forEachWithProgress(schools, ctx, async (school) => {
    const existing = await listChaptersOfSchool(school.id);
    const n = which(school, existing.length) ? await addMissingChapters(school, plannedBySchool.get(school.id) ?? [], existing) : 0;
    added += n;
    chapters += existing.length + n;
    if (n > 0) schoolsChanged += 1;
  });
  const n = (x: number) => x.toLocaleString('en-US');
  const all = `${n(chapters)} organizations at ${n(schools.length)} schools`;
  return {
    message: added ? `Added ${n(added)} organizations at ${n(schoolsChanged)} schools: ${all} in all` : `Every school already has its organizations: ${all}`,
    result: { added, schoolsChanged, organizations: chapters, schools: schools.length },
  };
}

/** Populate Database: every school gets the common fraternities and sororities planned for it. */
export function populateOrganizations(ctx: ToolContext): Promise<ToolOutcome> {
  return placeAt(ctx, () => true);
}

/** Redistribute Organizations Across Schools: schools with fewer chapters than their size calls for get theirs. */
export function redistributeOrganizations(ctx: ToolContext): Promise<ToolOutcome> {
  return placeAt(ctx, (school, chapters) => chapters < chapterRange(school)[0]);
}
