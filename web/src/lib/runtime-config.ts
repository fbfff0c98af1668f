import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONFIG, type RuntimeConfig, getRuntimeConfig } from './runtime-config-fetch';

export { type AuthConfig, type RuntimeConfig, fetchRuntimeConfig, forgetRuntimeConfig, getRuntimeConfig } from './runtime-config-fetch';

/** The runtime config, loaded once per page (the same request as the auth setup's); defaults until (and unless) it arrives. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: getRuntimeConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return data ?? DEFAULT_CONFIG;
}
