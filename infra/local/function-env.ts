/**
 * The environment the feature handlers read (`functions/lib/config.ts`),
 * pointed at the emulators. The local API server runs the handlers in its
 * own process, so this is applied to `process.env`.
 */
import type { EmulatorEndpoints } from './emulators';

export interface LocalRuntime {
  endpoints: EmulatorEndpoints;
  tableName: string;
  userPoolId?: string;
  userPoolClientId?: string;
}

/** Local credentials and region (DESIGN: `local`/`local`, us-east-1). */
export const LOCAL_AWS_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  // Node 20 is supported here; the SDK's notice about its future Node 22 floor is noise locally.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

/** The variables for handlers talking to the emulators. */
export function functionEnv(runtime: LocalRuntime): Record<string, string> {
  const env: Record<string, string> = {
    ...LOCAL_AWS_ENV,
    TABLE_NAME: runtime.tableName,
    MEDIA_BUCKET: 'event-media',
    LOGO_BUCKET: 'school-logos',
    MEDIA_BASE_URL: `${runtime.endpoints.s3}/event-media`,
    DYNAMODB_ENDPOINT: runtime.endpoints.dynamodb,
    S3_ENDPOINT: runtime.endpoints.s3,
    SES_ENDPOINT: runtime.endpoints.ses,
    COGNITO_ENDPOINT: runtime.endpoints.cognito,
  };
  if (runtime.userPoolId) env.USER_POOL_ID = runtime.userPoolId;
  if (runtime.userPoolClientId) env.USER_POOL_CLIENT_ID = runtime.userPoolClientId;
  return env;
}

/** Sets `functionEnv(runtime)` on this process, dropping credentials that would override ours. */
export function applyFunctionEnv(runtime: LocalRuntime): void {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, functionEnv(runtime));
}
