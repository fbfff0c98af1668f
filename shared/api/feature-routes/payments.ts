/** The `payments` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/payments.ts`). */
import { confirmPaymentSchema, sandboxChargeSchema } from '../../schemas/party-events';
import { uuidParam } from '../../schemas/common';
import type { PaymentIntentResponse, SandboxChargeResponse, TicketResponse } from '../ticket-types';
import type { OkResponse } from '../common-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { paymentsEndpoints } from '../feature-endpoints/payments';

const route = routeBuilder(paymentsEndpoints);

export const paymentsRoutes = {
  createTicketPayment: route<PaymentIntentResponse>()('createTicketPayment', { params: uuidParam }),
  confirmTicketPayment: route<TicketResponse>()('confirmTicketPayment', { body: confirmPaymentSchema }),
  /** Raw body: the handler verifies Stripe's signature over the exact bytes. */
  stripeWebhook: route<OkResponse>()('stripeWebhook', { rawBody: true }),
  sandboxCharge: route<SandboxChargeResponse>()('sandboxCharge', { body: sandboxChargeSchema }),
} as const satisfies RoutesOf<'payments'>;
