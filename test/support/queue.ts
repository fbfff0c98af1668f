/**
 * A receipt queue of the test file's own on the local SQS (with its
 * dead-letter queue and the deployed redrive policy), consumed by the
 * receipts handler in this process — so no other file's consumer takes its
 * messages, and no other file's messages reach it.
 */
import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll } from 'vitest';
import { RECEIPT_QUEUE } from '../../functions/lib/queue/queues';
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

/** Creates the file's receipt queue before its tests, points `RECEIPT_QUEUE_URL` at it and consumes it until the file ends. */
export function useReceiptQueue(): TestQueue {
  const name = `receipts-${randomUUID().slice(0, 8)}`;
  const urls = { url: '', deadLetterUrl: '' };
  let client: SQSClient | undefined;
  let consumers: QueueConsumers | undefined;
  beforeAll(async () => {
    const endpoint = process.env.SQS_ENDPOINT;
    if (!endpoint) throw new Error('SQS_ENDPOINT is not set: useReceiptQueue() needs the integration project setup.');
    client = localSqsClient(endpoint);
    const timeout = String(LOCAL_VISIBILITY_TIMEOUT_SECONDS);
    urls.deadLetterUrl = (await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq`, Attributes: { VisibilityTimeout: timeout } }))).QueueUrl!;
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: urls.deadLetterUrl, AttributeNames: ['QueueArn'] }));
    const redrive = JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: RECEIPT_QUEUE.maxReceiveCount });
    urls.url = (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: { VisibilityTimeout: timeout, RedrivePolicy: redrive } }))).QueueUrl!;
    process.env[RECEIPT_QUEUE.urlEnv] = urls.url;
    consumers = startQueueConsumers(endpoint, [{ queue: RECEIPT_QUEUE, url: urls.url }]);
  });
  afterAll(async () => {
    await consumers?.stop();
    client?.destroy();
  });
  const count = async (url: string) => {
    const { Attributes } = await client!.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
    );
    return Number(Attributes!.ApproximateNumberOfMessages) + Number(Attributes!.ApproximateNumberOfMessagesNotVisible);
  };
  return {
    get url() {
      return urls.url;
    },
    get deadLetterUrl() {
      return urls.deadLetterUrl;
    },
    async depth() {
      return { queued: await count(urls.url), deadLettered: await count(urls.deadLetterUrl) };
    },
  };
}
