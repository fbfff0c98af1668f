/**
 * The Cognito user-pool client, created once and pointed at cognito-local
 * when COGNITO_ENDPOINT is set. Its own module so that only the functions
 * that manage users (accounts) bundle the Cognito SDK.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { loadConfig } from '../config';

let cognito: CognitoIdentityProviderClient | undefined;

/** The Cognito Identity Provider client. */
export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const { region, endpoints } = loadConfig();
    cognito = new CognitoIdentityProviderClient({ region, endpoint: endpoints.cognito });
  }
  return cognito;
}

/** The user pool the platform's users live in (CDK and the local stack set USER_POOL_ID). */
export function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** Forgets the cached client. */
export function resetCognito(): void {
  cognito = undefined;
}
