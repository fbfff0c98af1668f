/**
 * The payments' part of the scheduled sweep: money is never kept without a
 * ticket because a buyer's page, the function confirming it or Stripe's
 * webhook died halfway. Every payment intent started more than a few
 * minutes ago and not yet settled (db/unsettled-payments.ts) is looked at:
 * - its payment guard names a ticket: settled;
 * - its guard names a refund: the refund is asked for again (idempotent per
 *   intent: the claim may have been written by a process that died before
 *   refunding), then settled;
 * - no guard, and the gateway says it was paid: settled as the buyer's
 *   confirmation would settle it — the ticket when a seat can be had, else
 *   the refund; one of the two, whoever else settles it at the same moment;
 * - cancelled, or unknown to the gateway: nothing was paid, settled;
 * - not paid yet: looked at again later, and once abandoned (an hour old)
 *   cancelled at the gateway, so nobody can pay it unseen.
 * A settled intent is forgotten; one whose look failed stays due and the
 * next sweep tries again.
 */
import { HttpError } from '../../../lib/errors';
import { logger } from '../../../lib/logger';
import { ABANDONED_AFTER_MS, claimsOf, forgetPayments, lookAgainLater, unsettledPaymentsDueBy, type UnsettledPayment } from './unsettled-payments';
import type { IntentClaim } from '../issuance/purchase-state';
import type { PaymentGateway } from './gateway';
import { loadedPaymentGateway } from './select';
import { settlePaidIntent } from './settle-intent';

// A sweep's share (the next sweep, 5 minutes later, takes the rest), and how many are looked at at once (gateway calls in flight).
const PAYMENTS_PER_SWEEP = 100;
const AT_ONCE = 10;

type Outcome = 'settled' | 'later';

async function settle(payment: UnsettledPayment, gateway: PaymentGateway, now: Date, claim: IntentClaim['kind'] | undefined): Promise<Outcome> {
  if (claim === 'ticket') return 'settled';
  if (claim === 'refunded') {
    await gateway.refund(payment.intentId);
    return 'settled';
  }
  const intent = await gateway.retrieveIntent(payment.intentId);
  if (!intent || intent.status === 'canceled') return 'settled';
  if (intent.status === 'succeeded') {
    try {
      await settlePaidIntent(intent, payment.eventId, payment.sub);
    } catch (error) {
      // A refusal (Sold Out, the event gone, sales over) is thrown after the refund: settled. Busy (503): nothing happened yet.
      if (!(error instanceof HttpError) || error.status === 503) throw error;
    }
    return 'settled';
  }
  if (now.getTime() - Date.parse(payment.createdAt) < ABANDONED_AFTER_MS) return 'later';
  return (await gateway.cancelIntent(payment.intentId)) ? 'settled' : 'later';
}

export async function reconcileUnsettledPayments(now: Date): Promise<{ looked: number; settled: number; failed: number }> {
  const due = await unsettledPaymentsDueBy(now.toISOString(), PAYMENTS_PER_SWEEP);
  if (due.length === 0) return { looked: 0, settled: 0, failed: 0 };
  const [gateway, claims] = await Promise.all([loadedPaymentGateway(), claimsOf(due.map((p) => p.intentId))]);
  const settled: string[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const payment = due[next++]!;
      try {
        if ((await settle(payment, gateway, now, claims.get(payment.intentId))) === 'settled') settled.push(payment.intentId);
        else await lookAgainLater(payment, now);
      } catch (error) {
        failed += 1;
        logger.warn('Payment not reconciled; the next sweep tries again', { intentId: payment.intentId, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, due.length) }, worker));
  await forgetPayments(settled);
  return { looked: due.length, settled: settled.length, failed };
}
