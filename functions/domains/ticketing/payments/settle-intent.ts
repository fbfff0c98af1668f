/**
 * Settling a paid intent: the ticket it paid for, or its refund when it can
 * buy none — one of the two, never both, however often and from wherever it
 * is asked (the buyer's confirmation, Stripe's webhook, the reconciling
 * sweep), since issuance is idempotent on the intent (its payment guard).
 * In functions/lib because the scheduled sweep settles intents too.
 */
import type { TicketResponse } from '../../../../shared/api/types';
import { issueTicketFor } from '../issuance/issue';
import type { TimeBudget } from '../../../lib/time-budget';
import type { PaymentIntentInfo } from './gateway';
import { loadedPaymentGateway } from './select';

/**
 * Issues the ticket a succeeded intent paid for (checked against the event's
 * price); refunds it when it buys nothing, then throws the refusal. With a
 * request's `budget`, a rush that outlasts it answers 503 (busy) and may be
 * asked again with the same intent.
 */
export async function settlePaidIntent(intent: PaymentIntentInfo, eventId: string, sub: string, budget?: TimeBudget): Promise<TicketResponse> {
  const gateway = await loadedPaymentGateway();
  const refund = (id: string) => gateway.refund(id);
  return issueTicketFor({ eventId, sub, session: null, payment: { intentId: intent.id, amountCents: intent.amountCents, currency: intent.currency, refund }, budget });
}
