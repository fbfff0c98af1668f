/**
 * The local API server as the platform runs it (npm start, the e2e and bench
 * stacks): every route of the manifest, the feature handlers, JWT checks
 * against the local Cognito, the SPA's runtime config, the per-client rate
 * limits and the security headers CloudFront and AWS WAF add in AWS — and,
 * as Lambda's event source mappings would, the consumers of the queues.
 */
import { routeList } from '../../shared/api/routes';
import { cognitoJwtConfig } from './api/auth';
import { featureHandlers } from './api/handlers';
import { startApiServer, type RunningApiServer } from './api-server';
import type { RateLimitsOption } from './rate-limiter';
import type { RuntimeConfig } from './runtime-config';
import type { EmulatorEndpoints } from './emulators';
import { LOCAL_AWS_ENV } from './function-env';
import { platformQueues, startQueueConsumers, type ConsumedQueue } from './queue-consumer';
import { startScheduledSweep } from './scheduled-sweep';
import { localOrigins, securityHeaders } from '../security-headers';

export interface PlatformApiOptions {
  port: number;
  endpoints: EmulatorEndpoints;
  pool: { userPoolId: string; userPoolClientId: string };
  /** A built SPA to serve beside `/api` (e2e); none when Vite serves it (npm start). */
  spaDir?: string;
  logRequests?: boolean;
  /** Per-client rate limits (on by default, as in AWS); `false` for a test that hammers routes on purpose. */
  rateLimits?: RateLimitsOption;
  /** The queues to consume; default the platform's own on the local SQS (a test may give queues of its own). */
  queues?: ConsumedQueue[];
}

/** The SPA's `/config.json` on the local stack: the API on the same origin, Cognito and S3 on the emulators. */
export function localRuntimeConfig(endpoints: EmulatorEndpoints, pool: { userPoolId: string; userPoolClientId: string }): RuntimeConfig {
  return {
    apiBase: '/api',
    region: LOCAL_AWS_ENV.AWS_REGION,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    cognitoEndpoint: endpoints.cognito,
    mediaBaseUrl: `${endpoints.s3}/event-media`,
    logoServiceUrl: null,
  };
}

/** Starts the local API server wired to the emulators, and the queue consumers; `close()` stops both. */
export async function startPlatformApi(options: PlatformApiOptions): Promise<RunningApiServer> {
  const { endpoints, pool } = options;
  const api = await startApiServer({
    port: options.port,
    routes: routeList,
    loadHandler: featureHandlers,
    auth: cognitoJwtConfig(endpoints.cognito, pool.userPoolId, pool.userPoolClientId),
    // CloudFront's headers: the SPA served here (e2e) runs under the real CSP.
    responseHeaders: securityHeaders(localOrigins(endpoints)),
    runtimeConfig: localRuntimeConfig(endpoints, pool),
    ...(options.spaDir ? { spaDir: options.spaDir } : {}),
    ...(options.logRequests ? { logRequests: true } : {}),
    ...(options.rateLimits !== undefined ? { rateLimits: options.rateLimits } : {}),
  });
  const consumers = startQueueConsumers(endpoints.sqs, options.queues ?? platformQueues(endpoints.sqs));
  // Scheduled sweep: what EventBridge runs every 5 minutes in AWS.
  const sweep = startScheduledSweep();
  return {
    ...api,
    close: async () => {
      await sweep.stop();
      await consumers.stop();
      await api.close();
    },
  };
}
