import type { QueryClient } from '@tanstack/react-query';
import { apiKey, useApiQuery } from './queries';

/**
 * The reference lists several screens read (sign-up, the leader portal, My
 * School, the filters, the directory): one query each, shared through the
 * cache whichever screen asked first.
 */

/** Minutes a filter bar may show the same lists without asking again. */
const FILTER_LISTS_STALE_MS = 10 * 60_000;

/** Every school, by name. `forFilters` keeps the copy for ten minutes. */
export function useSchoolList(options: { forFilters?: boolean } = {}) {
  return useApiQuery('listSchools', undefined, options.forFilters ? { staleTime: FILTER_LISTS_STALE_MS } : undefined);
}

/** Every national organization (the directory). `forFilters` keeps the copy for ten minutes. */
export function useOrganizationList(options: { forFilters?: boolean } = {}) {
  return useApiQuery('listOrganizations', undefined, options.forFilters ? { staleTime: FILTER_LISTS_STALE_MS } : undefined);
}

/** Asks for the directory again (after it was populated). */
export function refreshOrganizationList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('listOrganizations') });
}

/** The chapters at one school; nothing is asked while `schoolId` is empty. */
export function useSchoolChapters(schoolId: string) {
  return useApiQuery('listSchoolChapters', { params: { id: schoolId } }, { enabled: !!schoolId });
}
