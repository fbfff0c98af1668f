/**
 * Bundled in place of `@aws-sdk/credential-provider-node` (the alias in
 * infra/constructs/bundling.ts): a Lambda's credentials are its role's, in
 * the environment (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
 * `AWS_SESSION_TOKEN`), which is where the SDK's default chain finds them
 * first too. The rest of that chain (profiles, SSO, web identity, the
 * instance metadata service and the STS/SSO clients they carry, about
 * 135 KB minified) never runs in a Lambda, so it stays out of every bundle.
 * The tests and the local stack run unbundled and keep the SDK's own chain.
 */

export interface EnvironmentCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The SDK clients call it once per client; the answer is the environment's credentials. */
export function defaultProvider(): () => Promise<EnvironmentCredentials> {
  return async () => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set (a Lambda has them from its role)');
    const sessionToken = process.env.AWS_SESSION_TOKEN;
    return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
  };
}
