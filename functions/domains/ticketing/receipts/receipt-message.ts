/** What a receipt job carries (functions/lib/queue/jobs.ts): the ticket (read again when sending) and the address the buyer had at purchase. */
import * as z from 'zod/mini';

export const receiptMessageSchema = z.object({ ticketId: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(3)) });

export type ReceiptMessage = z.infer<typeof receiptMessageSchema>;
