/**
 * Replace Schools (docs/spec/leader-admin-side.md §2): the schools become the top national
 * universities of the shipped list (`topUniversitySchools`). Nothing is lost
 * silently:
 * - a school of the new set that exists keeps its id, and so its chapters,
 *   events, members and logo (matched by id, else by name and state);
 * - a school outside the set is deleted only while nothing refers to it
 *   (the same guarded deletion as the Schools tab); one that chapters or
 *   Greek-life events still refer to stays, and the preview lists it before
 *   the admin confirms. Organizations stay unchanged, as the spec warns.
 */
import type { ReplaceSchoolsPreview } from '../../../shared/api/admin-tools-types';
import type { AdminGate } from '../../lib/admin-gate';
import { adminGrantKey } from '../../domains/platform/admins';
import { lockedJob, readJobLock } from '../../domains/platform/data-tool-jobs';
import { schoolHasReferences, schoolRefs } from '../../domains/catalog/references';
import { listSchoolRecords, schoolItem, type SchoolRecord } from '../../domains/catalog/schools/schools';
import { statDeltaOp } from '../../domains/platform/stats';
import { transactWrite } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';
import { topUniversitySchools } from '../../domains/catalog/schools/universities';
import { forEachWithProgress, type ToolContext, type ToolOutcome } from './tool';

const sameSchool = (a: SchoolRecord, b: SchoolRecord) => a.name.toLowerCase() === b.name.toLowerCase() && a.state === b.state;

interface ReplacePlan {
  add: SchoolRecord[];
  keep: SchoolRecord[];
  /** Stored schools outside the new set. */
  outside: SchoolRecord[];
}

async function plan(): Promise<ReplacePlan> {
  const stored = await listSchoolRecords();
  const top = topUniversitySchools();
  const kept = new Set<string>();
  const add: SchoolRecord[] = [];
  const keep: SchoolRecord[] = [];
  for (const school of top) {
    const match = stored.find((s) => s.id === school.id) ?? stored.find((s) => !kept.has(s.id) && sameSchool(s, school));
    if (match) {
      kept.add(match.id);
      keep.push(match);
    } else add.push(school);
  }
  return { add, keep, outside: stored.filter((s) => !kept.has(s.id)) };
}

/**
 * What a run would do now: the figures and the schools that would stay
 * because something refers to them; with the job running now, if any, so the
 * page shows itself in one request. The caller's admin grant is
 * read with the data tools' lock (admin-gate.ts) and confirmed before the rest.
 */
export async function previewReplaceSchools(admin: AdminGate): Promise<ReplaceSchoolsPreview> {
  const lock = await readJobLock([adminGrantKey(admin.sub)]);
  admin.confirm(lock.alongside[0]);
  const [running, { add, keep, outside }] = await Promise.all([lock.jobId ? lockedJob(lock.jobId) : undefined, plan()]);
  const referenced = await Promise.all(outside.map((s) => schoolHasReferences(s.id)));
  const staying = outside.filter((_, i) => referenced[i]).map(({ id, name, state }) => ({ id, name, state }));
  return { running: running ?? null, keep: keep.length, add: add.length, remove: outside.length - staying.length, staying };
}

/** Deletes the school unless something refers to it (now, or by the time the guarded delete runs); true when deleted. */
async function removeIfUnreferenced(school: SchoolRecord): Promise<boolean> {
  const version = await schoolRefs.version(school.id);
  if (version === undefined) return false;
  if (await schoolHasReferences(school.id)) return false;
  try {
    await transactWrite([schoolRefs.deleteOp(school.id, version), statDeltaOp('schools', -1)]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Adds a school of the new set (once: a concurrent add of the same id is a no-op). */
async function addSchool(school: SchoolRecord): Promise<boolean> {
  try {
    await transactWrite([{ Put: { Item: schoolItem(school), ConditionExpression: 'attribute_not_exists(PK)' } }, statDeltaOp('schools', 1)]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function replaceSchools(ctx: ToolContext): Promise<ToolOutcome> {
  const { add, keep, outside } = await plan();
  let added = 0;
  let removed = 0;
  const work: (() => Promise<void>)[] = [
    ...add.map((s) => async () => {
      if (await addSchool(s)) added += 1;
    }),
    ...outside.map((s) => async () => {
      if (await removeIfUnreferenced(s)) removed += 1;
    }),
  ];
  await forEachWithProgress(work, ctx, (step) => step());
  const stayed = outside.length - removed;
  return {
    message: `Schools replaced: ${keep.length} kept, ${added} added, ${removed} removed${stayed ? `, ${stayed} kept because organizations or events refer to them` : ''}`,
    result: { kept: keep.length, added, removed, stayed },
  };
}
