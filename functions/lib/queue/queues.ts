/**
 * The platform's queues: one definition that CDK deploys and the local SQS
 * twin creates, so both retry and dead-letter alike.
 */
/** The features that consume a queue (each has `functions/<name>/handler.ts`, an SQS handler). */
export type QueueConsumer = 'jobs';

export interface QueueDefinition {
  /** Local queue name (CDK names its own). */
  name: string;
  /** The dead-letter queue that takes a message after `maxReceiveCount` failed receives. */
  deadLetterName: string;
  maxReceiveCount: number;
  /** How long a received message stays hidden before a retry (longer than the consumer's timeout in AWS). */
  visibilityTimeoutSeconds: number;
  /** The feature whose handler consumes it (`functions/<feature>/handler.ts`). */
  consumer: QueueConsumer;
  /** The environment variable that carries its URL to the producers. */
  urlEnv: string;
  /** The environment variable that carries its dead-letter queue's URL to the consumer, which parks there what it can never run. */
  deadLetterUrlEnv: string;
}

/**
 * The work queue: work done after a request has answered, retried on
 * failure, never blocking the request. Each message is a job of one kind
 * (`jobs.ts`: receipts and notices, refund retries, cancelled events' jobs,
 * waitlist offers, Send Feedback's mails), run by `functions/jobs`.
 */
export const JOB_QUEUE = {
  name: 'jobs',
  deadLetterName: 'jobs-dlq',
  maxReceiveCount: 5,
  visibilityTimeoutSeconds: 60,
  consumer: 'jobs',
  urlEnv: 'JOB_QUEUE_URL',
  deadLetterUrlEnv: 'JOB_DEAD_LETTER_QUEUE_URL',
} as const satisfies QueueDefinition;

export const QUEUES: readonly QueueDefinition[] = [JOB_QUEUE];

/** The queue a consumer reads. */
export const queueOf = (consumer: QueueConsumer): QueueDefinition => QUEUES.find((q) => q.consumer === consumer)!;
