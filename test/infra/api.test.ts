import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../functions/lib/metrics';
import { API_STAGE, PlatformApi } from '../../infra/constructs/http-api';
import { UserDirectory } from '../../infra/constructs/user-directory';
import { FEATURES, type Feature, type RouteSpec, routeList } from '../../shared/api/routes';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;

beforeAll(() => {
  synth = synthPlatform({ mailFrom: 'no-reply@campus.example', feedbackTo: 'team@campus.example' });
});
afterAll(() => synth?.cleanup());

type Kind = 'API feature' | 'Queue consumer';

/** Logical id of the feature's Lambda (its description names the feature). */
function functionIdOf(feature: string, kind: Kind = 'API feature'): string {
  const functions = resourcesOf(synth.template, 'AWS::Lambda::Function');
  const id = Object.keys(functions).find((key) => functions[key]?.Properties?.Description === `${kind}: ${feature}`);
  if (!id) throw new Error(`no Lambda for ${feature}`);
  return id;
}

/** Every IAM action granted to the role of a feature's Lambda (inline policies). */
function actionsOf(feature: string, kind: Kind = 'API feature'): string[] {
  const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf(feature, kind)];
  const roleId = (fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = resourcesOf(synth.template, 'AWS::IAM::Policy');
  const actions: string[] = [];
  for (const policy of Object.values(policies)) {
    const roles = policy.Properties?.Roles as { Ref: string }[];
    if (!roles.some((role) => role.Ref === roleId)) continue;
    const document = policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Effect: string }[] };
    for (const statement of document.Statement) {
      if (statement.Effect === 'Allow') actions.push(...[statement.Action].flat());
    }
  }
  const role = resourcesOf(synth.template, 'AWS::IAM::Role')[roleId];
  expect(role?.Properties?.ManagedPolicyArns, `${feature} has no managed policy`).toBeUndefined();
  return actions;
}

const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('feature functions', () => {
  it('are one Lambda per feature, on Node.js 22 and arm64, bundled from functions/<feature>/handler.ts', () => {
    for (const feature of FEATURES) {
      const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf(feature)];
      expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
    const featureFunctions = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Function')).filter((fn) =>
      String(fn.Properties?.Description ?? '').startsWith('API feature:'),
    );
    expect(featureFunctions).toHaveLength(FEATURES.length);
  });

  it('know their table, buckets and mail addresses from the environment', () => {
    synth.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'API feature: organizations',
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: { Ref: Match.stringLikeRegexp('^DataTable') },
          MEDIA_BUCKET: { Ref: Match.stringLikeRegexp('^BucketsEventMedia') },
          LOGO_BUCKET: { Ref: Match.stringLikeRegexp('^BucketsSchoolLogos') },
          MEDIA_BASE_URL: '/media',
          MAIL_FROM: 'no-reply@campus.example',
          FEEDBACK_TO: 'team@campus.example',
        }),
      },
    });
  });
});

describe('observability', () => {
  it('traces every feature function with X-Ray, which may write its segments and nothing more', () => {
    for (const feature of FEATURES) {
      const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf(feature)];
      expect(fn?.Properties?.TracingConfig, feature).toEqual({ Mode: 'Active' });
      expect(actionsOf(feature).filter((action) => action.startsWith('xray:')).sort(), feature).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    }
    // X-Ray's two actions take no resource: they must stay the functions' only grants on "*" (cdk-nag IAM5 is suppressed for them).
    const featurePolicies = Object.entries(resourcesOf(synth.template, 'AWS::IAM::Policy')).filter(([id]) => /FeatureRole/.test(id));
    expect(featurePolicies.length).toBeGreaterThanOrEqual(FEATURES.length);
    const onEverything = featurePolicies.flatMap(([, policy]) =>
      (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.filter(
        (statement) => statement.Resource === '*',
      ).flatMap((statement) => [statement.Action].flat()),
    );
    expect(new Set(onEverything)).toEqual(new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
  });

  it("names each function's logs and metrics after its feature, in the platform's metrics namespace", () => {
    for (const feature of FEATURES) {
      synth.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `API feature: ${feature}`,
        LoggingConfig: { LogFormat: 'JSON' },
        Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: feature, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE }) },
      });
    }
  });
});

