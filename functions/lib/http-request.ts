/**
 * Reading an API Gateway v2 event for the handler wrapper (`http.ts`): the
 * caller from the JWT authorizer's claims, the JSON body, and the route's
 * zod schemas applied to path parameters, query string and body.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type * as z from 'zod/mini';
import { HttpError } from './errors';

/**
 * The signed-in caller, from the JWT authorizer's claims; null on public calls
 * without a token. No contact details: a token's `email` claim may be an
 * unverified attribute, so e-mail and phone come only from the profile
 * (made from verified attributes, `functions/domains/people/cognito-user.ts`).
 */
export interface Caller {
  sub: string;
  groups: string[];
  claims: Record<string, unknown>;
  /**
   * When the session this token belongs to began, in epoch seconds: the
   * earlier of the token's `auth_time` (kept by Cognito across refreshes)
   * and its `iat`; 0 when it carries neither. Checked against the account's
   * last global sign-out (`functions/lib/session-check.ts`).
   */
  sessionStartedAt: number;
}

/** A numeric claim; API Gateway hands every claim to the Lambda as a string. */
function secondsClaim(claims: Record<string, unknown>, name: string): number | undefined {
  const value = claims[name];
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : undefined;
}

export function readCaller(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const rawGroups = claims?.['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.map(String)
    : typeof rawGroups === 'string'
      ? rawGroups.replace(/^\[|\]$/g, '').split(/[ ,]+/).filter(Boolean)
      : [];
  const all = claims ?? {};
  const instants = [secondsClaim(all, 'auth_time'), secondsClaim(all, 'iat')].filter((s): s is number => s !== undefined);
  return { sub, groups, claims: all, sessionStartedAt: instants.length ? Math.min(...instants) : 0 };
}

/** Turns zod issues into the API's error body: the first message leads. */
function validationError(error: z.core.$ZodError): HttpError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return new HttpError(400, issues[0]?.message ?? 'Invalid request', issues);
}

/** The input parsed by `schema`; 400 with the schema's first message when it does not fit. */
export function parseWith(schema: z.ZodMiniType | undefined, input: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Half of a UTF-16 surrogate pair alone: JSON escapes such as "\ud800" make
 * one, and it is text no mail service or store can encode (SES failed with a
 * 502 on it). Refused at the door, for every route and field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MALFORMED_TEXT = 'Invalid text: the request contains malformed Unicode';
/**
 * Every request body is a JSON object (or absent). Anything else — `null`,
 * an array, a number, a string, a boolean — is refused, never read as `{}`:
 * a body of `null` must not pass for "no options given".
 */
export const BODY_NOT_OBJECT = 'Invalid request body: expected a JSON object';

/**
 * The JSON body, whatever its declared content type (the SPA and curl alike):
 * an object, or undefined when empty. 400 for anything else.
 */
export function readBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): Record<string, unknown> | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let value: unknown;
  try {
    value = JSON.parse(text, (name, value: unknown) => {
      if (LONE_SURROGATE.test(name) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw new HttpError(400, MALFORMED_TEXT);
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Invalid JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, BODY_NOT_OBJECT);
  return value as Record<string, unknown>;
}
