import { useQuery } from '@tanstack/react-query';
import type { ResponseOf, RouteId } from '../../../shared/api/routes';
import { type ApiError, type ApiOptions, api } from './api';
import { useSession } from './auth/use-session';
import { apiKey } from './queries';

/** The routes of a page read by id: the public one, and the signed-in one answering the same plus `viewer`. */
type PageRoutes<Anyone extends RouteId, Viewer extends RouteId> = { anyone: Anyone; viewer: Viewer };

/**
 * A detail page in one request: its public route signed out,
 * its viewer route (the same page plus what the viewer has done with it)
 * signed in. Waits for the session so a signed-in visitor never pays for
 * both; the viewer's key holds their `sub`. `key` is where a change's answer
 * is stored, so the page shows it without asking again.
 */
export function usePageForViewer<Anyone extends RouteId, Viewer extends RouteId>(routes: PageRoutes<Anyone, Viewer>, id: string, enabled: boolean) {
  const session = useSession();
  const sub = session.status === 'signedIn' ? (session.user?.sub ?? null) : null;
  const byId = { params: { id } } as Pick<ApiOptions<RouteId>, 'params'>;
  const key: readonly unknown[] = sub ? [...apiKey(routes.viewer, byId), sub] : apiKey(routes.anyone, byId);
  const read = api as (route: RouteId, o: unknown) => Promise<ResponseOf<Anyone>>;
  const query = useQuery<ResponseOf<Anyone>, ApiError>({
    queryKey: key,
    queryFn: ({ signal }) => read(sub ? routes.viewer : routes.anyone, { params: { id }, signal }),
    enabled: enabled && session.status !== 'loading',
  });
  return { ...query, key, sessionLoading: session.status === 'loading', signedIn: sub !== null };
}
