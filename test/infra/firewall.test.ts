/**
 * The per-client rate limits in AWS: the site's web ACL (CloudFront, so the
 * stack is in us-east-1) with one rate rule per budget the manifest's routes
 * declare, scoped to exactly those routes, and the user pool's web ACL on
 * the code-sending Cognito operations — both from `shared/api/rate-limits.ts`,
 * the definitions the local stack enforces.
 */
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/api/routes';
import { CODE_SENDING_COGNITO_OPERATIONS, RATE_LIMITS, SHARED_ADDRESS_FACTOR, TOO_MANY_REQUESTS, type RateLimitName } from '../../shared/api/rate-limits';
import { EdgeFirewall, routePathRegex } from '../../infra/constructs/edge-firewall';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;
beforeAll(() => {
  synth = synthPlatform();
});
afterAll(() => synth?.cleanup());

type Json = Record<string, any>;

function webAcl(scope: 'CLOUDFRONT' | 'REGIONAL'): { id: string; props: Json } {
  const found = Object.entries(resourcesOf(synth.template, 'AWS::WAFv2::WebACL')).filter(([, r]) => r.Properties?.Scope === scope);
  expect(found, scope).toHaveLength(1);
  return { id: found[0]![0], props: found[0]![1].Properties as Json };
}

/** The statements a rule's scope-down matches (one, or the members of its OR). */
const alternatives = (scopeDown: Json): Json[] => scopeDown.OrStatement?.Statements ?? [scopeDown];

/** `METHOD regex` for each route statement of a scope-down. */
function routesOf(scopeDown: Json): string[] {
  return alternatives(scopeDown).map((statement) => {
    const [method, path] = statement.AndStatement.Statements as Json[];
    return `${method!.ByteMatchStatement.SearchString} ${path!.RegexMatchStatement.RegexString}`;
  });
}

describe('the site web ACL', () => {
  it('lives in us-east-1 (scope CLOUDFRONT) and guards the distribution', () => {
    expect(synth.stack.region).toBe('us-east-1');
    const { id, props } = webAcl('CLOUDFRONT');
    expect(props.DefaultAction).toEqual({ Allow: {} });
    const [distribution] = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'));
    expect((distribution!.Properties!.DistributionConfig as Json).WebACLId).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
  });

  it('has a rate rule per budget of the manifest, scoped to exactly the routes declaring it', () => {
    const { props } = webAcl('CLOUDFRONT');
    const rules = props.Rules as Json[];
    const budgets = [...new Set(routeList.flatMap((r) => (r.rateLimit ? [r.rateLimit] : [])))];
    for (const name of budgets) {
      const { limit, windowSeconds, per } = RATE_LIMITS[name];
      const expectedRoutes = routeList.filter((r) => r.rateLimit === name).map((r) => `${r.method} ${routePathRegex(r.path)}`);
      const ofBudget = rules.filter((rule) => rule.Name.startsWith(`rate-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-`));
      expect(ofBudget.length, name).toBe(per === 'ip' ? 1 : 2);
      for (const rule of ofBudget) {
        const statement = rule.Statement.RateBasedStatement as Json;
        expect(routesOf(statement.ScopeDownStatement).sort(), rule.Name).toEqual(expectedRoutes.sort());
        expect(statement.EvaluationWindowSec, rule.Name).toBe(windowSeconds);
        if (rule.Name.endsWith('-per-user')) {
          // Per signed-in user: the bearer token the caller sends.
          expect(statement).toMatchObject({ Limit: limit, AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ Header: { Name: 'authorization' } }] });
        } else {
          expect(statement).toMatchObject({ Limit: per === 'ip' ? limit : limit * SHARED_ADDRESS_FACTOR, AggregateKeyType: 'IP' });
        }
        expect(rule.Action.Block.CustomResponse).toEqual({
          ResponseCode: 429,
          CustomResponseBodyKey: 'too-many-requests',
          ResponseHeaders: [{ Name: 'Retry-After', Value: String(windowSeconds) }],
        });
      }
    }
    expect(rules).toHaveLength(budgets.reduce((n, name) => n + (RATE_LIMITS[name].per === 'ip' ? 1 : 2), 0));
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(rules.length);
    expect(JSON.parse(props.CustomResponseBodies['too-many-requests'].Content)).toEqual({ message: TOO_MANY_REQUESTS });
    expect(props.CustomResponseBodies['too-many-requests'].ContentType).toBe('APPLICATION_JSON');
  });

  it('matches a route’s path after decoding and normalising, and no other route', () => {
    const statement = (webAcl('CLOUDFRONT').props.Rules as Json[]).find((r) => r.Name === 'rate-purchases-per-user')!.Statement.RateBasedStatement;
    const pathMatch = alternatives(statement.ScopeDownStatement)[0]!.AndStatement.Statements[1].RegexMatchStatement;
    expect(pathMatch.TextTransformations).toEqual([
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'NORMALIZE_PATH' },
    ]);
    const tickets = new RegExp(routePathRegex('/party-events/{id}/tickets'));
    expect(['/api/party-events/3f2b8c1e/tickets', '/api/party-events/3f2b8c1e/tickets/'].every((p) => tickets.test(p))).toBe(true);
    expect(['/api/party-events/3f2b8c1e/rsvp', '/api/party-events/a/b/tickets', '/party-events/x/tickets'].some((p) => tickets.test(p))).toBe(false);
    expect(new RegExp(routePathRegex('/feedback')).test('/api/feedback')).toBe(true);
  });

  it('cannot be made outside us-east-1', () => {
    for (const env of [{ region: 'eu-west-1' }, undefined]) {
      const stack = new Stack(new App(), 'Elsewhere', env ? { env } : {});
      expect(() => new EdgeFirewall(stack, 'Firewall')).toThrow(/us-east-1/);
    }
  });
});

