/** What a waitlist notice job carries (functions/lib/queue/jobs.ts): someone in a waitlist is told a seat is theirs. */
import * as z from 'zod/mini';

export const waitlistNoticeSchema = z.object({
  waitlistNotice: z.enum(['issued', 'held']),
  to: z.string().check(z.minLength(3)),
  eventId: z.string().check(z.minLength(1)),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  /** The venue's state: the offer's end is said in its time zone. */
  state: z.string(),
  /** A held offer's end (ISO); null for an issued ticket. */
  expiresAt: z.nullable(z.string()),
});

export type WaitlistNotice = z.infer<typeof waitlistNoticeSchema>;
