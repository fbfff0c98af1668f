/**
 * `npm start`: the whole platform on 127.0.0.1 in one supervised process —
 * DynamoDB Local, cognito-local, the local S3, aws-ses-v2-local, the local
 * SQS, the local API server and the Vite dev server. Data persists in
 * `.local/` (a second start finds it; `npm run reset` wipes it). Ctrl-C
 * stops every child by PID.
 *
 * `npm run start:built` (`--built`) serves the production build instead of
 * the dev server, from the local API server on the web port, as CloudFront
 * serves it: the offline app shell (My Tickets and the door after a reload
 * without a network) registers only in a production build.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resetClients } from '../../functions/lib/aws';
import { DEFAULT_TABLE_NAME } from '../../functions/lib/db/table-schema';
import type { RunningApiServer } from './api-server';
import { startPlatformApi } from './platform-api';
import { DEMO_PASSWORD } from './demo-accounts';
import { startEmulators, type Emulators } from './emulators';
import { applyFunctionEnv, LOCAL_AWS_ENV, stripeEnvFromProcess, type StripeEnv } from './function-env';
import { LOCAL_DIR } from './paths';
import { assertPortsFree, localPorts } from './ports';
import { ensureTable, ensureUserPool, seedAvailable, seedDemo } from './provision';
import { readState, writeState } from './state';
import { buildSpa, startWebDevServer, VITE_CONFIG, type RunningWeb } from './web-dev';

const STATE_FILE = path.join(LOCAL_DIR, 'state.json');

let emulators: Emulators | undefined;
let api: RunningApiServer | undefined;
let web: RunningWeb | undefined;
let stopping = false;

/** Stops everything that was started, in reverse order, then exits. */
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await web?.close().catch(() => undefined);
    await api?.close().catch(() => undefined);
    await emulators?.stop().catch(() => undefined);
  }
  process.exit(code);
}

function fail(message: string): Promise<never> {
  console.error(`✖ ${message}`);
  return shutdown(1);
}

async function main(): Promise<void> {
  Object.assign(process.env, LOCAL_AWS_ENV);
  const ports = localPorts();
  const tableName = process.env.TABLE_NAME || DEFAULT_TABLE_NAME;
  const built = process.argv.includes('--built');
  // Stripe test mode when the developer exported its keys; the sandbox gateway otherwise.
  const stripe = stripeEnvFromProcess();
  let state = readState(STATE_FILE);

  // Everything that would make the start fail halfway is checked first.
  if (!fs.existsSync(VITE_CONFIG)) return void (await fail('web/vite.config.ts is missing, so the web app cannot be served.'));
  if (!state.seededAt && !seedAvailable()) return void (await fail('infra/seed/seed.ts is missing, so the demo data cannot be seeded.'));
  await assertPortsFree(ports);

  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  console.log('Starting the local stack (DynamoDB Local, cognito-local, s3rver, aws-ses-v2-local, the local SQS)…');
  fs.mkdirSync(LOCAL_DIR, { recursive: true });
  const webOrigins = [`http://127.0.0.1:${ports.web}`, `http://localhost:${ports.web}`];
  emulators = await startEmulators({
    ports,
    dataDir: LOCAL_DIR,
    corsOrigins: webOrigins,
    onCode: ({ kind, destination, username, code }) =>
      console.log(`[cognito] ${kind === 'ForgotPassword' ? 'password reset' : 'confirmation'} code for ${destination ?? username ?? 'user'}: ${code}`),
  });
  const { endpoints } = emulators;

  await ensureTable(endpoints.dynamodb, tableName);
  const pool = await ensureUserPool(endpoints.cognito, state);
  // The demo accounts of a recreated pool keep their subs, so the seeded data still fits them.
  const previousDemoAccounts = pool.created ? (state.demoAccounts ?? []) : [];
  if (pool.created && state.seededAt) {
    console.warn('! The user pool was missing or outdated and has been recreated: the demo accounts are re-created; other sign-ups are gone.');
    state = { seedSummary: state.seedSummary, seededAt: state.seededAt, ticketSecret: state.ticketSecret };
  }
  // 256 random bits, made once: the QR codes of tickets already issued stay valid across restarts.
  const ticketSecret = state.ticketSecret ?? randomBytes(32).toString('base64url');
  state = { ...state, userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, ticketSecret };
  writeState(STATE_FILE, state);

  // Page cursors only live while someone scrolls a list: a new key each start is fine.
  const cursorSecret = randomBytes(32).toString('base64url');
  applyFunctionEnv({ endpoints, tableName, userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, ticketSecret, cursorSecret, stripe });
  resetClients();

  if (!state.seededAt) {
    console.log('Seeding the demo data (first start only)…');
    const { accounts, summary } = await seedDemo(endpoints.cognito, pool.userPoolId);
    state = { ...state, seededAt: new Date().toISOString(), demoAccounts: accounts, seedSummary: { ...summary } };
    writeState(STATE_FILE, state);
  } else if (!state.demoAccounts?.length) {
    // Pool recreated after seeding: bring the demo logins back (their subs change).
    const { ensureDemoAccounts } = await import('./demo-accounts');
    state = { ...state, demoAccounts: await ensureDemoAccounts(endpoints.cognito, pool.userPoolId, previousDemoAccounts) };
    writeState(STATE_FILE, state);
  }

  let webUrl: string;
  if (built) {
    console.log('Building the web app (production build)…');
    const spaDir = path.join(LOCAL_DIR, 'web-dist');
    await buildSpa(spaDir);
    api = await startPlatformApi({ port: ports.web, endpoints, pool, logRequests: true, spaDir });
    webUrl = api.url;
  } else {
    api = await startPlatformApi({ port: ports.api, endpoints, pool, logRequests: true });
    web = await startWebDevServer({ port: ports.web, apiUrl: api.url, endpoints });
    webUrl = web.url;
  }

  printBanner({
    web: webUrl,
    built,
    api: `${api.url}/api`,
    inbox: endpoints.ses,
    endpoints,
    poolId: pool.userPoolId,
    accounts: state.demoAccounts ?? [],
    summary: state.seedSummary,
    stripe,
  });

  const exited = await emulators.firstExit;
  if (!stopping) await fail(`${exited.name} stopped unexpectedly; see .local/logs/ for its output. Stopping everything.`);
}

