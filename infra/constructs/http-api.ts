import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type Feature, type RouteSpec, routeList } from '../../shared/api/routes';
import { everyoneCap } from '../../shared/api/rate-limits';

/** The API's stage: the SPA calls `/api/...`, CloudFront forwards the path unchanged. */
export const API_STAGE = 'api';

/** Default throttling of every route (requests per second, burst). */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

export interface PlatformApiProps {
  functions: Record<Feature, IFunction>;
  userPool: UserPool;
  client: UserPoolClient;
  /** The routes to serve; the manifest's `routeList` unless a test passes its own. */
  routes?: readonly RouteSpec[];
}

/**
 * The HTTP API: one route per entry of the route manifest, each integrated
 * with its feature's Lambda. Every route whose auth level is not `public`
 * requires a valid access token of our user pool (JWT authorizer: issuer =
 * the pool, audience = the SPA's client); leader and admin roles are then
 * checked by the handler wrapper (`functions/lib/http.ts`). HTTP APIs have
 * no X-Ray tracing: traces start at the functions. Access logs go to CloudWatch. Throttling: the
 * stage's default for every route, and a cap on everyone's calls together on
 * the routes whose rate-limit budget has one (the per-client limits are AWS
 * WAF's, on the distribution).
 */
export class PlatformApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: PlatformApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Greek campus platform API',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = this.api.addStage('Stage', {
      stageName: API_STAGE,
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer: IHttpRouteAuthorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    const integrations = new Map<Feature, HttpLambdaIntegration>();
    const integrationFor = (feature: Feature): HttpLambdaIntegration => {
      let integration = integrations.get(feature);
      if (!integration) {
        // One invoke permission per feature rather than one per route.
        integration = new HttpLambdaIntegration(`${feature}Integration`, props.functions[feature], {
          scopePermissionToRoute: false,
        });
        integrations.set(feature, integration);
      }
      return integration;
    };

    // Routes whose budget caps everyone's calls together (shared/api/rate-limits.ts): throttled per route.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes ?? routeList) {
      const isPublic = route.auth === 'public';
      const created = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrationFor(route.feature),
        authorizer: isPublic ? new HttpNoneAuthorizer() : authorizer,
      });
      const cap = route.rateLimit ? everyoneCap(route.rateLimit) : undefined;
      if (cap) {
        routeSettings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: cap.perSecond, ThrottlingBurstLimit: cap.burst };
        // The stage's settings name the route: it must exist first.
        this.stage.node.addDependency(...created);
      }
      if (isPublic) {
        NagSuppressions.addResourceSuppressions(
          created,
          [
            {
              id: 'AwsSolutions-APIG4',
              reason: `${route.method} ${route.path} is public in the route manifest: the spec lets visitors use it signed out.`,
            },
          ],
          true,
        );
      }
    }
    if (Object.keys(routeSettings).length) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}
