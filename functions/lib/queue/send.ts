/**
 * Sends one message to the platform's queue (`RECEIPT_QUEUE`, whose consumer
 * sends the mails and runs the queued jobs). The SQS SDK (about 30 KB of
 * code) is loaded by the first message rather than at every cold start of
 * the functions that can queue one: most of their requests queue nothing.
 */
import { loadConfig } from '../config';

/** Sends `message` as JSON; after `delaySeconds` when given. Throws when SQS refuses it (after the SDK's retries). */
export async function sendQueueMessage(message: unknown, delaySeconds?: number): Promise<void> {
  const { sqsClient, SendMessageCommand } = await import('../clients/sqs-commands');
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: loadConfig().receiptQueueUrl,
      MessageBody: JSON.stringify(message),
      ...(delaySeconds === undefined ? {} : { DelaySeconds: delaySeconds }),
    }),
  );
}
