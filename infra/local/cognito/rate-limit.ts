/**
 * The `signUp` budget of `shared/api/rate-limits.ts` at the local Cognito:
 * every operation that e-mails or texts a code (sign-up, a new code, a
 * password reset) counts per source address, as AWS WAF counts it on the
 * user pool; over the budget the caller gets Cognito's own
 * TooManyRequestsException (HTTP 429, Retry-After) and no code is sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { budgetsFor, CODE_SENDING_COGNITO_OPERATIONS, TOO_MANY_REQUESTS } from '../../../shared/api/rate-limits';
import type { RateLimiter } from '../rate-limiter';

const LIMITED = new Set<string>(CODE_SENDING_COGNITO_OPERATIONS);

/** The body Cognito (and the user pool's web ACL) answers an over-budget request with. */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({ __type: 'TooManyRequestsException', message: TOO_MANY_REQUESTS });

/**
 * A request handler to run before cognito-local's: answers (and returns
 * true) when the request is over its budget; without a limiter, never.
 */
export function codeSendingGuard(limiter: RateLimiter | undefined): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (!limiter || req.method !== 'POST') return false;
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (!LIMITED.has(operation)) return false;
    const ip = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? 'unknown';
    const decision = limiter.take(budgetsFor('signUp', { ip }));
    if (decision.allowed) return false;
    res.writeHead(429, {
      'content-type': 'application/x-amz-json-1.1',
      'retry-after': String(decision.retryAfterSeconds),
      'x-amzn-errortype': 'TooManyRequestsException',
      // The SPA calls Cognito from its own origin: the answer must be readable there, as cognito-local's are.
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'retry-after, x-amzn-errortype',
    });
    res.end(TOO_MANY_REQUESTS_BODY);
    return true;
  };
}
