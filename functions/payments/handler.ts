/** Lambda of the `payments` feature (the only one bundling the Stripe SDK). */
import { requireCaller } from '../lib/auth';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { loadStripeSecrets } from '../lib/payments/secrets';
import { confirmTicketPayment, createTicketPayment, handleWebhook, sandboxCharge } from './service';

const routes = featureHandler({
  createTicketPayment: async ({ params, caller }) => createTicketPayment(requireCaller(caller).sub, params.id),
  confirmTicketPayment: async ({ body, caller }) => {
    const res = await confirmTicketPayment(requireCaller(caller).sub, body);
    return res.created ? new Reply(res, { status: 201 }) : res;
  },
  // The signature covers the exact bytes Stripe sent: never re-serialise the JSON.
  stripeWebhook: async ({ event }) => {
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const signature = event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
    return handleWebhook(raw, signature);
  },
  sandboxCharge: async ({ body, caller }) => sandboxCharge(requireCaller(caller).sub, body, clock.now()),
});

/** The Stripe secrets are read from SSM once per cold start (AWS only), before the first route runs. */
export const handler = async (...args: Parameters<typeof routes>): Promise<Awaited<ReturnType<typeof routes>>> => {
  await loadStripeSecrets();
  return routes(...args);
};
