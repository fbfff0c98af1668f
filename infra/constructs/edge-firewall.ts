import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { type RouteSpec, routeList } from '../../shared/api/routes';
import { type RateLimitName, TOO_MANY_REQUESTS } from '../../shared/api/rate-limits';
import { API_STAGE } from './http-api';
import { anyOf, budgetRules, TOO_MANY_REQUESTS_BODY_KEY, visibility } from './rate-limit-rules';

/** Where a CloudFront web ACL must live (WAF cannot attach to an API Gateway HTTP API: it guards the distribution). */
export const EDGE_FIREWALL_REGION = 'us-east-1';

/**
 * `/party-events/{id}/tickets` → `^/api/party-events/[^/]+/tickets/?$`: the
 * viewer path CloudFront receives (after URL-decoding and path
 * normalisation, so `//api/%66eedback` is still the feedback route).
 */
export function routePathRegex(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
  return `^/${[API_STAGE, ...segments].join('/')}/?$`;
}

/** A request to `route`: its method and its path. */
function routeStatement(route: RouteSpec): CfnWebACL.StatementProperty {
  return {
    andStatement: {
      statements: [
        { byteMatchStatement: { fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: route.method, textTransformations: [{ priority: 0, type: 'NONE' }] } },
        {
          regexMatchStatement: {
            fieldToMatch: { uriPath: {} },
            regexString: routePathRegex(route.path),
            textTransformations: [
              { priority: 0, type: 'URL_DECODE' },
              { priority: 1, type: 'NORMALIZE_PATH' },
            ],
          },
        },
      ],
    },
  };
}

export interface EdgeFirewallProps {
  /** The routes whose `rateLimit` become rules; the manifest's `routeList` unless a test passes its own. */
  routes?: readonly RouteSpec[];
}

/**
 * The site's web ACL (scope CLOUDFRONT, so in us-east-1): one rate-based
 * rule per budget that routes of the manifest declare (and its shared
 * per-address ceiling for user budgets), scoped down to those routes'
 * method and path. Everything else is allowed: rules, limits and
 * permissions are the API's job.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps = {}) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (Token.isUnresolved(region) || region !== EDGE_FIREWALL_REGION) {
      throw new Error(`The site's web ACL (scope CLOUDFRONT) must be in ${EDGE_FIREWALL_REGION}: deploy the stack there (env.region).`);
    }
    const byBudget = new Map<RateLimitName, RouteSpec[]>();
    for (const route of props.routes ?? routeList) {
      if (route.rateLimit) byBudget.set(route.rateLimit, [...(byBudget.get(route.rateLimit) ?? []), route]);
    }
    const rules = [...byBudget].flatMap(([name, routes], i) => budgetRules(name, anyOf(routes.map(routeStatement)), i * 10));
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Greek campus site: per-client rate limits of the API routes that declare one',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY_REQUESTS_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: TOO_MANY_REQUESTS }) },
      },
      rules,
      visibilityConfig: visibility('greek-campus-site'),
    });
  }
}
