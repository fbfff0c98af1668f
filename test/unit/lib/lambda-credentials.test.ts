import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '../../../functions/lib/clients/lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

describe('the credentials bundled in place of the SDK chain', () => {
  it("are the role's, from the environment a Lambda sets", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    await expect(defaultProvider()()).resolves.toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    await expect(defaultProvider()()).resolves.toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' });
  });

  it('refuse to sign without them', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
  });
});
