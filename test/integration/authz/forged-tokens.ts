/**
 * Bearer tokens an attacker could present instead of a genuine access token
 * of `victim`, each built from real cognito-local tokens so that only the
 * forgery tells it apart.
 */
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { createAppClient } from '../../../infra/local/cognito-api';
import { cognitoEndpoint, expiredToken, getTokens, resignToken, type PoolIds } from '../../support/cognito';
import { PASSWORD, type Person } from './personas';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export interface Forgery {
  name: string;
  /** The Authorization header value; undefined sends none. */
  header(victim: Person, other: Person, pool: PoolIds): Promise<string | undefined>;
}

const bearer = (token: string) => `Bearer ${token}`;

export const FORGERIES: Forgery[] = [
  { name: 'no token', header: async () => undefined },
  { name: 'a malformed token', header: async () => bearer('not-a-jwt') },
  { name: 'three garbage segments', header: async () => bearer('a.b.c') },
  { name: 'another scheme (Basic)', header: async () => `Basic ${base64url('user:password')}` },
  {
    name: 'alg "none" with the victim’s claims',
    header: async (victim) => bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${victim.tokens.accessToken.split('.')[1]}.`),
  },
  {
    name: 'another user’s token with the victim’s sub, under the original signature',
    header: async (victim, other) => {
      const [head, , signature] = other.tokens.accessToken.split('.');
      return bearer(`${head}.${base64url({ ...(decodeJwt(other.tokens.accessToken) as object), sub: victim.sub, username: victim.sub })}.${signature}`);
    },
  },
  {
    name: 'the victim’s claims signed by another key (same kid)',
    header: async (victim) => {
      const { privateKey } = await generateKeyPair('RS256');
      return bearer(await new SignJWT(decodeJwt(victim.tokens.accessToken)).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey));
    },
  },
  {
    name: 'the victim’s claims as HS256, keyed with the public JWKS',
    header: async (victim, _other, pool) => {
      const jwks = await (await fetch(`${cognitoEndpoint()}/${pool.userPoolId}/.well-known/jwks.json`)).text();
      const token = await new SignJWT(decodeJwt(victim.tokens.accessToken))
        .setProtectedHeader({ alg: 'HS256', kid: 'CognitoLocal' })
        .sign(new TextEncoder().encode(jwks));
      return bearer(token);
    },
  },
  { name: 'an expired token (genuine signature)', header: async (victim) => bearer(await expiredToken(victim.tokens.accessToken)) },
  {
    name: 'a token of another issuer (genuine signature)',
    header: async (victim) => bearer(await resignToken(victim.tokens.accessToken, { iss: `${cognitoEndpoint()}/us-east-1_elsewhere` })),
  },
  { name: 'an ID token instead of an access token', header: async (victim) => bearer(victim.tokens.idToken) },
  {
    name: 'an access token issued to another app client',
    header: async (victim, _other, pool) => {
      const clientId = await createAppClient(cognitoEndpoint(), pool.userPoolId, 'other-app');
      return bearer((await getTokens(clientId, victim.email, PASSWORD)).accessToken);
    },
  },
];
