/**
 * The credentials of the function's role, as its SDK clients resolve them:
 * from the environment in a Lambda (functions/lib/clients/lambda-credentials.ts
 * is bundled in place of the SDK's chain), by the SDK's default chain in the
 * tests and the local stack. For what is signed without an SDK client (the
 * media upload's presigned POST). The DynamoDB client is every function's,
 * so asking it loads nothing more.
 */
import { dynamo } from './dynamodb';

export function roleCredentials(): ReturnType<ReturnType<typeof dynamo>['config']['credentials']> {
  return dynamo().config.credentials();
}
