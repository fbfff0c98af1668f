/**
 * The local twin of Lambda's SQS event source mapping (infra/local/queue-consumer.ts)
 * against the local SQS: with `ReportBatchItemFailures`, only the messages the
 * handler names in `batchItemFailures` go back to the queue — to be delivered
 * again and, past `maxReceiveCount`, moved to the dead-letter queue — while the
 * rest of the batch is deleted and never delivered again; a handler that
 * throws returns its whole batch.
 */
import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUE } from '../../../functions/lib/queue/queues';
import { startQueueConsumers } from '../../../infra/local/queue-consumer';
import type { LambdaHandler } from '../../../infra/local/api/handlers';
import { localSqsClient } from '../../support/queue';

const endpoint = process.env.SQS_ENDPOINT!;
let client: ReturnType<typeof localSqsClient>;

beforeAll(() => {
  client = localSqsClient(endpoint);
});
afterAll(() => client.destroy());

/** A queue of the test's own: failed messages come back after a second, and go to the dead-letter queue at their second receive. */
async function newQueue(): Promise<{ name: string; url: string; deadLetterUrl: string }> {
  const name = `twin-${randomUUID().slice(0, 8)}`;
  const deadLetterUrl = (await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl!;
  const arn = (await client.send(new GetQueueAttributesCommand({ QueueUrl: deadLetterUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn;
  const redrive = JSON.stringify({ deadLetterTargetArn: arn, maxReceiveCount: 2 });
  const url = (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: { VisibilityTimeout: '1', RedrivePolicy: redrive } }))).QueueUrl!;
  return { name, url, deadLetterUrl };
}

async function depth(url: string): Promise<number> {
  const attributes = (
    await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }))
  ).Attributes!;
  return Number(attributes.ApproximateNumberOfMessages) + Number(attributes.ApproximateNumberOfMessagesNotVisible);
}

/** Every delivery the handler saw: each batch's bodies with their receive counts. */
type Deliveries = { body: string; receiveCount: string }[][];

/** Sends `bodies`, then consumes the queue with `answer` as the handler until it and its dead-letter queue settle as `settled`. */
async function consumeWith(bodies: string[], answer: (event: SQSEvent) => SQSBatchResponse, settled: { queued: number; deadLettered: number }) {
  const queue = await newQueue();
  for (const body of bodies) await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: body }));
  const deliveries: Deliveries = [];
  const handler = (async (event: SQSEvent) => {
    deliveries.push(event.Records.map((r) => ({ body: r.body, receiveCount: r.attributes.ApproximateReceiveCount })));
    return answer(event);
  }) as unknown as LambdaHandler;
  const consumers = startQueueConsumers(endpoint, [{ queue: { ...JOB_QUEUE, name: queue.name }, url: queue.url }], async () => handler);
  try {
    await expect
      .poll(async () => ({ queued: await depth(queue.url), deadLettered: await depth(queue.deadLetterUrl) }), { timeout: 30_000 })
      .toEqual(settled);
  } finally {
    await consumers.stop();
  }
  const parked = await client.send(new ReceiveMessageCommand({ QueueUrl: queue.deadLetterUrl, MaxNumberOfMessages: 10 }));
  return { deliveries, parked: (parked.Messages ?? []).map((m) => m.Body).sort() };
}

describe('the local event source mapping', () => {
  it('returns only the messages the handler reports failed: the others of the batch are never delivered again', async () => {
    const failing = (event: SQSEvent) => ({ batchItemFailures: event.Records.filter((r) => r.body === 'fails').map((r) => ({ itemIdentifier: r.messageId })) });
    const { deliveries, parked } = await consumeWith(['first', 'fails', 'third'], failing, { queued: 0, deadLettered: 1 });
    expect(deliveries[0]!.map((d) => d.body).sort()).toEqual(['fails', 'first', 'third']);
    const all = deliveries.flat();
    expect(all.filter((d) => d.body === 'first')).toHaveLength(1);
    expect(all.filter((d) => d.body === 'third')).toHaveLength(1);
    expect(all.filter((d) => d.body === 'fails').map((d) => d.receiveCount)).toEqual(['1', '2']);
    expect(parked).toEqual(['fails']);
  });

  it('returns the whole batch when the answer names a message that is not in it, as Lambda does', async () => {
    const { deliveries, parked } = await consumeWith(['one', 'two'], () => ({ batchItemFailures: [{ itemIdentifier: 'no-such-message' }] }), { queued: 0, deadLettered: 2 });
    expect(deliveries.flat().map((d) => d.receiveCount).sort()).toEqual(['1', '1', '2', '2']);
    expect(parked).toEqual(['one', 'two']);
  });
});