/** How paid tickets are paid here: the sandbox and its test cards, or Stripe test mode. */
function paymentLines(stripe: StripeEnv | undefined, inbox: string, api: string): string[] {
  const receipts = `  Ticket receipts (event, amount, QR code) appear in the e-mail inbox: ${inbox}`;
  if (stripe) {
    return [
      '  Payments        Stripe TEST mode (STRIPE_SECRET_KEY is set): use Stripe\'s test cards, e.g. 4242 4242 4242 4242.',
      stripe.webhookSecret
        ? `                  Webhooks: stripe listen --forward-to ${api}/payments/webhook`
        : '                  STRIPE_WEBHOOK_SECRET is not set: webhooks are refused; the client confirmation issues tickets.',
      receipts,
    ];
  }
  return [
    '  Payments        sandbox (no Stripe key set): paid tickets take the test cards',
    '                    4242 4242 4242 4242  succeeds      4000 0000 0000 0002  is declined',
    '                  For Stripe test mode instead, export STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY',
    '                  and STRIPE_WEBHOOK_SECRET before npm start.',
    receipts,
  ];
}

/** "273 schools, 2,950 chapters, …" from the seed's summary. */
function describeSeed(summary: Record<string, unknown>): string {
  const count = (key: string, label: string): string | undefined =>
    typeof summary[key] === 'number' ? `${(summary[key] as number).toLocaleString('en-US')} ${label}` : undefined;
  const parts = [
    count('schools', 'schools'),
    count('chapters', 'chapters'),
    count('greekEvents', 'Greek-life events'),
    count('partyEvents', 'party events'),
  ].filter(Boolean);
  const chapter = typeof summary.chapterName === 'string' ? ` · demo leaders run ${summary.chapterName}` : '';
  return `${parts.join(', ')}${chapter}`;
}

function printBanner(info: {
  web: string;
  built: boolean;
  api: string;
  inbox: string;
  endpoints: Emulators['endpoints'];
  poolId: string;
  accounts: { kind: string; email: string }[];
  summary?: Record<string, unknown>;
  stripe?: StripeEnv;
}): void {
  const width = Math.max(...info.accounts.map((account) => account.kind.length), 5) + 2;
  const lines = [
    '',
    '  Greek Campus is running locally',
    '',
    `  Web app         ${info.web}   (${info.built ? 'production build: works offline after a first visit' : 'dev server; npm run start:built serves the production build, which works offline'})`,
    `  API             ${info.api}`,
    `  E-mail inbox    ${info.inbox}   (every mail sent; JSON at ${info.inbox}/store)`,
    '',
    ...(info.summary ? [`  Demo data       ${describeSeed(info.summary)}`, ''] : []),
    `  Demo accounts (password: ${DEMO_PASSWORD})`,
    ...info.accounts.map((account) => `    ${account.kind.replace('_', ' ').padEnd(width)}${account.email}`),
    '',
    '  Codes Cognito would e-mail or text (sign-up, Resend code, Forgot password) are printed here',
    `  as "[cognito] … code for …" and kept in .local/cognito/db/${info.poolId}.json (CODE=123456 fixes them).`,
    '  Make an account a platform admin: npm run admin:grant -- <email>',
    '',
    ...paymentLines(info.stripe, info.inbox, info.api),
    '',
    `  Emulators: DynamoDB ${info.endpoints.dynamodb} · Cognito ${info.endpoints.cognito} · S3 ${info.endpoints.s3} · SES ${info.endpoints.ses} · SQS ${info.endpoints.sqs}`,
    '  Data: .local/ (npm run reset wipes it) · Logs: .local/logs/ · Ctrl-C stops everything',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
