/**
 * The HTTP API JWT authorizer, locally: verifies the bearer token's signature
 * against the user pool's JWKS, its issuer and expiry, and that it is an
 * access token issued to our app client. Mirrors where (non-public routes) and
 * how (401, handler never called) API Gateway rejects a request.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthConfig {
  /** `http://127.0.0.1:9229/<poolId>`: cognito-local's `iss`. */
  issuer: string;
  /** `<issuer>/.well-known/jwks.json`. */
  jwksUrl: string;
  /** The app client id the token's `client_id` must equal. */
  clientId: string;
}

export type AuthResult = { ok: true; claims: JWTPayload } | { ok: false; reason: string };

/** A verifier bound to one pool and client (JWKS fetched once and cached by jose). */
export function createJwtAuthorizer(config: JwtAuthConfig): (authorization: string | undefined) => Promise<AuthResult> {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (authorization) => {
    if (!authorization) return { ok: false, reason: 'missing token' };
    // API Gateway accepts the token with or without the Bearer scheme.
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, reason: 'missing token' };
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer });
      if (payload.token_use !== 'access') return { ok: false, reason: 'not an access token' };
      if (payload.client_id !== config.clientId) return { ok: false, reason: 'token issued to another client' };
      return { ok: true, claims: payload };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : 'invalid token' };
    }
  };
}

/** The JWT settings for a cognito-local pool. */
export function cognitoJwtConfig(cognitoEndpoint: string, userPoolId: string, clientId: string): JwtAuthConfig {
  const issuer = `${cognitoEndpoint.replace(/\/$/, '')}/${userPoolId}`;
  return { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, clientId };
}
