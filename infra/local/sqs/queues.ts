/**
 * The queues of the local SQS twin, in memory: messages, visibility,
 * receive counts and the redrive to a dead-letter queue, with SQS's own
 * rules (a message received more than `maxReceiveCount` times moves to the
 * dead-letter queue instead of being delivered again).
 */
import { createHash, randomUUID } from 'node:crypto';

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

export interface QueueMessage {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  /** Epoch ms from which the message can be received. */
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** The receipt handle of its latest receive (only that one deletes it). */
  receiptHandle?: string;
}

export interface QueueSettings {
  visibilityTimeoutSeconds: number;
  /** `deadLetterTargetArn` and `maxReceiveCount`, as SQS's RedrivePolicy. */
  redrive?: { deadLetterTargetArn: string; maxReceiveCount: number };
}

export class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

export const queueArn = (name: string) => `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${name}`;

class Queue {
  messages: QueueMessage[] = [];
  constructor(
    readonly name: string,
    public settings: QueueSettings,
  ) {}
}

export class QueueStore {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly now: () => number = Date.now) {}

  create(name: string, settings: QueueSettings): void {
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new SqsError('InvalidParameterValue', `Invalid queue name: ${name}`);
    const existing = this.queues.get(name);
    if (existing) existing.settings = settings;
    else this.queues.set(name, new Queue(name, settings));
  }

  private get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  }

  exists(name: string): boolean {
    return this.queues.has(name);
  }

  settings(name: string): QueueSettings {
    return this.get(name).settings;
  }

  send(name: string, body: string, delaySeconds = 0): QueueMessage {
    if (body.length === 0) throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    if (Buffer.byteLength(body) > 262_144) throw new SqsError('InvalidParameterValue', 'One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.');
    const at = this.now();
    const message: QueueMessage = { id: randomUUID(), body, md5: md5(body), sentAt: at, visibleAt: at + delaySeconds * 1000, receiveCount: 0 };
    this.get(name).messages.push(message);
    return message;
  }

  /** Up to `max` visible messages, made invisible for the visibility timeout; over-received ones go to the dead-letter queue. */
  receive(name: string, max: number, visibilityTimeoutSeconds?: number): QueueMessage[] {
    const queue = this.get(name);
    const at = this.now();
    const timeout = (visibilityTimeoutSeconds ?? queue.settings.visibilityTimeoutSeconds) * 1000;
    const received: QueueMessage[] = [];
    for (const message of [...queue.messages]) {
      if (received.length >= max) break;
      if (message.visibleAt > at) continue;
      const redrive = queue.settings.redrive;
      if (redrive && message.receiveCount >= redrive.maxReceiveCount) {
        this.moveToDeadLetter(queue, message, redrive.deadLetterTargetArn);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= at;
      message.visibleAt = at + timeout;
      message.receiptHandle = `${message.id}#${randomUUID()}`;
      received.push(message);
    }
    return received;
  }

  private moveToDeadLetter(queue: Queue, message: QueueMessage, targetArn: string): void {
    const target = this.get(targetArn.split(':').pop()!);
    queue.messages = queue.messages.filter((m) => m !== message);
    target.messages.push({ ...message, receiveCount: 0, visibleAt: this.now(), receiptHandle: undefined, firstReceivedAt: undefined });
  }

  private byHandle(queue: Queue, receiptHandle: string): QueueMessage | undefined {
    return queue.messages.find((m) => m.receiptHandle === receiptHandle);
  }

  delete(name: string, receiptHandle: string): void {
    const queue = this.get(name);
    const message = this.byHandle(queue, receiptHandle);
    // SQS accepts a stale handle of a message already gone; only a malformed one is an error.
    if (!receiptHandle.includes('#')) throw new SqsError('ReceiptHandleIsInvalid', 'The input receipt handle is invalid.');
    if (message) queue.messages = queue.messages.filter((m) => m !== message);
  }

  changeVisibility(name: string, receiptHandle: string, seconds: number): void {
    const message = this.byHandle(this.get(name), receiptHandle);
    if (!message) throw new SqsError('MessageNotInflight', 'The message referred to is not in flight.');
    message.visibleAt = this.now() + seconds * 1000;
  }

  purge(name: string): void {
    this.get(name).messages = [];
  }

  counts(name: string): { visible: number; inFlight: number } {
    const at = this.now();
    const messages = this.get(name).messages;
    const visible = messages.filter((m) => m.visibleAt <= at).length;
    return { visible, inFlight: messages.length - visible };
  }
}
