/**
 * The platform's queues: one definition that CDK deploys and the local SQS
 * twin creates, so both retry and dead-letter alike.
 */
/** The features that consume a queue (each has `functions/<name>/handler.ts`, an SQS handler). */
export type QueueConsumer = 'receipts';

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
}

/**
 * The work queue (named for its first job, ticket receipts): work done after
 * a request has answered, retried on failure, never blocking the request —
 * receipts and notices, refund retries, cancelled events' jobs, waitlist
 * offers, Send Feedback's mails.
 */
export const RECEIPT_QUEUE = {
  name: 'receipts',
  deadLetterName: 'receipts-dlq',
  maxReceiveCount: 5,
  visibilityTimeoutSeconds: 60,
  consumer: 'receipts',
  urlEnv: 'RECEIPT_QUEUE_URL',
} as const satisfies QueueDefinition;

export const QUEUES: readonly QueueDefinition[] = [RECEIPT_QUEUE];

/** The queue a consumer reads. */
export const queueOf = (consumer: QueueConsumer): QueueDefinition => QUEUES.find((q) => q.consumer === consumer)!;
