/** What a cancelled event's job carries on the work queue (functions/lib/queue/jobs.ts): the event, run or resumed. */
import * as z from 'zod/mini';

export const eventCancellationMessageSchema = z.object({ cancelledEventId: z.string().check(z.minLength(1)) });

export type EventCancellationMessage = z.infer<typeof eventCancellationMessageSchema>;
