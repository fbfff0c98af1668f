/**
 * What a notice job carries (functions/lib/queue/jobs.ts): a notice
 * e-mail — a cancelled ticket, a transfer offered, a transfer accepted —
 * naming what it is about (read again when sending) and the address.
 */
import * as z from 'zod/mini';

export const NOTICES = ['ticketCancelled', 'transferOffered', 'transferAccepted'] as const;
export type Notice = (typeof NOTICES)[number];

export const noticeMessageSchema = z.object({ notice: z.enum(NOTICES), id: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(3)) });

export type NoticeMessage = z.infer<typeof noticeMessageSchema>;
