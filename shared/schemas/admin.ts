import * as z from 'zod/mini';
import { ROLES } from '../limits';
import { pickedId, plainText } from './common';

/** docs/spec/leader-admin-side.md §5 "Direct role assignment": every missing piece gets the same sentence. */
export const MISSING_ASSIGNMENT = 'Missing Information: Please select a user, organization, and role';

/** Roles tab: assign a role without an approval. */
export const directRoleSchema = z.object({
  sub: pickedId(MISSING_ASSIGNMENT),
  chapterId: pickedId(MISSING_ASSIGNMENT),
  role: z.enum(ROLES, { error: MISSING_ASSIGNMENT }),
});

/** Roles tab's Remove: the chapter and the role. */
export const chapterRoleParams = z.object({
  id: z.uuid('Invalid id'),
  role: z.enum(ROLES, { error: 'Role must be president or media_manager' }),
});

/** Users tab: an optional search (name, e-mail or phone) and the next page's cursor. */
export const userListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be less than 100 characters'), plainText('Search'))),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

/** A user named in a path (a Cognito sub). */
export const userParam = z.object({ id: pickedId('Invalid user') });
