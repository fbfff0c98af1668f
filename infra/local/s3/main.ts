/**
 * Entry point of the local S3 process (`infra/local/s3-local.ts` starts it
 * with `node --import tsx`): s3rver on a private port, holding the buckets
 * (created when missing, their CORS rules applied on every start), behind
 * the policy gate on `PORT` (`policy-gate.ts`), which holds form uploads to
 * their signed POST policy, and every request to a private bucket
 * (`PRIVATE_BUCKETS`) to its signature, as S3 does.
 */
import { createRequire } from 'node:module';
import { startPolicyGate } from './policy-gate';

interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  accessKeys: Map<string, string>;
}
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: S3rverAccount };

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const host = process.env.HOST ?? '127.0.0.1';
const [accessKeyId, secretAccessKey] = env('ACCESS_KEY').split(':') as [string, string];
// s3rver otherwise knows only its built-in `S3RVER` key and refuses every other access key id.
DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
const cors = env('CORS_XML');

const s3rver = new S3rver({
  directory: env('DIRECTORY'),
  address: '127.0.0.1',
  port: 0,
  silent: true,
  vhostBuckets: false,
  configureBuckets: (JSON.parse(env('BUCKETS')) as string[]).map((name) => ({ name, configs: [cors] })),
});
const inner = await s3rver.run();
const gate = await startPolicyGate({
  port: Number(env('PORT')),
  host,
  upstream: { host: '127.0.0.1', port: inner.port },
  region: env('REGION'),
  secrets: Object.fromEntries(DUMMY_ACCOUNT.accessKeys),
  corsOrigins: JSON.parse(env('CORS_ORIGINS')) as string[],
  privateBuckets: JSON.parse(env('PRIVATE_BUCKETS')) as string[],
});
console.log(`Local S3 running on ${gate.endpoint} (s3rver behind it on port ${inner.port})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void Promise.all([gate.close(), s3rver.close()]).then(() => process.exit(0)));
}
