/** What a phone-move job carries (functions/lib/queue/jobs.ts): the code itself, since the table keeps only its hash. */
import * as z from 'zod/mini';

export const phoneMoveCodeSchema = z.object({
  ticketId: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(3)),
  code: z.string().check(z.regex(/^\d{6}$/)),
});

export type PhoneMoveCodeMessage = z.infer<typeof phoneMoveCodeSchema>;
