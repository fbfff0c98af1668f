/**
 * Queues a cancelled event's job on the work queue (functions/jobs runs
 * it). A message lost here is not a job lost: cancelling the event
 * again (the button's retry) queues it once more, and the job resumes.
 */
import { queueJob } from '../../../lib/queue/send';
import { logger } from '../../../lib/logger';

export async function queueEventCancellation(eventId: string): Promise<void> {
  try {
    await queueJob({ kind: 'eventCancellation', cancelledEventId: eventId });
  } catch (error) {
    logger.error('Event cancellation job could not be queued', { eventId, error });
  }
}
