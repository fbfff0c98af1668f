/**
 * The local sandbox gateway (docs/decisions.md#payments-behind-a-gateway-interface): used when no Stripe key is set and
 * the functions talk to the emulators. Intents live in the table; the test
 * card form (`sandboxCharge`) marks them paid: 4242 4242 4242 4242 (and
 * Stripe's other success test cards) with a future expiry and a valid
 * security code succeeds; what Stripe would refuse is refused with Stripe's
 * own text (`test-cards.ts`). No webhooks.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { HttpError } from '../../../lib/errors';
import { getSandboxIntent, markSandboxIntentCanceled, markSandboxIntentRefunded, markSandboxIntentSucceeded, putSandboxIntent, type SandboxIntent } from './sandbox-intents';
import type { SessionHolder } from '../../people/session-fence';
import { InvalidSignatureError, type CreateIntentInput, type GatewayEvent, type PaymentGateway, type PaymentIntentInfo } from './gateway';
import { cardRefusal, type CardDetails } from './test-cards';

function toInfo(intent: SandboxIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    metadata: { eventId: intent.eventId, sub: intent.sub },
    clientSecret: intent.clientSecret,
  };
}

/** The sandbox gateway. */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    // Shaped like Stripe's ids so the same code paths and logs read alike.
    const id = `pi_sandbox_${randomUUID().replace(/-/g, '')}`;
    const intent: SandboxIntent = {
      id,
      amountCents: input.amountCents,
      currency: input.currency,
      eventId: input.metadata.eventId,
      sub: input.metadata.sub,
      clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      status: 'requires_payment_method',
      refunded: false,
      createdAt: new Date().toISOString(),
    };
    await putSandboxIntent(intent);
    return toInfo(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | undefined> {
    const intent = await getSandboxIntent(id);
    return intent ? toInfo(intent) : undefined;
  }

  async refund(intentId: string): Promise<void> {
    await markSandboxIntentRefunded(intentId);
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    return markSandboxIntentCanceled(intentId);
  }

  async verifyWebhook(): Promise<GatewayEvent> {
    throw new InvalidSignatureError('The sandbox gateway receives no webhooks');
  }

  /**
   * Charges a test card on the caller's own intent at `now` (the expiry is
   * checked against it): a refused card answers 402 with Stripe's text and
   * leaves the intent unpaid. `noProfile`: the payer's account was deleted
   * (or signed out everywhere since their token's session began) meanwhile,
   * and nothing was charged.
   */
  async charge(intentId: string, payer: SessionHolder, card: CardDetails, now: Date): Promise<'succeeded' | 'noProfile'> {
    const intent = await getSandboxIntent(intentId);
    if (!intent || intent.sub !== payer.sub) throw new HttpError(404, 'Payment not found');
    const refusal = cardRefusal(card, now);
    if (refusal) throw new HttpError(402, refusal);
    const outcome = await markSandboxIntentSucceeded(intentId, payer);
    if (outcome === 'closed') throw new HttpError(409, 'This payment can no longer be charged');
    return outcome;
  }
}
