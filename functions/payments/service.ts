/**
 * Paid tickets (docs/spec/student-side.md §7 create-ticket-payment / create-ticket;
 * docs/decisions.md#payments-behind-a-gateway-interface): start a payment, confirm it, the Stripe webhook, and the
 * sandbox's test-card charge. Issuance is idempotent on the intent id, so the
 * client's confirmation, any number of webhook deliveries and the scheduled
 * sweep's reconciliation (functions/domains/ticketing/payments/reconcile-sweep.ts) give one ticket.
 */
import { JOIN_THE_LINE } from '../../shared/drops';
import { EVENT_CANCELLED } from '../../shared/event-cancellation';
import type { OkResponse, PaymentIntentResponse, SandboxChargeResponse, TicketResponse } from '../../shared/api/types';
import { ageLimitMessage, tooYoungFor } from '../../shared/age';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { TimeBudget } from '../lib/time-budget';
import { recordPurchaseRefused } from '../lib/metrics';
import { liveHoldOnly, readPurchaseState } from '../domains/ticketing/issuance/purchase-state';
import { recordUnsettledPayment } from '../domains/ticketing/payments/unsettled-payments';
import { getProfile } from '../domains/people/profiles';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';
import { InvalidSignatureError } from '../domains/ticketing/payments/gateway';
import { settlePaidIntent } from '../domains/ticketing/payments/settle-intent';
import { SandboxGateway } from '../domains/ticketing/payments/sandbox';
import { paymentGateway } from '../domains/ticketing/payments/select';
import { salesClosed, TICKET_CURRENCY } from '../domains/ticketing/issuance/decide-issuance';
import {
  ALREADY_HOLDING,
  EVENT_NOT_FOUND,
  FREE_EVENT,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_NOT_FOUND,
  PROFILE_NOT_FOUND,
  SOLD_OUT,
  WRONG_EVENT_PAYMENT,
} from '../domains/ticketing/messages';
import { AWAITING_APPROVAL } from '../../shared/event-review';

/**
 * Starts a payment for a paid event's ticket: refused (409) when sold out,
 * already holding one, sales have ended or not opened, or a drop's buyer
 * holds no checkout window, (404) for an account deleted since its token was
 * issued and (401) for a token its account signed out everywhere — before any intent exists.
 * One table read; the intent is then recorded as unsettled.
 */
export async function createTicketPayment(caller: SessionHolder, eventId: string, now: Date): Promise<PaymentIntentResponse> {
  const sub = caller.sub;
  const { event, held, profile, hold } = liveHoldOnly(await readPurchaseState(sub, eventId), now.toISOString());
  refuseEndedSession(caller, profile);
  if (event?.status === 'cancelled') throw new HttpError(409, EVENT_CANCELLED);
  if (event?.status === 'inReview') throw new HttpError(409, AWAITING_APPROVAL);
  if (!event || event.status !== 'active') throw new HttpError(404, EVENT_NOT_FOUND);
  if (!profile) throw new HttpError(404, PROFILE_NOT_FOUND);
  if (event.priceCents <= 0) throw new HttpError(400, FREE_EVENT);
  if (held) throw new HttpError(409, ALREADY_HOLDING);
  if (tooYoungFor(event.ageLimit, profile.dateOfBirth, event)) throw new HttpError(403, ageLimitMessage(event.ageLimit));
  const closed = salesClosed(event, now);
  if (closed) throw new HttpError(409, closed);
  // A drop sells through its line: only a buyer holding a checkout window (or a waitlist offer) pays.
  if (event.salesOpenAt && !hold) throw new HttpError(409, JOIN_THE_LINE);
  // A seat freed while people wait belongs to the line; a held offer is the buyer's seat.
  if (!hold && ((event.ticketsSold ?? 0) >= event.maxAttendees || (event.waitlistCount ?? 0) > 0)) {
    recordPurchaseRefused('SoldOut');
    throw new HttpError(409, SOLD_OUT);
  }
  const gateway = paymentGateway();
  const intent = await gateway.createIntent({ amountCents: event.priceCents, currency: TICKET_CURRENCY, metadata: { eventId, sub } });
  // Recorded before the buyer can pay it: whatever becomes of the buyer's page, the sweep settles the intent.
  await recordUnsettledPayment({ intentId: intent.id, eventId, sub, createdAt: now.toISOString() });
  return {
    gateway: gateway.name,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret ?? '',
    amountCents: intent.amountCents,
    currency: TICKET_CURRENCY,
    publishableKey: gateway.publishableKey,
  };
}

/**
 * create-ticket: the client says its payment succeeded; the gateway is asked,
 * never trusted blindly. A 503 (busy) may be asked again with the same
 * intent: it issues one ticket, whatever the number of tries. The one
 * signed-in route that does not check the token against "Sign out
 * everywhere": it only completes a payment the account already made
 * (refusing it would leave the money taken without a ticket until the
 * webhook or the sweep settles it), and gives the ticket to the payer alone.
 */
export async function confirmTicketPayment(sub: string, input: { paymentIntentId: string; eventId: string }, budget?: TimeBudget): Promise<TicketResponse> {
  const intent = await paymentGateway().retrieveIntent(input.paymentIntentId);
  // Someone else's intent reads as unknown: intent ids are not secrets to probe.
  if (!intent || intent.metadata.sub !== sub) throw new HttpError(404, PAYMENT_NOT_FOUND);
  if (intent.metadata.eventId !== input.eventId) throw new HttpError(400, WRONG_EVENT_PAYMENT);
  if (intent.status !== 'succeeded') throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  return settlePaidIntent(intent, input.eventId, sub, budget);
}

/**
 * The Stripe webhook: the signature is checked over the raw body; a
 * `payment_intent.succeeded` issues the ticket (idempotently); every other
 * type is acknowledged. Business refusals (sold out → refunded) are answered
 * 200 too, or Stripe would retry them for days.
 */
export async function handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<OkResponse> {
  let event;
  try {
    event = await paymentGateway().verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw new HttpError(400, 'Invalid signature');
    throw error;
  }
  if (event.type !== 'payment_intent.succeeded' || !event.intent) return { ok: true };
  const { eventId, sub } = event.intent.metadata;
  if (!eventId || !sub) return { ok: true }; // Not one of our ticket payments.
  try {
    await settlePaidIntent(event.intent, eventId, sub);
  } catch (error) {
    // Busy (503): Stripe delivers it again, as it does any answer but a 2xx.
    if (!(error instanceof HttpError) || error.status === 503) throw error;
    logger.info('Webhook payment not issued', { intentId: event.intent.id, reason: error.message });
  }
  return { ok: true };
}

/** The sandbox's test-card form. 404 when the Stripe gateway is configured. */
export async function sandboxCharge(
  caller: SessionHolder,
  input: { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string },
  now: Date,
): Promise<SandboxChargeResponse> {
  const gateway = paymentGateway();
  if (!(gateway instanceof SandboxGateway)) throw new HttpError(404, 'Not Found');
  const card = { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc };
  if ((await gateway.charge(input.paymentIntentId, caller, card, now)) === 'noProfile') {
    // Refused by the account check: a token signed out everywhere (401), or an account deleted (404). One read, on refusal only.
    refuseEndedSession(caller, await getProfile(caller.sub));
    throw new HttpError(404, PROFILE_NOT_FOUND);
  }
  return { status: 'succeeded' };
}
