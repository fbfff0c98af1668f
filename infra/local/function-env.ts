/**
 * The environment the feature handlers read (`functions/lib/config.ts`),
 * pointed at the emulators. The local API server runs the handlers in its
 * own process, so this is applied to `process.env`.
 */
import { QUEUES } from '../../functions/lib/queue/queues';
import { LOCAL_CREDENTIALS } from './credentials';
import type { EmulatorEndpoints } from './emulators';
import { localQueueUrl } from './sqs-local';

export interface LocalRuntime {
  endpoints: EmulatorEndpoints;
  tableName: string;
  userPoolId?: string;
  userPoolClientId?: string;
  /** The ticket QR signing secret; default `TEST_TICKET_SECRET` (tests). `npm start` keeps its own in `.local/state.json`. */
  ticketSecret?: string;
  /** The page-cursor signing secret; default `TEST_CURSOR_SECRET`. `npm start` makes a new one each start (cursors are short-lived). */
  cursorSecret?: string;
  /**
   * Stripe test-mode keys. Unset (the default), the payments function uses the
   * local sandbox gateway (test cards 4242 4242 4242 4242 / 4000 0000 0000 0002).
   */
  stripe?: StripeEnv;
}

/** Stripe test-mode configuration for the payments function (`sk_test_…`, `pk_test_…`, `whsec_…`). */
export interface StripeEnv {
  secretKey: string;
  publishableKey: string;
  /** Signing secret of the webhook endpoint (`stripe listen` prints one); unset: webhooks are refused. */
  webhookSecret?: string;
}

/** The fixed ticket secret of the test stacks (a test may sign a QR code with it). */
export const TEST_TICKET_SECRET = 'test-ticket-secret-0123456789abcdef0123456789abcdef';

/** The fixed page-cursor secret of the test stacks. */
export const TEST_CURSOR_SECRET = 'test-cursor-secret-0123456789abcdef0123456789abcdef';

/** The Stripe variables the payments function reads; removed unless configured, so a developer's shell never turns tests into Stripe calls. */
export const STRIPE_ENV_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENT_GATEWAY'] as const;

/** Stripe test mode from this process's environment, when `STRIPE_SECRET_KEY` and `STRIPE_PUBLISHABLE_KEY` are set (`npm start`). */
export function stripeEnvFromProcess(env: NodeJS.ProcessEnv = process.env): StripeEnv | undefined {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey || !publishableKey) return undefined;
  return { secretKey, publishableKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined };
}

/** Local credentials and region (`local`/`local`, us-east-1). */
export const LOCAL_AWS_ENV = {
  AWS_REGION: LOCAL_CREDENTIALS.region,
  AWS_DEFAULT_REGION: LOCAL_CREDENTIALS.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  // Node 20 is supported here; the SDK's notice about its future Node 22 floor is noise locally.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

/** The variables for handlers talking to the emulators. */
export function functionEnv(runtime: LocalRuntime): Record<string, string> {
  const env: Record<string, string> = {
    ...LOCAL_AWS_ENV,
    TABLE_NAME: runtime.tableName,
    MEDIA_BUCKET: 'event-media',
    LOGO_BUCKET: 'school-logos',
    DOCUMENT_BUCKET: 'event-documents',
    MEDIA_BASE_URL: `${runtime.endpoints.s3}/event-media`,
    LOGO_BASE_URL: `${runtime.endpoints.s3}/school-logos`,
    DYNAMODB_ENDPOINT: runtime.endpoints.dynamodb,
    S3_ENDPOINT: runtime.endpoints.s3,
    SES_ENDPOINT: runtime.endpoints.ses,
    COGNITO_ENDPOINT: runtime.endpoints.cognito,
    SQS_ENDPOINT: runtime.endpoints.sqs,
    // The business metrics' EMF lines are for CloudWatch, which is not here; the logs stay.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The admin data tools' jobs run in this process, not as a Lambda invoking itself (functions/admin/data-tools/dispatch.ts).
    DATA_TOOLS_RUN: 'in-process',
  };
  for (const queue of QUEUES) {
    env[queue.urlEnv] = localQueueUrl(runtime.endpoints.sqs, queue.name);
    env[queue.deadLetterUrlEnv] = localQueueUrl(runtime.endpoints.sqs, queue.deadLetterName);
  }
  if (runtime.userPoolId) env.USER_POOL_ID = runtime.userPoolId;
  if (runtime.userPoolClientId) env.USER_POOL_CLIENT_ID = runtime.userPoolClientId;
  env.TICKET_SECRET = runtime.ticketSecret ?? TEST_TICKET_SECRET;
  env.CURSOR_SECRET = runtime.cursorSecret ?? TEST_CURSOR_SECRET;
  if (runtime.stripe) {
    env.STRIPE_SECRET_KEY = runtime.stripe.secretKey;
    env.STRIPE_PUBLISHABLE_KEY = runtime.stripe.publishableKey;
    if (runtime.stripe.webhookSecret) env.STRIPE_WEBHOOK_SECRET = runtime.stripe.webhookSecret;
  }
  return env;
}

/** Removes the Stripe variables from an environment (the sandbox gateway is then used). */
export function clearStripeEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of STRIPE_ENV_NAMES) delete env[name];
}

/** Sets `functionEnv(runtime)` on this process, dropping credentials that would override ours. */
export function applyFunctionEnv(runtime: LocalRuntime): void {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  clearStripeEnv();
  Object.assign(process.env, functionEnv(runtime));
}
