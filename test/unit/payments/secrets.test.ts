import { describe, expect, it, vi } from 'vitest';
import { loadStripeSecrets } from '../../../functions/domains/ticketing/payments/secrets';

const answer = (value: string) => new Response(JSON.stringify({ Parameter: { Value: value } }), { status: 200 });

describe('Stripe secrets in AWS', () => {
  it('reads both keys once through the Parameters and Secrets extension, with the session token', async () => {
    const env: NodeJS.ProcessEnv = {
      STRIPE_SECRET_KEY_PARAM: '/gc/stripe/secret',
      STRIPE_WEBHOOK_SECRET_PARAM: '/gc/stripe/webhook',
      AWS_SESSION_TOKEN: 'session-token',
    };
    const fetchImpl = vi.fn(async (url: string | URL | Request) => answer(String(url).includes('webhook') ? 'whsec_1' : 'sk_test_1'));
    await loadStripeSecrets(env, fetchImpl as unknown as typeof fetch);
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_1');
    expect(env.STRIPE_WEBHOOK_SECRET).toBe('whsec_1');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('withDecryption=true');
    expect((init.headers as Record<string, string>)['X-Aws-Parameters-Secrets-Token']).toBe('session-token');
    await loadStripeSecrets(env, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing when the key is a plain variable (local Stripe test mode) or not configured (sandbox)', async () => {
    const fetchImpl = vi.fn();
    await loadStripeSecrets({ STRIPE_SECRET_KEY: 'sk_test_local' }, fetchImpl as unknown as typeof fetch);
    await loadStripeSecrets({}, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fails the request, and tries again on the next one, when the parameter cannot be read', async () => {
    const env: NodeJS.ProcessEnv = { STRIPE_SECRET_KEY_PARAM: '/gc/missing' };
    const failing = vi.fn(async () => new Response('{}', { status: 400 }));
    await expect(loadStripeSecrets(env, failing as unknown as typeof fetch)).rejects.toThrow('/gc/missing');
    await loadStripeSecrets(env, (async () => answer('sk_test_2')) as unknown as typeof fetch);
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_2');
  });
});
