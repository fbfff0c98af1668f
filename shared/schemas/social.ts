/** Request schemas of follows and friends, shared by the SPA's forms and the handlers. */
import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { plainText } from './common';

/** Follow toggle: the desired state, so a retried request changes nothing twice. */
export const followSchema = z.object({ following: z.boolean() });

/** Friend search (Add): a name or an e-mail address; empty finds nobody. */
export const friendSearchQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(LIMITS.emailMax, 'Search is too long'), plainText('Search'))),
});

/** A friend request names the other person by id. */
export const friendRequestSchema = z.object({ userId: z.uuid('Invalid user') });
