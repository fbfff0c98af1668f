/** What a review-notice job carries (functions/lib/queue/jobs.ts): the event, the step its review reached, and the office's comment. */
import * as z from 'zod/mini';

export const reviewNoticeSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  state: z.enum(['submitted', 'returned', 'approved']),
  comment: z.nullable(z.string()),
});

export type ReviewNoticeMessage = z.infer<typeof reviewNoticeSchema>;
