/**
 * What an event-change job carries (functions/lib/queue/jobs.ts): the event,
 * the edit it tells of (its id: each holder is mailed once per edit), when
 * and where the event was and now is, and the page of tickets to go on from.
 */
import * as z from 'zod/mini';

const whenAndWhere = z.object({ date: z.string(), time: z.string(), location: z.string() });

export const eventChangeNoticeSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  editId: z.string().check(z.minLength(1)),
  before: whenAndWhere,
  after: whenAndWhere,
  /** The event's ticket index key the next page starts after; null: from the first ticket. */
  cursor: z.nullable(z.record(z.string(), z.string())),
});

export type EventChangeNoticeMessage = z.infer<typeof eventChangeNoticeSchema>;
/** When and where an event is, as a holder is told of it. */
export type WhenAndWhere = EventChangeNoticeMessage['before'];
