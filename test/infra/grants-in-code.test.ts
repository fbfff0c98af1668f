/**
 * Every deployed function's code uses exactly what infra/features.ts grants
 * it: the secrets it reads, and the AWS services it calls. In AWS a function
 * gets only its own grants; locally every handler runs in one process with
 * every secret and every permission, so neither the local stack nor the
 * integration tests would show a function that reaches a secret it is not
 * given (in AWS its reader throws: qr.ts `ticketSecret()`) or calls a service
 * it may not (AccessDenied), nor a grant its code never uses. Each entry is
 * bundled as CDK bundles it — its own code, tree-shaken and minified (no
 * comments), packages left out as imports — and searched for the names the
 * secret readers read and the AWS SDK clients it imports.
 */
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../functions/lib/queue/queues';
import { TICKET_KEY_HOLDERS } from '../../functions/lib/ticket-key-holders';
import { FEATURES } from '../../shared/api/routes';
import { BUNDLE_MAIN_FIELDS, BUNDLE_TARGET } from '../../infra/constructs/bundling';
import { handlerEntry, REPO_ROOT } from '../../infra/constructs/paths';
import { CONSUMER_ACCESS, FEATURE_ACCESS, SCHEDULED_ACCESS, SCHEDULED_FEATURE, type FeatureAccess } from '../../infra/features';

type SecretGrant = 'ticketSecret' | 'cursorSecret' | 'stripeSecrets';

/** Each secret grant, the names its readers read, and one reader to bundle alone (the check of the check). */
const SECRETS: readonly { grant: SecretGrant; reads: RegExp; reader: string }[] = [
  { grant: 'ticketSecret', reads: /\bTICKET_SECRET\b/, reader: "export { ticketSecret } from './functions/domains/ticketing/door/qr';" },
  { grant: 'cursorSecret', reads: /\bCURSOR_SECRET\b/, reader: "export { cursorSecret } from './functions/lib/db/cursor';" },
  // The values locally and once loaded, and the SSM parameter names they are loaded from in AWS.
  { grant: 'stripeSecrets', reads: /\bSTRIPE_(SECRET_KEY|WEBHOOK_SECRET)(_PARAM)?\b/, reader: "export { loadedPaymentGateway } from './functions/domains/ticketing/payments/select';" },
];

/** Each AWS service a grant allows, and the SDK client that calls it. */
const SERVICES: readonly { grant: string; client: string; granted: (access: FeatureAccess) => boolean }[] = [
  { grant: 'table', client: '@aws-sdk/client-dynamodb', granted: (a) => a.table !== 'none' },
  { grant: 'buckets', client: '@aws-sdk/client-s3', granted: (a) => a.mediaBucket !== 'none' || a.logoBucket !== 'none' || a.documentBucket !== 'none' },
  { grant: 'sendMail', client: '@aws-sdk/client-ses', granted: (a) => a.sendMail },
  { grant: 'cognito', client: '@aws-sdk/client-cognito-identity-provider', granted: (a) => a.cognito.length > 0 },
  { grant: 'sendsTo', client: '@aws-sdk/client-sqs', granted: (a) => a.sendsTo.length > 0 },
  { grant: 'invokesItself', client: '@aws-sdk/client-lambda', granted: (a) => a.invokesItself },
];

/** The AWS SDK clients a bundle imports (statically or by `import()`): packages stay imports, named in quotes. */
const clientsIn = (code: string): string[] => [...new Set([...code.matchAll(/["'](@aws-sdk\/client-[a-z0-9-]+)["']/g)].map((m) => m[1]!))].sort();

/** Every function the stack deploys (platform-stack.ts) with its grants. */
const DEPLOYED: readonly { name: string; access: FeatureAccess }[] = [
  ...FEATURES.map((name) => ({ name, access: FEATURE_ACCESS[name] })),
  ...QUEUES.map(({ consumer }) => ({ name: consumer, access: CONSUMER_ACCESS[consumer] })),
  { name: SCHEDULED_FEATURE, access: SCHEDULED_ACCESS },
];

const OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: BUNDLE_TARGET,
  mainFields: BUNDLE_MAIN_FIELDS,
  packages: 'external',
  minify: true,
  write: false,
  logLevel: 'silent',
  absWorkingDir: REPO_ROOT,
} as const;

const secretsIn = (code: string): SecretGrant[] => SECRETS.filter((s) => s.reads.test(code)).map((s) => s.grant);

const code = new Map<string, string>();

beforeAll(async () => {
  await Promise.all(
    DEPLOYED.map(async ({ name }) => {
      const { outputFiles } = await build({ ...OPTIONS, entryPoints: [handlerEntry(name)] });
      code.set(name, outputFiles.map((file) => file.text).join('\n'));
    }),
  );
});

describe('the secrets in each function’s code', () => {
  it('are recognised: each reader bundled alone reads its secret, and only it', async () => {
    for (const { grant, reader } of SECRETS) {
      const { outputFiles } = await build({ ...OPTIONS, stdin: { contents: reader, resolveDir: REPO_ROOT, loader: 'ts' } });
      expect(secretsIn(outputFiles[0]!.text), grant).toEqual([grant]);
    }
  });

  it('are exactly the secrets its grants give it, for every API feature, queue consumer and the scheduled sweep', () => {
    const granted = Object.fromEntries(DEPLOYED.map(({ name, access }) => [name, SECRETS.filter((s) => access[s.grant]).map((s) => s.grant)]));
    const read = Object.fromEntries(DEPLOYED.map(({ name }) => [name, secretsIn(code.get(name)!)]));
    expect(read).toEqual(granted);
  });

  it('give the ticket key to the functions of the one list of its holders, and to no other', () => {
    expect(DEPLOYED.filter(({ access }) => access.ticketSecret).map(({ name }) => name).sort()).toEqual([...TICKET_KEY_HOLDERS].sort());
  });
});

describe('the AWS services in each function’s code', () => {
  it('are exactly the services its grants allow, for every API feature, queue consumer and the scheduled sweep', () => {
    const allowed = Object.fromEntries(DEPLOYED.map(({ name, access }) => [name, SERVICES.filter((s) => s.granted(access)).map((s) => s.client).sort()]));
    const called = Object.fromEntries(DEPLOYED.map(({ name }) => [name, clientsIn(code.get(name)!)]));
    expect(called).toEqual(allowed);
  });
});
