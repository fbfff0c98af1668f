/** The `payments` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const paymentsEndpoints = {
  createTicketPayment: { method: 'POST', path: '/party-events/{id}/payments', feature: 'payments', auth: 'user', rateLimit: 'purchases' },
  confirmTicketPayment: { method: 'POST', path: '/payments/confirm', feature: 'payments', auth: 'user', rateLimit: 'purchases' },
  // Not limited per client: every call comes from Stripe's servers, signed (the stage throttle still applies).
  stripeWebhook: { method: 'POST', path: '/payments/webhook', feature: 'payments', auth: 'public' },
  sandboxCharge: { method: 'POST', path: '/payments/sandbox/charge', feature: 'payments', auth: 'user', rateLimit: 'purchases' },
} as const satisfies Record<string, Endpoint>;
