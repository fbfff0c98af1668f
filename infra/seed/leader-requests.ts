/**
 * One pending leader request for a fresh `npm start`: the demo student asks
 * to be president of another chapter at their school, so the admin's
 * Approvals tab has something to review.
 */
import type { ChapterDetail } from '../../shared/api/types';
import { leaderRequestItems } from '../../functions/domains/people/roles/leader-requests';
import type { Item } from '../../functions/lib/db/table';
import { stableId } from '../../functions/lib/ids';
import type { SeedAccount } from './accounts';

/** A chapter of the school other than the demo leaders' one (fraternities first, so it differs in type too). */
function otherChapter(chapters: readonly ChapterDetail[], leaders: ChapterDetail): ChapterDetail | undefined {
  const here = chapters.filter((c) => c.schoolId === leaders.schoolId && c.id !== leaders.id);
  return here.find((c) => c.type === 'fraternity') ?? here[0];
}

/** The request's items (request, pending guard, the student's view); none without a student or another chapter. */
export function demoLeaderRequestItems(
  accounts: readonly SeedAccount[],
  chapters: readonly ChapterDetail[],
  leaders: ChapterDetail,
  now: Date,
): Item[] {
  const student = accounts.find((a) => a.kind === 'student');
  const chapter = otherChapter(chapters, leaders);
  if (!student || !chapter) return [];
  const items = leaderRequestItems({
    kind: 'leader',
    // Stable id: seeding twice gives the same request, not a second one.
    id: stableId(`seed:leader-request:${student.sub}:${chapter.id}`),
    userId: student.sub,
    fullName: student.fullName,
    email: student.email,
    chapterId: chapter.id,
    letters: chapter.letters,
    organizationName: chapter.name,
    schoolName: chapter.schoolName,
    type: chapter.type,
    requestedRole: 'president',
    message: `I was elected president of ${chapter.name} this spring.`,
    status: 'pending',
    createdAt: now.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
  });
  return [items.request, items.guard, items.view];
}
