/**
 * The payment gateway behind paid tickets (docs/decisions.md#payments-behind-a-gateway-interface): Stripe in
 * AWS, a local sandbox when no Stripe key is configured. Services only see
 * this interface, so issuance, refunds and checks are the same code for both.
 */

/** A payment intent as the services need it, whichever gateway made it. */
export interface PaymentIntentInfo {
  id: string;
  /** Stripe's statuses; only `succeeded` issues a ticket. */
  status: string;
  amountCents: number;
  currency: string;
  /** What we put in at creation: the event and the buyer. */
  metadata: { eventId?: string; sub?: string };
  clientSecret: string | null;
}

/** A verified webhook event: its type and, for payment-intent events, the intent. */
export interface GatewayEvent {
  type: string;
  intent: PaymentIntentInfo | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  metadata: { eventId: string; sub: string };
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  /** Stripe's publishable key for Elements; null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  /** The intent, or undefined when the gateway does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | undefined>;
  /** Refunds the whole intent; safe to repeat. */
  refund(intentId: string): Promise<void>;
  /**
   * Cancels an intent nobody paid, so it can never be paid later: true once it
   * is cancelled (by this call or before), false when it can no longer be
   * (paid meanwhile, or being paid).
   */
  cancelIntent(intentId: string): Promise<boolean>;
  /** Verifies a webhook over the RAW body bytes; throws `InvalidSignatureError` when it is not genuine. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): Promise<GatewayEvent>;
}

/** A webhook whose signature does not verify. */
export class InvalidSignatureError extends Error {
  constructor(message = 'Invalid signature') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}