describe('least privilege', () => {
  it('the schools function only reads the table', () => {
    const actions = actionsOf('schools');
    expect(actions).toContain('dynamodb:Query');
    expect(actions).toContain('dynamodb:GetItem');
    for (const write of TABLE_WRITES) expect(actions).not.toContain(write);
  });

  it('the organizations and greek-events functions read and write the table', () => {
    for (const feature of ['organizations', 'greek-events'] as const) {
      expect(actionsOf(feature)).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
    }
  });

  it('the feedback function only queues the message: it sends no mail and cannot touch the table', () => {
    const actions = actionsOf('feedback');
    expect(actions).toContain('sqs:SendMessage');
    expect(actions.filter((action) => action.startsWith('ses:') || action.startsWith('dynamodb:'))).toEqual([]);
  });

  it('among the API and queue functions only the jobs consumer (receipts, notices, feedback) can send mail, and only from the configured sender', () => {
    expect(actionsOf('jobs', 'Queue consumer')).toEqual(expect.arrayContaining(['ses:SendEmail', 'ses:SendRawEmail']));
    // The office packet is mailed by the scheduled sweep (test/infra/scheduled.test.ts), not the party-packet function.
    const senders: Feature[] = [];
    for (const feature of senders) expect(actionsOf(feature), feature).toEqual(expect.arrayContaining(['ses:SendEmail', 'ses:SendRawEmail']));
    for (const feature of FEATURES.filter((f) => !senders.includes(f))) {
      expect(actionsOf(feature).filter((action) => action.startsWith('ses:'))).toEqual([]);
    }
    synth.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@campus.example' } },
          }),
        ]),
      },
    });
  });

  /** The Cognito statements of a feature's role: actions and resources. */
  function cognitoStatementsOf(feature: Feature): { Action: string | string[]; Resource: unknown }[] {
    const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf(feature)];
    const roleId = (fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')));
  }

  it('only accounts and admin (account deletion) may call Cognito: exactly their admin actions, on the platform pool only', () => {
    const expected: Partial<Record<Feature, string[]>> = {
      accounts: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
      admin: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
    };
    for (const feature of FEATURES) {
      const statements = cognitoStatementsOf(feature);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect([...actions].sort(), feature).toEqual([...(expected[feature] ?? [])].sort());
      for (const statement of statements) {
        expect(statement.Resource, feature).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^UsersUserPool[0-9A-F]+$/), 'Arn'] });
      }
    }
  });

  it('tells the functions that call Cognito which user pool, and only them', () => {
    const variables = (feature: Feature): Record<string, unknown> => {
      const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf(feature)];
      return ((fn?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}) as Record<string, unknown>;
    };
    for (const feature of ['accounts', 'admin'] as const) {
      expect(variables(feature).USER_POOL_ID, feature).toEqual({ Ref: expect.stringMatching(/^UsersUserPool[0-9A-F]+$/) });
    }
    for (const feature of FEATURES.filter((f) => f !== 'accounts' && f !== 'admin')) {
      expect(variables(feature).USER_POOL_ID, feature).toBeUndefined();
    }
  });

  it('the accounts, leaders, admin and greek-events functions write the table; schools only reads it', () => {
    for (const feature of ['accounts', 'leaders', 'admin', 'greek-events'] as const) {
      expect(actionsOf(feature), feature).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    }
    for (const write of TABLE_WRITES) expect(actionsOf('schools')).not.toContain(write);
  });

  it('the admin function writes and removes school logos, in the logo bucket only, and knows where they are served', () => {
    expect(actionsOf('admin')).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject']));
    // Besides the admin's logos: media removes rejected and deleted uploads, accounts and admin a deleted
    // person's uploads, party-events a deleted event's, all in the media bucket (test/infra/media.test.ts);
    // party-packet vendors' certificates, in the documents bucket only (test/infra/documents.test.ts).
    // No one else deletes objects.
    expect(FEATURES.filter((f) => actionsOf(f).includes('s3:DeleteObject')).sort()).toEqual(['accounts', 'admin', 'media', 'party-events', 'party-packet']);
    const fn = resourcesOf(synth.template, 'AWS::Lambda::Function')[functionIdOf('admin')];
    const variables = (fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({ LOGO_BASE_URL: '/logos', LOGO_BUCKET: { Ref: expect.stringMatching(/^BucketsSchoolLogos/) } });
  });

  it('no function can scan the table or use a wildcard action', () => {
    for (const feature of FEATURES) {
      const actions = actionsOf(feature);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((action) => action.includes('*'))).toEqual([]);
    }
  });
});

