/**
 * The jobs the work queue carries: one union, discriminated by `kind`, that
 * the producers send through (`send.ts` checks each job against it) and the
 * consumer reads with (`functions/jobs`), so a job is the same shape at
 * both ends. Each kind's payload is declared beside the code that does the
 * work; adding a kind is one line here and one entry in the consumer's table
 * (`functions/jobs/job-handlers.ts`), which the compiler requires.
 *
 * The payloads keep the fields they had before jobs carried a `kind`: a
 * consumer of the earlier code, still running while a deployment replaces
 * it, reads a job as the message it knew (an unknown `kind` is ignored),
 * and the consumer reads a message queued by earlier producers through
 * `functions/jobs/legacy-messages.ts`.
 */
import * as z from 'zod/mini';
import { eventCancellationMessageSchema } from '../../domains/ticketing/event-cancellation/message';
import { feedbackMessageSchema } from '../../domains/platform/feedback/message';
import { refundRetryMessageSchema } from '../../domains/ticketing/payments/refund-message';
import { noticeMessageSchema } from '../../domains/ticketing/notice-message';
import { phoneMoveCodeSchema } from '../../domains/ticketing/live/phone-move-message';
import { receiptMessageSchema } from '../../domains/ticketing/receipts/receipt-message';
import { waitlistNoticeSchema } from '../../domains/ticketing/waitlist/notice-message';
import { reviewNoticeSchema } from '../../domains/catalog/party-events/review-message';
import { requestDecisionSchema } from '../../domains/people/roles/request-decision-message';
import { eventChangeNoticeSchema } from '../../domains/ticketing/event-change/message';

const job = <K extends string, S extends z.ZodMiniObject>(kind: K, payload: S) => z.extend(payload, { kind: z.literal(kind) });

export const jobSchema = z.discriminatedUnion('kind', [
  /** A new ticket's receipt, with its QR and `.ics`. */
  job('receipt', receiptMessageSchema),
  /** A notice e-mail: a cancelled ticket, a transfer offered or accepted. */
  job('notice', noticeMessageSchema),
  /** A seat opened up for someone on a waitlist. */
  job('waitlistNotice', waitlistNoticeSchema),
  /** A cancelled ticket's refund that failed, attempted again. */
  job('refundRetry', refundRetryMessageSchema),
  /** A cancelled event's job, run or resumed page by page. */
  job('eventCancellation', eventCancellationMessageSchema),
  /** A Send Feedback message, mailed to the team once. */
  job('feedback', feedbackMessageSchema),
  /** The code that confirms moving a live ticket to another phone. */
  job('phoneMoveCode', phoneMoveCodeSchema),
  /** A step of the Greek-life office's review of an event, mailed to its chapter's leaders. */
  job('reviewNotice', reviewNoticeSchema),
  /** An admin's decision on a leader or office request, mailed to the person who filed it. */
  job('requestDecision', requestDecisionSchema),
  /** An event's new date, time or place, mailed to its ticket holders a page at a time. */
  job('eventChangeNotice', eventChangeNoticeSchema),
]);

export type Job = z.infer<typeof jobSchema>;
export type JobKind = Job['kind'];
/** The job of one kind. */
export type JobOf<K extends JobKind> = Extract<Job, { kind: K }>;

/** Every kind of the union, read from the union itself. */
export const JOB_KINDS: readonly JobKind[] = jobSchema.def.options.map((option) => option.shape.kind.def.values[0]!);
