/**
 * The Greek-life office's record of sober-monitor training: a chapter of its
 * own school's members with their training days, and one member's day
 * recorded or cleared — a day at the school not in the future nor absurdly
 * old, for a member of the chapter (checked on the table in the write's
 * transaction), audited in that same transaction.
 */
import type { ChapterTrainingResponse, MemberTrainingResponse } from '../../shared/api/monitor-training-types';
import type { OfficeStanding } from '../../shared/authz';
import type { Chapter } from '../../shared/api/catalog-types';
import { todayInState } from '../../shared/dates';
import { trainingDateProblem } from '../../shared/monitor-training';
import { getChapter } from '../domains/catalog/organizations/chapters';
import { membershipCheckOp, membershipIn, readChapterMembers } from '../domains/people/roles/chapter-members';
import { readTrainingTarget, writeTrainingDate } from '../domains/people/monitor-training';
import { auditOp } from '../domains/platform/audit';
import { requireOfficeOf } from '../lib/access';
import { badRequest, notFound } from '../lib/errors';

export const CHAPTER_NOT_FOUND = 'Chapter not found';
export const NOT_A_CHAPTER_MEMBER = 'This person is not a member of the chapter';

const chapterNameOf = (c: Pick<Chapter, 'letters' | 'name'>) => [c.letters, c.name].filter(Boolean).join(' ');

/** GET /office/chapters/{chapterId}/training: the chapter (one GetItem), then its members and their training in one Query of its member index. */
export async function readChapterTraining(office: OfficeStanding, chapterId: string): Promise<ChapterTrainingResponse> {
  const chapter = await getChapter(chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  requireOfficeOf(office, chapter.schoolId);
  const { sources, members } = await readChapterMembers(chapterId);
  const training = sources.training ?? new Map<string, string>();
  return {
    chapterId,
    chapterName: chapterNameOf(chapter),
    members: members.map((m) => ({ sub: m.sub, fullName: m.fullName || m.email || 'Member', trainedOn: training.get(m.sub) ?? null })),
  };
}

/**
 * PUT /office/chapters/{chapterId}/members/{sub}/training: the chapter, the
 * member's profile, the chapter's roles and its training item in ONE
 * strongly consistent BatchGet; refused (nothing written) for another school's chapter, a day
 * in the future or too old at the school, or someone not a member; then one
 * transaction: the day, the membership still holding, the audit entry.
 */
export async function recordMemberTraining(office: OfficeStanding, chapterId: string, sub: string, date: string | null, now: Date): Promise<MemberTrainingResponse> {
  const { chapter, profile, roles, recorded } = await readTrainingTarget(chapterId, sub);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  requireOfficeOf(office, chapter.schoolId);
  const problem = date && trainingDateProblem(date, todayInState(chapter.state, now));
  if (problem) throw badRequest(problem, [{ path: 'date', message: problem }]);
  const membership = membershipIn(chapterId, sub, profile, roles);
  if (!membership) throw notFound(NOT_A_CHAPTER_MEMBER);
  const audit = auditOp(
    { adminId: office.sub, action: date ? 'RECORD_MONITOR_TRAINING' : 'CLEAR_MONITOR_TRAINING', targetType: 'user', targetId: sub, details: { chapterId, date } },
    now,
  );
  if (!(await writeTrainingDate(chapterId, sub, date, recorded, [membershipCheckOp(chapterId, sub, membership), audit]))) throw notFound(NOT_A_CHAPTER_MEMBER);
  return { sub, trainedOn: date };
}
