import { useApiQuery } from '../../lib/queries';

/**
 * The signed-in user's tickets (nothing is asked without `sub`). Offline
 * (status 0) the saved copy shows at once instead of after retries; a 5xx
 * is retried.
 */
export function useMyTickets(sub: string) {
  return useApiQuery('listMyTickets', undefined, {
    enabled: !!sub,
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}
