import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDefinition } from '../../functions/lib/queue/queues';

export interface WorkQueueProps {
  definition: QueueDefinition;
  /** The consumer feature's Lambda (it gets the dead-letter queue's URL in its environment). */
  consumer: LambdaFunction;
}

/**
 * A queue of work done after a request has answered (functions/lib/queue/queues.ts):
 * SQS with a dead-letter queue after `maxReceiveCount` tries, encrypted and
 * TLS-only, consumed by its feature's Lambda in batches whose failed messages
 * alone are retried (ReportBatchItemFailures). The consumer may also send to
 * the dead-letter queue (its URL in `deadLetterUrlEnv`): a message it can
 * never run is parked there at once rather than tried `maxReceiveCount` times.
 */
export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    const { definition } = props;
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Two weeks, SQS's longest: time to notice, fix and redrive.
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });
    props.consumer.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 10, maxBatchingWindow: Duration.seconds(1), reportBatchItemFailures: true }),
    );
    this.deadLetterQueue.grantSendMessages(props.consumer);
    props.consumer.addEnvironment(definition.deadLetterUrlEnv, this.deadLetterQueue.queueUrl);
  }
}
