/**
 * Entry point of the local SQS process (`infra/local/sqs-local.ts` starts it
 * with `node --import tsx`): listens on `PORT` and creates the queues given
 * as JSON in `QUEUES` (messages live in memory, as in-flight work would on a
 * stopped machine: `npm start` begins with empty queues).
 */
import type { QueueSettings } from './queues';
import { startLocalSqs } from './server';

const running = await startLocalSqs({
  port: Number(process.env.PORT ?? 9324),
  host: process.env.HOST ?? '127.0.0.1',
  queues: JSON.parse(process.env.QUEUES ?? '[]') as { name: string; settings: QueueSettings }[],
});
console.log(`Local SQS running on ${running.endpoint}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void running.close().then(() => process.exit(0)));
}
