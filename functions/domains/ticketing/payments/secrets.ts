/**
 * Stripe's secret keys in AWS: SSM SecureString parameters (CloudFormation
 * cannot place those in a Lambda environment), read once per cold start
 * through the AWS Parameters and Secrets Lambda Extension that CDK attaches to
 * the payments function — it answers on localhost, so no SSM SDK is bundled.
 * The parameter names arrive as `STRIPE_SECRET_KEY_PARAM` and
 * `STRIPE_WEBHOOK_SECRET_PARAM`; the values are put where `select.ts` reads
 * them (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`). Locally and in tests
 * the values are plain environment variables and nothing is fetched.
 */

const EXTENSION = 'http://localhost:2773/systemsmanager/parameters/get';

/** One load per environment object (the process's, or a test's). */
const loads = new WeakMap<NodeJS.ProcessEnv, Promise<void>>();

async function readParameter(name: string, env: NodeJS.ProcessEnv, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(`${EXTENSION}?withDecryption=true&name=${encodeURIComponent(name)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!res.ok) throw new Error(`Could not read the SSM parameter ${name} (${res.status})`);
  const body = (await res.json()) as { Parameter?: { Value?: string } };
  const value = body.Parameter?.Value;
  if (!value) throw new Error(`The SSM parameter ${name} is empty`);
  return value;
}

/** Fills the Stripe secrets from SSM when only their parameter names are configured; once per process. */
export function loadStripeSecrets(env: NodeJS.ProcessEnv = process.env, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (env.STRIPE_SECRET_KEY || !env.STRIPE_SECRET_KEY_PARAM) return Promise.resolve();
  const existing = loads.get(env);
  if (existing) return existing;
  const loading = (async () => {
    const [secretKey, webhookSecret] = await Promise.all([
      readParameter(env.STRIPE_SECRET_KEY_PARAM!, env, fetchImpl),
      env.STRIPE_WEBHOOK_SECRET_PARAM ? readParameter(env.STRIPE_WEBHOOK_SECRET_PARAM, env, fetchImpl) : Promise.resolve(''),
    ]);
    env.STRIPE_SECRET_KEY = secretKey;
    if (webhookSecret) env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  })().catch((error: unknown) => {
    // A failed read is retried by the next request rather than cached.
    loads.delete(env);
    throw error;
  });
  loads.set(env, loading);
  return loading;
}