describe('the HTTP API', () => {
  const manifestKeys = routeList.map((route) => `${route.method} ${route.path}`);

  function routes(): { key: string; authorization: string; target: string }[] {
    return Object.values(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Route')).map((route) => ({
      key: route.Properties?.RouteKey as string,
      authorization: route.Properties?.AuthorizationType as string,
      target: JSON.stringify(route.Properties?.Target),
    }));
  }

  it('has exactly one route per manifest entry, with the same route keys', () => {
    const keys = routes().map((route) => route.key);
    expect([...keys].sort()).toEqual([...manifestKeys].sort());
  });

  it('requires a token on exactly the routes the manifest does not make public', () => {
    for (const route of routes()) {
      const spec = routeList.find((entry) => `${entry.method} ${entry.path}` === route.key);
      expect(route.authorization, route.key).toBe(spec?.auth === 'public' ? 'NONE' : 'JWT');
    }
    // The manifest really has signed-in and admin routes (e.g. GET /me, GET /admin/overview).
    const protectedKeys = routes().filter((route) => route.authorization === 'JWT').map((route) => route.key);
    expect(protectedKeys.sort()).toEqual(routeList.filter((route) => route.auth !== 'public').map((route) => `${route.method} ${route.path}`).sort());
    expect(protectedKeys).toEqual(expect.arrayContaining(['GET /me', 'DELETE /me', 'GET /admin/overview']));
  });

  it('checks every protected route with the one Cognito JWT authorizer, and public routes with none', () => {
    const authorizers = Object.keys(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    for (const route of Object.values(resourcesOf(synth.template, 'AWS::ApiGatewayV2::Route'))) {
      const spec = routeList.find((entry) => `${entry.method} ${entry.path}` === route.Properties?.RouteKey);
      const authorizerId = route.Properties?.AuthorizerId as { Ref: string } | undefined;
      if (spec?.auth === 'public') expect(authorizerId, String(route.Properties?.RouteKey)).toBeUndefined();
      else expect(authorizerId, String(route.Properties?.RouteKey)).toEqual({ Ref: authorizers[0] });
    }
  });

  it("sends each route to its feature's Lambda", () => {
    const integrations = resourcesOf(synth.template, 'AWS::ApiGatewayV2::Integration');
    for (const route of routes()) {
      const spec = routeList.find((entry) => `${entry.method} ${entry.path}` === route.key);
      const integrationId = Object.keys(integrations).find((id) => route.target.includes(id));
      const uri = JSON.stringify(integrations[integrationId ?? '']?.Properties?.IntegrationUri);
      expect(uri, route.key).toContain(functionIdOf(spec?.feature ?? 'schools'));
    }
  });

  it(`serves the manifest under the stage /${API_STAGE}, throttled by default, with access logs`, () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'api',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
    synth.template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
  });
});

describe('the JWT authorizer (the API construct with a small manifest)', () => {
  // The full synth above checks the real manifest; this checks the construct
  // itself on a manifest of each auth level, without bundling any function.
  const manifest: RouteSpec[] = [
    { method: 'GET', path: '/schools', feature: 'schools', auth: 'public' },
    { method: 'GET', path: '/me/tickets', feature: 'tickets', auth: 'user' },
    { method: 'POST', path: '/admin/schools', feature: 'schools', auth: 'admin' },
  ];
  let template: Template;

  beforeAll(() => {
    const stack = new Stack(new App(), 'ApiOnly', { env: { region: 'us-east-1', account: '111111111111' } });
    const users = new UserDirectory(stack, 'Users');
    const functions = Object.fromEntries(
      FEATURES.map((feature) => [
        feature,
        LambdaFunction.fromFunctionArn(stack, feature, `arn:aws:lambda:us-east-1:111111111111:function:${feature}`),
      ]),
    ) as Record<Feature, LambdaFunction>;
    new PlatformApi(stack, 'Api', { functions, userPool: users.userPool, client: users.client, routes: manifest });
    template = Template.fromStack(stack);
  });

  it("trusts only tokens issued by the platform's user pool for the SPA's client", () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^UsersUserPoolWebClient') }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', { Ref: Match.stringLikeRegexp('^UsersUserPool') }]] },
      },
    });
  });

  it('protects the user and admin routes and leaves the public one open', () => {
    const byKey = Object.fromEntries(
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => [
        route.Properties.RouteKey,
        route.Properties.AuthorizationType,
      ]),
    );
    expect(byKey).toEqual({ 'GET /schools': 'NONE', 'GET /me/tickets': 'JWT', 'POST /admin/schools': 'JWT' });
  });
});
