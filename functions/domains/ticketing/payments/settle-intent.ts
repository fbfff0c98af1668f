/**
 * Settling a paid intent: the ticket it paid for, or its refund when it can
 * buy none — one of the two, never both, however often and from wherever it
 * is asked (the buyer's confirmation, Stripe's webhook, the reconciling
 * sweep), since issuance is idempotent on the intent (its payment guard).
 * In the ticketing domain because the scheduled sweep settles intents too.
 */
import type { TicketResponse } from '../../../../shared/api/types';
import { clock } from '../../../lib/clock';
import { issueTicketFor, type GiveBack } from '../issuance/issue';
import { claimIntentForRefund } from '../issuance/purchase-state';
import type { TimeBudget } from '../../../lib/time-budget';
import type { PaymentGateway, PaymentIntentInfo } from './gateway';
import { loadedPaymentGateway } from './select';

/**
 * Issues the ticket a succeeded intent paid for (checked against the event's
 * price); refunds it when it buys nothing, then throws the refusal. With a
 * request's `budget`, a rush that outlasts it answers 503 (busy) and may be
 * asked again with the same intent.
 */
export async function settlePaidIntent(intent: PaymentIntentInfo, eventId: string, sub: string, budget?: TimeBudget): Promise<TicketResponse> {
  const gateway = await loadedPaymentGateway();
  const giveBack = givingBack(gateway, intent.id, eventId, sub);
  return issueTicketFor({ eventId, sub, session: null, payment: { intentId: intent.id, amountCents: intent.amountCents, currency: intent.currency, giveBack }, budget });
}

/**
 * How an intent that buys nothing is given back through the gateway. With
 * `claim`, it is claimed for the refund first: when it paid for a ticket
 * meanwhile (a concurrent confirmation won the seat with it), that ticket is
 * answered instead and nothing is refunded.
 */
function givingBack(gateway: PaymentGateway, intentId: string, eventId: string, sub: string): GiveBack {
  return async (how, reason) => {
    if (how === 'claim') {
      const claim = await claimIntentForRefund(intentId, { eventId, sub, reason }, clock.now());
      if (claim?.kind !== 'refunded') return claim?.ticket;
    }
    await gateway.refund(intentId);
    return undefined;
  };
}
