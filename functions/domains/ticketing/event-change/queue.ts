/**
 * Queues the mails that tell an event's ticket holders its date, time or
 * place changed (notify.ts sends them, from the work queue's consumer, off
 * the request path). Each edit has an id of its own, so a holder is mailed
 * once per edit however often its job is delivered.
 */
import { randomUUID } from 'node:crypto';
import { holderRelevantChanges } from '../../../../shared/event-edit';
import { logger } from '../../../lib/logger';
import { queueJob } from '../../../lib/queue/send';
import type { EventChangeNoticeMessage, WhenAndWhere } from './message';

const whenAndWhere = ({ date, time, location }: WhenAndWhere): WhenAndWhere => ({ date, time, location });

/**
 * Queues the holders' notice of an edit from `before` to `after`, when the
 * date, time or place changed; nothing otherwise. A queue failure is logged
 * (the edit itself stands).
 */
export async function queueEventChangeNotice(eventId: string, before: Parameters<typeof holderRelevantChanges>[0], after: Parameters<typeof holderRelevantChanges>[1]): Promise<void> {
  if (holderRelevantChanges(before, after).length === 0) return;
  try {
    await queueEventChangePage({ eventId, editId: randomUUID(), before: whenAndWhere(before), after: whenAndWhere(after), cursor: null });
  } catch (error) {
    logger.error('Event change notice could not be queued', { eventId, error });
  }
}

/** Queues one page of the notice's job (throws when SQS refuses it). */
export async function queueEventChangePage(message: EventChangeNoticeMessage): Promise<void> {
  await queueJob({ kind: 'eventChangeNotice', ...message });
}
