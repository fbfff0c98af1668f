/**
 * Tokens shaped like Cognito's, for the local user pool. cognito-local's own
 * generator leaves out what the SPA and the API rely on in AWS: the ID token's
 * standard attributes (`name`, `phone_number`, their `_verified` flags),
 * `origin_jti` (without it Amplify's signOut skips RevokeToken), and AWS's
 * default lifetimes (1 h access and ID tokens, 30 d refresh token).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Clock } from 'cognito-local/lib/services/clock';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { nodeModule } from '../paths';

/** The key id cognito-local publishes in its JWKS. */
const KEY_ID = 'CognitoLocal';

/** Attributes Cognito copies into the ID token (besides `custom:*`). */
const ID_TOKEN_ATTRIBUTES = ['email', 'email_verified', 'phone_number', 'phone_number_verified', 'name'];

const UNIT_SECONDS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** Seconds a token of the client lives (Cognito's defaults when the client sets none). */
function lifetime(client: AppClient, token: 'AccessToken' | 'IdToken' | 'RefreshToken'): number {
  const validity = { AccessToken: client.AccessTokenValidity, IdToken: client.IdTokenValidity, RefreshToken: client.RefreshTokenValidity }[token];
  if (validity === undefined) return token === 'RefreshToken' ? 30 * 86_400 : 3600;
  const unit = client.TokenValidityUnits?.[token] ?? (token === 'RefreshToken' ? 'days' : 'hours');
  return validity * (UNIT_SECONDS[unit] ?? 3600);
}

let signingKey: Promise<CryptoKey | Uint8Array> | undefined;

/** cognito-local's private key: its JWKS (`/.well-known/jwks.json`) publishes the public half. */
function key(): Promise<CryptoKey | Uint8Array> {
  signingKey ??= (async () => {
    const file = JSON.parse(fs.readFileSync(nodeModule('cognito-local', 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8')) as { jwk: JWK };
    return importJWK(file.jwk, 'RS256');
  })();
  return signingKey;
}

async function sign(payload: JWTPayload, issuer: string, now: number, seconds: number): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(await key());
}

/** Generates access, ID and refresh tokens as Cognito would for `user`. */
export class CognitoLikeTokenGenerator implements TokenGenerator {
  constructor(
    private readonly clock: Clock,
    /** `http://127.0.0.1:<port>`: known only once the server listens. */
    private readonly issuerDomain: () => string,
  ) {}

  async generate(_ctx: unknown, user: User, groups: readonly string[], client: AppClient): Promise<Tokens> {
    const now = Math.floor(this.clock.get().getTime() / 1000);
    const issuer = `${this.issuerDomain()}/${client.UserPoolId}`;
    const attributes = Object.fromEntries(user.Attributes.map((attribute) => [attribute.Name, attribute.Value ?? '']));
    const sub = attributes.sub as string;
    const originJti = randomUUID();
    const eventId = randomUUID();
    const groupClaim = groups.length ? { 'cognito:groups': [...groups] } : {};

    const idClaims: JWTPayload = { sub, aud: client.ClientId, token_use: 'id', auth_time: now, 'cognito:username': user.Username, origin_jti: originJti, event_id: eventId, jti: randomUUID(), ...groupClaim };
    for (const [name, value] of Object.entries(attributes)) {
      if (!ID_TOKEN_ATTRIBUTES.includes(name) && !name.startsWith('custom:')) continue;
      // Cognito types the verification flags as booleans in the ID token.
      idClaims[name] = name.endsWith('_verified') ? value === 'true' : value;
    }
    const accessClaims: JWTPayload = {
      sub,
      client_id: client.ClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: now,
      username: user.Username,
      origin_jti: originJti,
      event_id: eventId,
      jti: randomUUID(),
      ...groupClaim,
    };
    // Cognito's refresh tokens are opaque; this one is a JWT only so that it is unique and expires.
    const refreshClaims: JWTPayload = { 'cognito:username': user.Username, origin_jti: originJti, jti: randomUUID() };

    return {
      AccessToken: await sign(accessClaims, issuer, now, lifetime(client, 'AccessToken')),
      IdToken: await sign(idClaims, issuer, now, lifetime(client, 'IdToken')),
      RefreshToken: await sign(refreshClaims, issuer, now, lifetime(client, 'RefreshToken')),
    };
  }
}
