/**
 * Which gateway the functions use: Stripe when `STRIPE_SECRET_KEY` is set,
 * else the sandbox — but the sandbox only against the emulators
 * (`DYNAMODB_ENDPOINT` set): in AWS a missing key is a deployment error, never
 * a silent switch to test cards that hand out paid tickets for free.
 */
import type { PaymentGateway } from './gateway';
import { loadStripeSecrets } from './secrets';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

let cached: { key: string; gateway: PaymentGateway } | undefined;

/** Builds the gateway the environment asks for. */
export function gatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey) {
    return new StripeGateway({
      secretKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      apiBase: env.STRIPE_API_BASE || undefined,
    });
  }
  if (env.DYNAMODB_ENDPOINT) return new SandboxGateway();
  throw new Error('STRIPE_SECRET_KEY is not set (the sandbox gateway only runs against the local emulators)');
}

/** The gateway, created once per environment (tests switch environments between files). */
export function paymentGateway(): PaymentGateway {
  const key = [process.env.STRIPE_SECRET_KEY, process.env.STRIPE_API_BASE, process.env.STRIPE_WEBHOOK_SECRET, process.env.DYNAMODB_ENDPOINT].join('|');
  if (!cached || cached.key !== key) cached = { key, gateway: gatewayFromEnv() };
  return cached.gateway;
}

/**
 * The gateway with its secrets loaded (in AWS they come from SSM on first
 * use): for code outside the payments function, whose handler loads them
 * first — ticket cancellations, the jobs consumer and the scheduled
 * sweep all refund.
 */
export async function loadedPaymentGateway(): Promise<PaymentGateway> {
  await loadStripeSecrets();
  return paymentGateway();
}
