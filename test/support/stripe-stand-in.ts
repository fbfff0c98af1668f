/**
 * A small local stand-in for the Stripe endpoints our gateway calls (Stripe
 * has no emulator, docs/local-stack.md#payments): create, retrieve and cancel a PaymentIntent,
 * create a refund (honouring Idempotency-Key as Stripe does). The real `stripe` SDK
 * talks to it over HTTP via `STRIPE_API_BASE`. Tests mark intents paid with
 * `succeed(id)`, standing in for the card form.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  created: number;
  livemode: false;
}

export interface StripeStandIn {
  url: string;
  intents: Map<string, StandInIntent>;
  /** Refunds made, one per intent (a second one is refused as Stripe does). */
  refunds: Map<string, { id: string; payment_intent: string; amount: number }>;
  /**
   * Every refund request, in order, and what became of it: `created` a
   * refund, `replayed` an earlier answer (same Idempotency-Key), or
   * `refused` (the charge was already refunded by another request).
   */
  refundRequests: { paymentIntent: string; outcome: 'created' | 'replayed' | 'refused' }[];
  /** Marks an intent paid. */
  succeed(id: string): StandInIntent;
  close(): Promise<void>;
}

/** Statuses Stripe lets `cancel` end. */
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (code: string, message: string, type = 'invalid_request_error') => ({ error: { code, message, type } });

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const refundRequests: StripeStandIn['refundRequests'] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const key = req.headers['idempotency-key'];
      const answer = (status: number, body: unknown) => {
        if (typeof key === 'string') idempotent.set(`${req.method} ${url.pathname} ${key}`, { status, body });
        send(res, status, body);
      };
      const replay = typeof key === 'string' ? idempotent.get(`${req.method} ${url.pathname} ${key}`) : undefined;
      const isRefund = req.method === 'POST' && url.pathname === '/v1/refunds';
      if (replay) {
        if (isRefund) refundRequests.push({ paymentIntent: String(form.get('payment_intent')), outcome: 'replayed' });
        return send(res, replay.status, replay.body);
      }

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const pi: StandInIntent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: String(form.get('currency')),
          status: 'requires_payment_method',
          metadata,
          client_secret: '',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
        intents.set(pi.id, pi);
        return answer(200, pi);
      }
      const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && get) {
        const pi = intents.get(decodeURIComponent(get[1]!));
        return pi ? send(res, 200, pi) : send(res, 404, stripeError('resource_missing', `No such payment_intent: '${get[1]}'`));
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel) {
        const pi = intents.get(decodeURIComponent(cancel[1]!));
        if (!pi) return answer(404, stripeError('resource_missing', `No such payment_intent: '${cancel[1]}'`));
        // As Stripe: only an intent not paid (nor being paid) can be cancelled.
        if (!CANCELLABLE.has(pi.status)) {
          return answer(400, stripeError('payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`));
        }
        pi.status = 'canceled';
        return answer(200, pi);
      }
      if (isRefund) {
        const intentId = String(form.get('payment_intent'));
        const pi = intents.get(intentId);
        if (!pi) return answer(404, stripeError('resource_missing', `No such payment_intent: '${intentId}'`));
        if (refunds.has(intentId)) {
          refundRequests.push({ paymentIntent: intentId, outcome: 'refused' });
          return answer(400, stripeError('charge_already_refunded', 'Charge has already been refunded.'));
        }
        const refund = { id: id('re'), object: 'refund', payment_intent: intentId, amount: pi.amount, status: 'succeeded' };
        refunds.set(intentId, refund);
        refundRequests.push({ paymentIntent: intentId, outcome: 'created' });
        return answer(200, refund);
      }
      send(res, 404, stripeError('not_found', `Unrecognized request URL (${req.method}: ${url.pathname})`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    refundRequests,
    succeed(intentId) {
      const pi = intents.get(intentId);
      if (!pi) throw new Error(`stand-in: unknown intent ${intentId}`);
      pi.status = 'succeeded';
      return pi;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
