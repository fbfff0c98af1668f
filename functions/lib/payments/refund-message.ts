/** What the receipts queue carries to retry a cancelled ticket's failed refund (issue 14). */
import * as z from 'zod/mini';

export const refundRetryMessageSchema = z.object({ refundTicketId: z.string().check(z.minLength(1)) });

export type RefundRetryMessage = z.infer<typeof refundRetryMessageSchema>;
