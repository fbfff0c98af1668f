/**
 * Messages queued before jobs carried a `kind`: at the deployment that added
 * kinds, the queue (and its dead-letter queue, from which messages may be
 * redriven for 14 days) may still hold them. Each earlier shape is told by
 * the field only it has, in the order the earlier consumer tried them, a
 * receipt last; it is given its kind, and the union then checks it as it
 * checks any job. Once no message from before that deployment can remain
 * (14 days after it), this file and its one call can go.
 */
import type { JobKind } from '../lib/queue/jobs';

const KIND_BY_FIELD: readonly (readonly [field: string, kind: JobKind])[] = [
  ['refundTicketId', 'refundRetry'],
  ['cancelledEventId', 'eventCancellation'],
  ['notice', 'notice'],
  ['waitlistNotice', 'waitlistNotice'],
  ['feedbackId', 'feedback'],
];

/** `message` with the kind its earlier shape stands for; anything that already names a kind, or is not an object, unchanged. */
export function withLegacyKind(message: unknown): unknown {
  if (typeof message !== 'object' || message === null || Array.isArray(message) || 'kind' in message) return message;
  const kind = KIND_BY_FIELD.find(([field]) => field in message)?.[1] ?? 'receipt';
  return { ...message, kind };
}
