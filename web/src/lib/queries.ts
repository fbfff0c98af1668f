import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, RouteId } from '../../../shared/api/routes';
import { type ApiError, type ApiOptions, api } from './api';

/** Query key of an API read: the route id, then its params and query (stable, serialisable). */
export function apiKey<Id extends RouteId>(id: Id, options?: Pick<ApiOptions<Id>, 'params' | 'query'>) {
  return [id, options?.params ?? {}, options?.query ?? {}] as const;
}

/** Reads one API route through TanStack Query: one screen, one request. */
export function useApiQuery<Id extends RouteId>(
  id: Id,
  options?: Omit<ApiOptions<Id>, 'signal' | 'body'>,
  queryOptions?: Omit<UseQueryOptions<ResponseOf<Id>, ApiError>, 'queryKey' | 'queryFn'>,
) {
  return useQuery<ResponseOf<Id>, ApiError>({
    queryKey: apiKey(id, options),
    // The cast is safe: `options` was typed for this route id above.
    queryFn: ({ signal }) => (api as (id: RouteId, o: unknown) => Promise<ResponseOf<Id>>)(id, { ...options, signal }),
    ...queryOptions,
  });
}

/** The prefix of every key of one route (each page, filter and viewer of it): invalidates them all at once. */
export function routeKey<Id extends RouteId>(id: Id) {
  return [id] as const;
}


/**
 * What a screen does once a change it asked for is answered: its toasts, its
 * own state, where it goes next. A feature's mutation hook (in its `api.ts`)
 * owns the request and what the answer changes in the cache, and calls these
 * after. A returned promise keeps the mutation pending until it settles.
 */
export interface MutationEffects<Data, Variables = void, Failure = ApiError> {
  onSuccess?: (data: Data, variables: Variables) => unknown;
  onError?: (error: Failure, variables: Variables) => unknown;
}

/**
 * The screen's effects, after the hook's own: `update` applies the answer to
 * the cache (a page changed in place, lists asked again) before the screen
 * reacts to it.
 */
export function afterUpdate<Data, Variables>(
  update: (data: Data, variables: Variables) => void,
  effects: MutationEffects<Data, Variables>,
): MutationEffects<Data, Variables> {
  return {
    ...effects,
    onSuccess: (data, variables) => {
      update(data, variables);
      return effects.onSuccess?.(data, variables);
    },
  };
}
