/** What a refund retry job carries (functions/lib/queue/jobs.ts): the cancelled ticket whose refund failed. */
import * as z from 'zod/mini';

export const refundRetryMessageSchema = z.object({ refundTicketId: z.string().check(z.minLength(1)) });

export type RefundRetryMessage = z.infer<typeof refundRetryMessageSchema>;
