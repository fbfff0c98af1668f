/**
 * Server secrets read from the environment (CDK resolves them into it at
 * deploy time; the local stack sets them), with a development default that
 * is used only against the emulators: anything signed with it is worthless
 * outside this machine's emulator data.
 */

/** `env[name]`, or `devDefault` when unset and DynamoDB is an emulator; else it throws. */
export function serverSecret(name: string, devDefault: string, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env[name];
  if (secret) return secret;
  // No secret in AWS is a deployment error: never sign with a guessable key.
  if (env.DYNAMODB_ENDPOINT) return devDefault;
  throw new Error(`${name} is not set`);
}
