/** The Greek-life office: what an admin sends to grant an account the office of a school, and what the office sends back with an event. */
import * as z from 'zod/mini';
import { COMMENT_REQUIRED } from '../event-review';
import { plainText } from './common';

export const grantOfficeSchema = z.object({ schoolId: z.uuid('Invalid school') });

/** The office's comment when it returns an event to its chapter: what to change. */
export const REVIEW_COMMENT_MAX = 1000;

/** Returning an event: the comment is required (the chapter must know what to change). */
export const returnEventSchema = z.object({
  comment: z.string({ error: COMMENT_REQUIRED }).check(
    z.trim(),
    z.minLength(1, COMMENT_REQUIRED),
    z.maxLength(REVIEW_COMMENT_MAX, `Comment must be less than ${REVIEW_COMMENT_MAX} characters`),
    plainText('Comment', { multiline: true }),
  ),
});