describe('the API stage', () => {
  it('caps everyone’s calls together on the routes whose budget says so, created after those routes', () => {
    const [stageId, stage] = Object.entries(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Stage'))[0] as [string, Json];
    const capped = routeList.flatMap((r) => {
      const cap = r.rateLimit ? (RATE_LIMITS[r.rateLimit] as { everyone?: { perSecond: number; burst: number } }).everyone : undefined;
      return cap ? [[`${r.method} ${r.path}`, { ThrottlingRateLimit: cap.perSecond, ThrottlingBurstLimit: cap.burst }] as const] : [];
    });
    expect(capped.map(([key]) => key).sort()).toEqual(['POST /feedback', 'POST /organizations/populate']);
    expect(stage.Properties.RouteSettings).toEqual(Object.fromEntries(capped));
    const routeIds = Object.entries(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => capped.some(([key]) => route.Properties?.RouteKey === key))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(capped.length);
    expect((synth.template.toJSON() as Json).Resources[stageId].DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

describe('the user pool web ACL', () => {
  it('limits sign-ups and code e-mails/texts per address, answering as Cognito does, on the pool', () => {
    const { id, props } = webAcl('REGIONAL');
    const rule = (props.Rules as Json[])[0]!;
    expect(props.Rules).toHaveLength(1);
    const name: RateLimitName = 'signUp';
    const statement = rule.Statement.RateBasedStatement as Json;
    expect(statement).toMatchObject({ Limit: RATE_LIMITS[name].limit, EvaluationWindowSec: RATE_LIMITS[name].windowSeconds, AggregateKeyType: 'IP' });
    const targets = alternatives(statement.ScopeDownStatement).map((s) => {
      expect(s.ByteMatchStatement).toMatchObject({ FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } }, PositionalConstraint: 'EXACTLY' });
      return s.ByteMatchStatement.SearchString;
    });
    expect(targets).toEqual(CODE_SENDING_COGNITO_OPERATIONS.map((op) => `AWSCognitoIdentityProviderService.${op}`));
    expect(rule.Action.Block.CustomResponse.ResponseHeaders).toContainEqual({ Name: 'x-amzn-errortype', Value: 'TooManyRequestsException' });
    expect(JSON.parse(props.CustomResponseBodies['too-many-requests'].Content)).toEqual({ __type: 'TooManyRequestsException', message: TOO_MANY_REQUESTS });

    const [association] = Object.values(resourcesOf(synth.template, 'AWS::WAFv2::WebACLAssociation'));
    expect(association!.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^UsersUserPool/), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });
});
