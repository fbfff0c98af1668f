/**
 * Queues a cancelled event's job on the receipts queue (functions/receipts
 * runs it). A message lost here is not a job lost: cancelling the event
 * again (the button's retry) queues it once more, and the job resumes.
 */
import { sendQueueMessage } from '../queue/send';
import { logger } from '../logger';
import type { EventCancellationMessage } from './message';

export async function queueEventCancellation(eventId: string): Promise<void> {
  const message: EventCancellationMessage = { cancelledEventId: eventId };
  try {
    await sendQueueMessage(message);
  } catch (error) {
    logger.error('Event cancellation job could not be queued', { eventId, error });
  }
}
