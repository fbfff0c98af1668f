/**
 * Turns what a handler returned into the HTTP answer, as API Gateway does
 * with payload format 2.0: a structured result (statusCode, headers, cookies,
 * body, isBase64Encoded) is used as given; anything else is a 200 JSON body.
 */
import { TOO_MANY_REQUESTS } from '../../../shared/api/rate-limits';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/** API Gateway's own error answers (429: a route's throttling). */
export function gatewayError(statusCode: 401 | 404 | 413 | 429 | 500, extraHeaders: Record<string, string> = {}): HttpAnswer {
  const messages = { 401: 'Unauthorized', 404: 'Not Found', 413: 'Request Entity Too Large', 429: 'Too Many Requests', 500: 'Internal Server Error' };
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...extraHeaders },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message: messages[statusCode] })),
  };
}

/** The answer of a request over its client's budget (AWS WAF answers the same, `infra/constructs/edge-firewall.ts`). */
export function tooManyRequests(retryAfterSeconds: number): HttpAnswer {
  return {
    statusCode: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message: TOO_MANY_REQUESTS })),
  };
}

/** Thrown for a result API Gateway could not turn into a response (it answers 500). */
export class MalformedResultError extends Error {}

/** Normalises a handler's result; throws `MalformedResultError` for an unusable one. */
export function toHttpAnswer(result: unknown): HttpAnswer {
  const isStructured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!isStructured) {
    const body = typeof result === 'string' ? result : result === undefined ? '' : JSON.stringify(result);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }
  const structured = result as {
    statusCode?: unknown;
    headers?: Record<string, unknown>;
    cookies?: unknown;
    body?: unknown;
    isBase64Encoded?: unknown;
  };
  const statusCode = Number(structured.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new MalformedResultError(`invalid statusCode ${String(structured.statusCode)}`);
  }
  if (structured.body !== undefined && structured.body !== null && typeof structured.body !== 'string') {
    throw new MalformedResultError('body must be a string');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const text = (structured.body as string | undefined) ?? '';
  const body = structured.isBase64Encoded === true ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8');
  if (body.length > 0 && !headers['content-type']) headers['content-type'] = 'application/json';
  const cookies = Array.isArray(structured.cookies) ? structured.cookies.map(String) : [];
  return { statusCode, headers, cookies, body };
}
