/** What the receipts queue carries to run (or resume) a cancelled event's job (issue 14). */
import * as z from 'zod/mini';

export const eventCancellationMessageSchema = z.object({ cancelledEventId: z.string().check(z.minLength(1)) });

export type EventCancellationMessage = z.infer<typeof eventCancellationMessageSchema>;
