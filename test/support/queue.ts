/**
 * A work queue of the test file's own on the local SQS (with its
 * dead-letter queue and the deployed redrive policy), consumed by the jobs
 * handler in this process — so no other file's consumer takes its
 * messages, and no other file's messages reach it.
 */
import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll } from 'vitest';
import { JOB_QUEUE } from '../../functions/lib/queue/queues';
import { LOCAL_AWS_ENV } from '../../infra/local/function-env';
import { startQueueConsumers, type QueueConsumers } from '../../infra/local/queue-consumer';
import { LOCAL_VISIBILITY_TIMEOUT_SECONDS } from '../../infra/local/sqs-local';

export interface TestQueue {
  readonly url: string;
  readonly deadLetterUrl: string;
  /** Messages waiting or in flight on the queue, and waiting in its dead-letter queue. */
  depth(): Promise<{ queued: number; deadLettered: number }>;
}

export function localSqsClient(endpoint: string): SQSClient {
  return new SQSClient({
    endpoint,
    region: LOCAL_AWS_ENV.AWS_REGION,
    credentials: { accessKeyId: LOCAL_AWS_ENV.AWS_ACCESS_KEY_ID, secretAccessKey: LOCAL_AWS_ENV.AWS_SECRET_ACCESS_KEY },
  });
}

/** Creates a work queue of its own (and its dead-letter queue, with the deployed redrive policy) on the local SQS. */
export async function createJobQueue(endpoint: string): Promise<TestQueue & { destroy(): void }> {
  const name = `jobs-${randomUUID().slice(0, 8)}`;
  const client = localSqsClient(endpoint);
  const timeout = String(LOCAL_VISIBILITY_TIMEOUT_SECONDS);
  const deadLetterUrl = (await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq`, Attributes: { VisibilityTimeout: timeout } }))).QueueUrl!;
  const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: deadLetterUrl, AttributeNames: ['QueueArn'] }));
  const redrive = JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: JOB_QUEUE.maxReceiveCount });
  const url = (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: { VisibilityTimeout: timeout, RedrivePolicy: redrive } }))).QueueUrl!;
  const count = async (queueUrl: string) => {
    const attributes = (
      await client.send(
        new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
      )
    ).Attributes!;
    return Number(attributes.ApproximateNumberOfMessages) + Number(attributes.ApproximateNumberOfMessagesNotVisible);
  };
  return {
    url,
    deadLetterUrl,
    depth: async () => ({ queued: await count(url), deadLettered: await count(deadLetterUrl) }),
    destroy: () => client.destroy(),
  };
}

/** Waits until every message of `queue` has been consumed (sent, or dead-lettered). */
export async function drained(queue: TestQueue, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await queue.depth()).queued > 0) {
    if (Date.now() > deadline) throw new Error(`the work queue still holds messages after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Points the work queue's environment (its URL, its dead-letter queue's) at `queue`. */
export function pointJobQueueAt(queue: Pick<TestQueue, 'url' | 'deadLetterUrl'>): void {
  process.env[JOB_QUEUE.urlEnv] = queue.url;
  process.env[JOB_QUEUE.deadLetterUrlEnv] = queue.deadLetterUrl;
}

/** Creates the file's work queue before its tests, points the environment at it and consumes it until the file ends. */
export function useJobQueue(): TestQueue {
  let queue: Awaited<ReturnType<typeof createJobQueue>> | undefined;
  let consumers: QueueConsumers | undefined;
  beforeAll(async () => {
    const endpoint = process.env.SQS_ENDPOINT;
    if (!endpoint) throw new Error('SQS_ENDPOINT is not set: useJobQueue() needs the integration project setup.');
    queue = await createJobQueue(endpoint);
    pointJobQueueAt(queue);
    consumers = startQueueConsumers(endpoint, [{ queue: JOB_QUEUE, url: queue.url }]);
  });
  afterAll(async () => {
    await consumers?.stop();
    queue?.destroy();
  });
  const started = () => {
    if (!queue) throw new Error('the work queue is not created yet (use it inside tests or hooks)');
    return queue;
  };
  return {
    get url() {
      return started().url;
    },
    get deadLetterUrl() {
      return started().deadLetterUrl;
    },
    depth: () => started().depth(),
  };
}
