/**
 * The local SQS: the AWS JSON 1.0 protocol the current SDK speaks
 * (`X-Amz-Target: AmazonSQS.<Operation>`), for the operations the platform
 * and its tests use — queues with a redrive policy, send, receive with long
 * polling and visibility timeouts, delete, change visibility, purge, counts.
 * The real `@aws-sdk/client-sqs` talks to it unchanged (checksums included).
 */
import http from 'node:http';
import { queueArn, QueueStore, SqsError, LOCAL_ACCOUNT, type QueueSettings } from './queues';

type Body = Record<string, unknown>;

export interface LocalSqsOptions {
  port: number;
  host?: string;
  /** Queues created at start (name → settings); dead-letter queues first. */
  queues?: { name: string; settings: QueueSettings }[];
}

export interface RunningLocalSqs {
  endpoint: string;
  store: QueueStore;
  close(): Promise<void>;
}

const LONG_POLL_STEP_MS = 50;

function str(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new SqsError('MissingParameter', `The request must contain the parameter ${name}.`);
  return value;
}

function num(body: Body, name: string, fallback: number, max: number): number {
  const value = body[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new SqsError('InvalidParameterValue', `Value ${String(value)} for parameter ${name} is invalid.`);
  }
  return value;
}

const queueName = (url: string) => url.split('/').filter(Boolean).pop() ?? '';

function settingsFrom(attributes: Record<string, string> | undefined): QueueSettings {
  const settings: QueueSettings = { visibilityTimeoutSeconds: Number(attributes?.VisibilityTimeout ?? 30) };
  if (attributes?.RedrivePolicy) {
    const policy = JSON.parse(attributes.RedrivePolicy) as { deadLetterTargetArn: string; maxReceiveCount: number | string };
    settings.redrive = { deadLetterTargetArn: policy.deadLetterTargetArn, maxReceiveCount: Number(policy.maxReceiveCount) };
  }
  return settings;
}

export async function startLocalSqs(options: LocalSqsOptions): Promise<RunningLocalSqs> {
  const store = new QueueStore();
  const host = options.host ?? '127.0.0.1';
  for (const queue of options.queues ?? []) store.create(queue.name, queue.settings);
  let endpoint = '';
  const urlOf = (name: string) => `${endpoint}/${LOCAL_ACCOUNT}/${name}`;

  const operations: Record<string, (body: Body, closed: () => boolean) => Promise<Body> | Body> = {
    CreateQueue: (body) => {
      const name = str(body, 'QueueName');
      store.create(name, settingsFrom(body.Attributes as Record<string, string> | undefined));
      return { QueueUrl: urlOf(name) };
    },
    GetQueueUrl: (body) => {
      const name = str(body, 'QueueName');
      if (!store.exists(name)) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
      return { QueueUrl: urlOf(name) };
    },
    GetQueueAttributes: (body) => {
      const name = queueName(str(body, 'QueueUrl'));
      const settings = store.settings(name);
      const { visible, inFlight } = store.counts(name);
      const attributes: Record<string, string> = {
        QueueArn: queueArn(name),
        VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
        ApproximateNumberOfMessages: String(visible),
        ApproximateNumberOfMessagesNotVisible: String(inFlight),
      };
      if (settings.redrive) attributes.RedrivePolicy = JSON.stringify(settings.redrive);
      return { Attributes: attributes };
    },
    SendMessage: (body) => {
      const message = store.send(queueName(str(body, 'QueueUrl')), str(body, 'MessageBody'), num(body, 'DelaySeconds', 0, 900));
      return { MessageId: message.id, MD5OfMessageBody: message.md5 };
    },
    ReceiveMessage: async (body, closed) => {
      const name = queueName(str(body, 'QueueUrl'));
      const max = num(body, 'MaxNumberOfMessages', 1, 10);
      const wait = num(body, 'WaitTimeSeconds', 0, 20);
      const visibility = body.VisibilityTimeout === undefined ? undefined : num(body, 'VisibilityTimeout', 0, 43_200);
      const until = Date.now() + wait * 1000;
      let messages = store.receive(name, max, visibility);
      while (messages.length === 0 && Date.now() < until && !closed()) {
        await new Promise((resolve) => setTimeout(resolve, LONG_POLL_STEP_MS));
        messages = store.receive(name, max, visibility);
      }
      return {
        Messages: messages.map((m) => ({
          MessageId: m.id,
          ReceiptHandle: m.receiptHandle,
          MD5OfBody: m.md5,
          Body: m.body,
          Attributes: {
            ApproximateReceiveCount: String(m.receiveCount),
            SentTimestamp: String(m.sentAt),
            ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt ?? m.sentAt),
          },
        })),
      };
    },
    DeleteMessage: (body) => {
      store.delete(queueName(str(body, 'QueueUrl')), str(body, 'ReceiptHandle'));
      return {};
    },
    DeleteMessageBatch: (body) => {
      const name = queueName(str(body, 'QueueUrl'));
      const entries = (body.Entries ?? []) as { Id: string; ReceiptHandle: string }[];
      if (entries.length === 0 || entries.length > 10) throw new SqsError('InvalidParameterValue', 'A batch holds 1 to 10 entries.');
      for (const entry of entries) store.delete(name, entry.ReceiptHandle);
      return { Successful: entries.map((e) => ({ Id: e.Id })), Failed: [] };
    },
    ChangeMessageVisibility: (body) => {
      store.changeVisibility(queueName(str(body, 'QueueUrl')), str(body, 'ReceiptHandle'), num(body, 'VisibilityTimeout', 0, 43_200));
      return {};
    },
    PurgeQueue: (body) => {
      store.purge(queueName(str(body, 'QueueUrl')));
      return {};
    },
  };

  let closing = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let gone = false;
    res.on('close', () => (gone = true));
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, payload: Body, headers: Record<string, string> = {}) => {
        if (gone) return;
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': crypto.randomUUID(), ...headers });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'GET') return reply(200, { status: 'ok' }); // health check
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = operations[target.replace(/^AmazonSQS\./, '')];
      void (async () => {
        try {
          if (!operation) throw new SqsError('InvalidAction', `The action ${target} is not valid for this endpoint.`);
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Body;
          reply(200, await operation(body, () => gone || closing));
        } catch (error) {
          const known = error instanceof SqsError ? error : new SqsError('InternalFailure', error instanceof Error ? error.message : String(error), 500);
          reply(known.status, { __type: `com.amazonaws.sqs#${known.code}`, message: known.message }, { 'x-amzn-query-error': `${known.code};Sender` });
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  endpoint = `http://${host}:${options.port}`;
  return {
    endpoint,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
