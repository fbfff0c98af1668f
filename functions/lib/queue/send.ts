/**
 * Sends jobs to the work queue (`JOB_QUEUE`, whose consumer `functions/jobs`
 * runs them), and parks what the consumer can never run in its dead-letter
 * queue. The SQS SDK (about 30 KB of code) is loaded by the first message
 * rather than at every cold start of the functions that can queue one: most
 * of their requests queue nothing.
 */
import { loadConfig } from '../config';
import { jobSchema, type Job } from './jobs';

async function sendMessage(queueUrl: string, body: string, delaySeconds?: number): Promise<void> {
  const { sqsClient, SendMessageCommand } = await import('../clients/sqs-commands');
  await sqsClient().send(
    new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, ...(delaySeconds === undefined ? {} : { DelaySeconds: delaySeconds }) }),
  );
}

/**
 * Queues `job`, after `delaySeconds` when given. Throws when the job does not
 * pass the union the consumer reads with (nothing is sent: a job the consumer
 * would refuse never reaches the queue), or when SQS refuses it (after the SDK's retries).
 */
export async function queueJob(job: Job, delaySeconds?: number): Promise<void> {
  await sendMessage(loadConfig().jobQueueUrl, JSON.stringify(jobSchema.parse(job)), delaySeconds);
}

/** Parks a message the consumer can never run in the work queue's dead-letter queue, as it arrived. Throws when SQS refuses it. */
export async function parkInDeadLetterQueue(body: string): Promise<void> {
  await sendMessage(loadConfig().jobDeadLetterQueueUrl, body);
}
