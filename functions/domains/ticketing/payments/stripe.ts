/**
 * Stripe implementation of the gateway: PaymentIntents with the event and the
 * buyer in metadata, automatic payment methods (Elements in the dialog),
 * refunds keyed idempotently on the intent, webhooks verified with the SDK.
 *
 * Keys come from the environment: `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`,
 * `STRIPE_PUBLISHABLE_KEY`. In AWS the secret key is meant to come from the
 * SSM parameter named by `STRIPE_SECRET_KEY_PARAM`; `@aws-sdk/client-ssm` is
 * not installed, so that lookup is not implemented yet: set the variable.
 * `STRIPE_API_BASE` (e.g. `http://127.0.0.1:12111`) points the SDK at the
 * local stand-in in tests — Stripe has no emulator (docs/local-stack.md#payments).
 *
 * The SDK (about 240 KB) is imported on the first call that needs it, not when
 * the module loads: the functions that bundle the gateway for one path
 * (refunds in tickets and receipts, the webhook in payments) start without
 * evaluating it (docs/performance.md#budgets: module load ≤ 1.5× the DynamoDB client's).
 */
import type Stripe from 'stripe';
import { InvalidSignatureError, type CreateIntentInput, type GatewayEvent, type PaymentGateway, type PaymentIntentInfo } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** `http://host:port` of a stand-in; unset for api.stripe.com. */
  apiBase?: string;
}

function sdkOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 10_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return options;
}

function toInfo(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  const metadata = (pi.metadata ?? {}) as Record<string, string>;
  return {
    id: pi.id,
    status: pi.status,
    amountCents: pi.amount,
    currency: pi.currency,
    metadata: { eventId: metadata.eventId, sub: metadata.sub },
    clientSecret: pi.client_secret ?? null,
  };
}

/** The Stripe gateway. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly options: StripeGatewayOptions;
  private readonly webhookSecret: string | null;
  private sdk: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;

  constructor(options: StripeGatewayOptions) {
    this.options = options;
    this.webhookSecret = options.webhookSecret;
    this.publishableKey = options.publishableKey;
  }

  /** The SDK client, loaded and created on first use. */
  private client(): Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> {
    this.sdk ??= import('stripe').then(({ default: StripeSdk }) => ({
      stripe: new StripeSdk(this.options.secretKey, sdkOptions(this.options.apiBase)),
      errors: StripeSdk.errors,
    }));
    return this.sdk;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    const { stripe } = await this.client();
    const pi = await stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: input.currency,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true },
    });
    return toInfo(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | undefined> {
    const { stripe, errors } = await this.client();
    try {
      return toInfo(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')) {
        return undefined;
      }
      throw error;
    }
  }

  async refund(intentId: string): Promise<void> {
    const { stripe, errors } = await this.client();
    try {
      // The idempotency key makes a repeated refund (webhook retries, a second confirmation) one refund.
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` });
    } catch (error) {
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    const { stripe, errors } = await this.client();
    try {
      await stripe.paymentIntents.cancel(intentId);
      return true;
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded, is being paid or is cancelled already: which one?
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return (await this.retrieveIntent(intentId))?.status === 'canceled';
      }
      throw error;
    }
  }

  async verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): Promise<GatewayEvent> {
    if (!this.webhookSecret || !signatureHeader) throw new InvalidSignatureError();
    const { stripe } = await this.client();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw new InvalidSignatureError();
    }
    const object = event.data?.object as { object?: string } | undefined;
    const intent = object?.object === 'payment_intent' ? toInfo(object as Stripe.PaymentIntent) : null;
    return { type: event.type, intent };
  }
}
