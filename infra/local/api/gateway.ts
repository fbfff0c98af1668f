/**
 * One integration call, as API Gateway makes it: build the v2 event, invoke
 * the feature's handler, map its result — and turn any failure into a 500
 * whose body leaks nothing (the error goes to the console, like CloudWatch).
 */
import { buildApiEvent, type ApiRequest, type LocalRoute } from './event';
import type { HandlerLoader } from './handlers';
import { lambdaContext } from './lambda-context';
import { gatewayError, toHttpAnswer, type HttpAnswer } from './result';

export interface InvokeRouteOptions {
  route: LocalRoute;
  request: ApiRequest;
  pathParameters?: Record<string, string>;
  /** Verified JWT payload (non-public routes). */
  claims?: Record<string, unknown>;
  loadHandler: HandlerLoader;
  /** Where handler failures are reported; defaults to console.error. */
  logError?: (message: string, error: unknown) => void;
  /** The handler's time budget; API Gateway's 29 s by default. */
  timeoutMs?: number;
}

/** Invokes the route's handler with a v2 event and returns the HTTP answer. */
export async function invokeRoute(options: InvokeRouteOptions): Promise<HttpAnswer> {
  const { route } = options;
  const event = buildApiEvent({
    route,
    request: options.request,
    pathParameters: options.pathParameters,
    claims: options.claims,
  });
  try {
    const handler = await options.loadHandler(route.feature);
    const result = await handler(event as never, lambdaContext(route.feature, event.requestContext.requestId, options.timeoutMs));
    return toHttpAnswer(result);
  } catch (error) {
    const logError = options.logError ?? ((message: string, cause: unknown) => console.error(message, cause));
    logError(`[api] ${event.routeKey} (${route.feature}) failed:`, error);
    return gatewayError(500);
  }
}
