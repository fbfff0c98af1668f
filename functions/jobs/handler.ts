/**
 * Lambda of the `jobs` feature: the work queue's consumer (SQS event source
 * in AWS, `infra/local/queue-consumer.ts` locally). Each message is a job of
 * the union in `functions/lib/queue/jobs.ts`, run by its kind's handler
 * (`job-handlers.ts`). Powertools' batch processor reports the jobs that
 * failed alone (`batchItemFailures`): the queue delivers those again and,
 * after their last try, keeps them in its dead-letter queue; the others are
 * not run twice. A message that is no job would fail every try: it is
 * logged and parked in the dead-letter queue at once.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { parkInDeadLetterQueue } from '../lib/queue/send';
import { runJob } from './job-handlers';
import { readJob } from './read-job';

async function runRecord(record: SQSRecord): Promise<void> {
  const read = readJob(record.body);
  if ('job' in read) return runJob(read.job, record.attributes.ApproximateReceiveCount);
  logger.error('Message refused: not a job of the work queue; parked in its dead-letter queue', { messageId: record.messageId, reason: read.refused });
  // Throws when it cannot be parked: the message is reported, and the queue's redrive parks it after its last try.
  await parkInDeadLetterQueue(record.body);
}

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  if (context) logger.addContext(context);
  // A processor per batch: its state is one batch's, and locally two batches may run at once in one process.
  return processPartialResponse(event, runRecord, new BatchProcessor(EventType.SQS), {
    ...(context ? { context } : {}),
    // One job after the other, as before: a cancelled event's job is heavy on the table.
    processInParallel: false,
    // A batch whose every job failed is answered like any other (each message reported) rather than thrown: the same retries.
    throwOnFullBatchFailure: false,
  });
};
