import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONFIG, type RuntimeConfig, fetchRuntimeConfig } from './runtime-config-fetch';

export { type AuthConfig, type RuntimeConfig, fetchRuntimeConfig, getRuntimeConfig } from './runtime-config-fetch';

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
