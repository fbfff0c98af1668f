/**
 * The local twin of a Lambda SQS event source mapping: long-polls a queue on
 * the local SQS, invokes the consumer feature's handler with an `SQSEvent`
 * batch, deletes the messages it did not report as failed
 * (`ReportBatchItemFailures`, read as Lambda reads it: `messagesToRetry`),
 * and leaves the failed ones to come back after the visibility timeout —
 * and, past `maxReceiveCount`, to the local SQS's redrive into the
 * dead-letter queue.
 */
import { randomUUID } from 'node:crypto';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { QUEUES, type QueueDefinition } from '../../functions/lib/queue/queues';
import { lambdaContext } from './api/lambda-context';
import { featureHandlers, type HandlerLoader } from './api/handlers';
import { LOCAL_AWS_ENV } from './function-env';
import { queueArn } from './sqs/queues';
import { localQueueUrl } from './sqs-local';

export interface QueueConsumers {
  stop(): Promise<void>;
}

/** Seconds a receive waits for a message: short, so stopping is quick. */
const WAIT_SECONDS = 1;

function toRecord(message: Message, queue: QueueDefinition): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn(queue.name),
    awsRegion: LOCAL_AWS_ENV.AWS_REGION,
  };
}

/**
 * The messages of a batch that go back to the queue, decided from the
 * handler's answer as Lambda decides it with `ReportBatchItemFailures`: no
 * answer, or no `batchItemFailures`, is a complete success; the messages it
 * names go back alone; an answer Lambda cannot read — a list that is not a
 * list, an entry without an `itemIdentifier`, an empty one, or one naming no
 * message of the batch — fails the whole batch. (A handler that throws fails
 * the whole batch too.)
 */
export function messagesToRetry(batch: readonly string[], answer: unknown): Set<string> {
  if (answer === undefined || answer === null) return new Set();
  const failures = (answer as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  const named = Array.isArray(failures) ? failures.map((failure) => (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier) : [undefined];
  const readable = named.every((id): id is string => typeof id === 'string' && batch.includes(id));
  return new Set(readable ? named : batch);
}

async function consume(client: SQSClient, queue: QueueDefinition, url: string, loadHandler: HandlerLoader, stopped: () => boolean, signal: AbortSignal): Promise<void> {
  while (!stopped()) {
    let messages: Message[] = [];
    try {
      const received = await client.send(
        new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: WAIT_SECONDS, MessageSystemAttributeNames: ['All'] }),
        { abortSignal: signal },
      );
      messages = received.Messages ?? [];
    } catch (error) {
      if (stopped()) return;
      console.error(`[queue ${queue.name}] receive failed:`, error instanceof Error ? error.message : error);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    if (messages.length === 0) continue;
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, queue)) };
    const batch = messages.map((m) => m.MessageId!);
    let failed = new Set(batch);
    try {
      const handler = await loadHandler(queue.consumer);
      failed = messagesToRetry(batch, await handler(event as never, lambdaContext(queue.consumer, randomUUID(), 60_000)));
    } catch (error) {
      // A thrown handler fails the whole batch, as in Lambda.
      console.error(`[queue ${queue.name}] handler failed:`, error instanceof Error ? error.message : error);
    }
    const done = messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length > 0) {
      await client.send(
        new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }),
      );
    }
  }
}

/** A queue to consume: its definition and the URL to read (a test may give its own queue). */
export interface ConsumedQueue {
  queue: QueueDefinition;
  url: string;
}

/** Every queue of the platform on the local SQS at `sqsEndpoint`. */
export const platformQueues = (sqsEndpoint: string): ConsumedQueue[] => QUEUES.map((queue) => ({ queue, url: localQueueUrl(sqsEndpoint, queue.name) }));

/** Starts a consumer for each queue; `stop()` ends them after their current batch. */
export function startQueueConsumers(sqsEndpoint: string, queues = platformQueues(sqsEndpoint), loadHandler: HandlerLoader = featureHandlers): QueueConsumers {
  const client = new SQSClient({
    endpoint: sqsEndpoint,
    region: LOCAL_AWS_ENV.AWS_REGION,
    credentials: { accessKeyId: LOCAL_AWS_ENV.AWS_ACCESS_KEY_ID, secretAccessKey: LOCAL_AWS_ENV.AWS_SECRET_ACCESS_KEY },
  });
  let stopping = false;
  const abort = new AbortController();
  const loops = queues.map(({ queue, url }) => consume(client, queue, url, loadHandler, () => stopping, abort.signal));
  return {
    async stop() {
      stopping = true;
      abort.abort();
      await Promise.allSettled(loops);
      client.destroy();
    },
  };
}
