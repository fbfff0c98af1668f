/**
 * AWS WAF rate-based rules from the budgets of `shared/api/rate-limits.ts`:
 * the statements and answers both web ACLs (the site's, the user pool's)
 * share. An over-budget request is blocked with 429, a JSON body saying
 * why and a Retry-After of the budget's window (WAF re-checks rates every
 * few seconds; the window is how long a burst can keep a client out).
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { RATE_LIMITS, SHARED_ADDRESS_FACTOR, type RateLimit, type RateLimitName } from '../../shared/api/rate-limits';

type Statement = CfnWebACL.StatementProperty;
type Rule = CfnWebACL.RuleProperty;

/** Names a rule (and its metric) may carry: letters, digits, hyphens. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The key of the custom response body every rate rule answers with. */
export const TOO_MANY_REQUESTS_BODY_KEY = 'too-many-requests';

export function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

/** One statement matching any of `statements` (WAF refuses an OR of one). */
export function anyOf(statements: Statement[]): Statement {
  if (statements.length === 0) throw new Error('A rate rule needs at least one request to match');
  return statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };
}

/** Block with the shared 429 answer; `headers` adds to Retry-After (e.g. Cognito's error type). */
function tooManyRequests(windowSeconds: number, headers: Record<string, string>): CfnWebACL.RuleActionProperty {
  return {
    block: {
      customResponse: {
        responseCode: 429,
        customResponseBodyKey: TOO_MANY_REQUESTS_BODY_KEY,
        responseHeaders: Object.entries({ 'Retry-After': String(windowSeconds), ...headers }).map(([name, value]) => ({ name, value })),
      },
    },
  };
}

/** The request parts a budget is counted by: the source address, or the caller's token (a signed-in user). */
type CountedBy = 'ip' | 'token';

/**
 * The rules of one budget over the requests `scope` matches: per address for
 * an anonymous budget; for a user budget per bearer token (WAF cannot read
 * the token's `sub`; a token is one sign-in) plus the address's shared
 * ceiling, which also catches a client signing in again and again.
 */
export function budgetRules(
  name: RateLimitName,
  scope: Statement,
  firstPriority: number,
  responseHeaders: Record<string, string> = {},
): Rule[] {
  const budget = RATE_LIMITS[name] as RateLimit;
  const counts: { by: CountedBy; limit: number; suffix: string }[] =
    budget.per === 'ip'
      ? [{ by: 'ip', limit: budget.limit, suffix: 'per-ip' }]
      : [
          { by: 'token', limit: budget.limit, suffix: 'per-user' },
          { by: 'ip', limit: budget.limit * SHARED_ADDRESS_FACTOR, suffix: 'per-ip' },
        ];
  return counts.map(({ by, limit, suffix }, i) => {
    const ruleName = `rate-${kebab(name)}-${suffix}`;
    return {
      name: ruleName,
      priority: firstPriority + i,
      action: tooManyRequests(budget.windowSeconds, responseHeaders),
      statement: {
        rateBasedStatement: {
          limit,
          evaluationWindowSec: budget.windowSeconds,
          ...(by === 'ip'
            ? { aggregateKeyType: 'IP' }
            : {
                aggregateKeyType: 'CUSTOM_KEYS',
                customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
              }),
          scopeDownStatement: scope,
        },
      },
      visibilityConfig: visibility(ruleName),
    };
  });
}
