/** Builds API Gateway v2 events for calling feature handlers directly in unit tests. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKey, type RouteId } from '../../../shared/api/routes';

export function apiEvent(
  id: RouteId | string,
  opts: { params?: Record<string, string>; query?: Record<string, string>; body?: string; base64?: boolean; claims?: Record<string, unknown> } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const key = id.includes(' ') ? id : routeKey(id as RouteId);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: key.split(' ')[1] ?? '/',
    rawQueryString: '',
    headers: {},
    pathParameters: opts.params,
    queryStringParameters: opts.query,
    body: opts.body,
    isBase64Encoded: opts.base64 ?? false,
    requestContext: {
      requestId: 'req-123',
      authorizer: opts.claims ? { jwt: { claims: opts.claims, scopes: [] } } : undefined,
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export const lambdaContext = { awsRequestId: 'aws-req-1' } as Context;

/** The structured result with its JSON body parsed. */
export function parse(result: unknown): { statusCode: number; headers: Record<string, string>; json: any } {
  const r = result as APIGatewayProxyStructuredResultV2;
  return { statusCode: r.statusCode ?? 0, headers: (r.headers ?? {}) as Record<string, string>, json: JSON.parse(String(r.body)) };
}
