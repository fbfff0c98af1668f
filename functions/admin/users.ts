/**
 * The Users tab (leader side §2): every account, newest sign-up first, a
 * page at a time with a cursor, searchable by name, e-mail or phone.
 */
import type { AdminUserView, UserListResponse } from '../../shared/api/types';
import { getChaptersById } from '../lib/db/chapters';
import { InvalidCursorError } from '../lib/db/cursor';
import { listProfilesPage } from '../lib/db/profile-list';
import { badRequest } from '../lib/errors';
import { INVALID_CURSOR } from './messages';

/** Rows per page. */
export const USERS_PAGE_SIZE = 50;

export async function listUsers(query: { q?: string; cursor?: string }): Promise<UserListResponse> {
  let page;
  try {
    page = await listProfilesPage(query.q || undefined, USERS_PAGE_SIZE, query.cursor);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badRequest(INVALID_CURSOR);
    throw error;
  }
  const chapters = await getChaptersById(page.profiles.flatMap((p) => (p.chapterId ? [p.chapterId] : [])));
  const users: AdminUserView[] = page.profiles.map((p) => {
    const chapter = p.chapterId ? chapters.get(p.chapterId) : undefined;
    return {
      sub: p.sub,
      fullName: p.fullName,
      email: p.email,
      phone: p.phone,
      schoolName: p.schoolName,
      organization: chapter ? [chapter.letters, chapter.name].filter(Boolean).join(' ') : null,
      createdAt: p.createdAt,
    };
  });
  return { users, nextCursor: page.nextCursor };
}
