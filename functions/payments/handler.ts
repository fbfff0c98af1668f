/** Lambda of the `payments` feature (the only one bundling the Stripe SDK). */
import type { MiddlewareObj } from '@middy/core';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { paymentsRoutes } from '../../shared/api/feature-routes/payments';
import { loadStripeSecrets } from '../domains/ticketing/payments/secrets';
import { confirmTicketPayment, createTicketPayment, handleWebhook, sandboxCharge } from './service';

/** The Stripe secrets are read from SSM once per cold start (AWS only), before the first route runs; a failed read is a logged 500, retried next call. */
const stripeSecrets: MiddlewareObj = { before: () => loadStripeSecrets() };

export const handler = featureHandler(
  paymentsRoutes,
  {
    createTicketPayment: async ({ params, caller }) => createTicketPayment(caller, params.id, clock.now()),
    confirmTicketPayment: async ({ body, caller, budget }) => {
      const res = await confirmTicketPayment(caller.sub, body, budget);
      return res.created ? new Reply(res, { status: 201 }) : res;
    },
    // The signature covers the exact bytes Stripe sent: never re-serialise the JSON.
    stripeWebhook: async ({ event }) => {
      const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
      const signature = event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
      return handleWebhook(raw, signature);
    },
    sandboxCharge: async ({ body, caller }) => sandboxCharge(caller, body, clock.now()),
  },
  { use: [stripeSecrets] },
);
