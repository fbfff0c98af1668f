/**
 * Fetching `/config.json` (no React): the shell's auth setup needs it without
 * the query library, so it lives apart from the `useRuntimeConfig` hook.
 */
/** `/config.json`: runtime settings written by the deployment (CDK outputs) or the local API server. */
export interface RuntimeConfig {
  /** Logo service base URL; `${logoServiceUrl}/${domain}` is an image. Null: initials avatars only. */
  logoServiceUrl: string | null;
  /** The Cognito user pool the SPA signs in with; null when the config is missing or incomplete. */
  auth: AuthConfig | null;
}

/** Cognito settings of `/config.json`. */
export interface AuthConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's URL in the local stack; null in AWS. */
  cognitoEndpoint: string | null;
}

export const DEFAULT_CONFIG: RuntimeConfig = { logoServiceUrl: null, auth: null };

function str(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** The auth part of the raw config, when every required field is there. */
function parseAuth(raw: Record<string, unknown> | null): AuthConfig | null {
  const region = str(raw?.region);
  const userPoolId = str(raw?.userPoolId);
  const userPoolClientId = str(raw?.userPoolClientId);
  if (!region || !userPoolId || !userPoolClientId) return null;
  return { region, userPoolId, userPoolClientId, cognitoEndpoint: str(raw?.cognitoEndpoint) };
}

/** Fetches `/config.json`; any failure means the defaults (the page never waits for it). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return DEFAULT_CONFIG;
    const raw = (await response.json()) as Record<string, unknown> | null;
    const url = typeof raw?.logoServiceUrl === 'string' && raw.logoServiceUrl ? raw.logoServiceUrl.replace(/\/+$/, '') : null;
    return { ...DEFAULT_CONFIG, logoServiceUrl: url, auth: parseAuth(raw) };
  } catch {
    return DEFAULT_CONFIG;
  }
}

let configPromise: Promise<RuntimeConfig> | null = null;

/** The runtime config, fetched once per page load: the auth setup and the `useRuntimeConfig` hook share the one request. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig();
  return configPromise;
}

/** Forgets the fetched config (tests, where each test serves its own `/config.json`). */
export function forgetRuntimeConfig(): void {
  configPromise = null;
}

