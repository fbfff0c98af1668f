/**
 * The local SQS speaks the protocol of the real `@aws-sdk/client-sqs`
 * (checksums included) and keeps SQS's rules: in-flight messages are hidden,
 * come back when their visibility ends, leave only by their receipt handle,
 * and move to the dead-letter queue once received `maxReceiveCount` times.
 */
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  QueueDoesNotExist,
  ReceiveMessageCommand,
  SendMessageCommand,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/ports';
import { startLocalSqs, type RunningLocalSqs } from '../../../infra/local/sqs/server';
import { localSqsClient } from '../../support/queue';

let sqs: RunningLocalSqs;
let client: ReturnType<typeof localSqsClient>;

beforeAll(async () => {
  sqs = await startLocalSqs({ port: await freePort() });
  client = localSqsClient(sqs.endpoint);
});
afterAll(async () => {
  client.destroy();
  await sqs.close();
});

async function newQueue(name: string, maxReceiveCount = 3): Promise<{ url: string; dlq: string }> {
  const dlq = (await client.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl!;
  const arn = (await client.send(new GetQueueAttributesCommand({ QueueUrl: dlq, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn;
  const url = (
    await client.send(
      new CreateQueueCommand({ QueueName: name, Attributes: { VisibilityTimeout: '30', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: arn, maxReceiveCount }) } }),
    )
  ).QueueUrl!;
  return { url, dlq };
}

const receive = (url: string, visibility?: number) =>
  client.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, VisibilityTimeout: visibility, MessageSystemAttributeNames: ['All'] }));

describe('local SQS', () => {
  it('delivers a message with its checksum, hides it while in flight, and deletes it by its receipt handle', async () => {
    const { url } = await newQueue('basic');
    const sent = await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'ΑΕΦ receipt ✓' }));
    expect(sent.MessageId).toBeTruthy();
    const first = await receive(url);
    expect(first.Messages?.map((m) => [m.MessageId, m.Body, m.Attributes?.ApproximateReceiveCount])).toEqual([[sent.MessageId, 'ΑΕΦ receipt ✓', '1']]);
    expect((await receive(url)).Messages ?? []).toEqual([]);
    await client.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: first.Messages![0]!.ReceiptHandle }));
    await client.send(new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: first.Messages![0]!.ReceiptHandle, VisibilityTimeout: 0 })).catch(() => undefined);
    expect((await receive(url)).Messages ?? []).toEqual([]);
  });

  it('gives a message back when its visibility ends, counting each receive', async () => {
    const { url } = await newQueue('visibility');
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'again' }));
    const first = (await receive(url, 0)).Messages![0]!;
    const second = (await receive(url)).Messages![0]!;
    expect([first.MessageId, second.Attributes?.ApproximateReceiveCount]).toEqual([second.MessageId, '2']);
    await client.send(new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: second.ReceiptHandle, VisibilityTimeout: 0 }));
    expect((await receive(url)).Messages?.[0]?.Attributes?.ApproximateReceiveCount).toBe('3');
  });

  it('moves a message received maxReceiveCount times to the dead-letter queue', async () => {
    const { url, dlq } = await newQueue('redrive', 2);
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'poison' }));
    expect((await receive(url, 0)).Messages).toHaveLength(1);
    expect((await receive(url, 0)).Messages).toHaveLength(1);
    expect((await receive(url, 0)).Messages ?? []).toEqual([]);
    const dead = await receive(dlq);
    expect(dead.Messages?.map((m) => m.Body)).toEqual(['poison']);
  });

  it('wakes a long poll when a message arrives', async () => {
    const { url } = await newQueue('long-poll');
    const waiting = client.send(new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 20 }));
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'woken' }));
    expect((await waiting).Messages?.map((m) => m.Body)).toEqual(['woken']);
  });

  it('answers an unknown queue with QueueDoesNotExist', async () => {
    await expect(client.send(new SendMessageCommand({ QueueUrl: `${sqs.endpoint}/000000000000/nope`, MessageBody: 'x' }))).rejects.toBeInstanceOf(QueueDoesNotExist);
  });
});
