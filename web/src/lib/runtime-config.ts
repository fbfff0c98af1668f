import { useQuery } from '@tanstack/react-query';

/** `/config.json`: runtime settings written by the deployment (CDK outputs) or the local API server. */
export interface RuntimeConfig {
  /** Logo service base URL; `${logoServiceUrl}/${domain}` is an image. Null: initials avatars only. */
  logoServiceUrl: string | null;
}

const DEFAULT_CONFIG: RuntimeConfig = { logoServiceUrl: null };

/** Fetches `/config.json`; any failure means the defaults (the page never waits for it). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return DEFAULT_CONFIG;
    const raw = (await response.json()) as Partial<RuntimeConfig> | null;
    const url = typeof raw?.logoServiceUrl === 'string' && raw.logoServiceUrl ? raw.logoServiceUrl.replace(/\/+$/, '') : null;
    return { ...DEFAULT_CONFIG, logoServiceUrl: url };
  } catch {
    return DEFAULT_CONFIG;
  }
}

/** The runtime config, loaded once per session; defaults until (and unless) it arrives. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: fetchRuntimeConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? DEFAULT_CONFIG;
}
