import type { QueryClient } from '@tanstack/react-query';
import { apiKey, useApiQuery } from './queries';

/**
 * The reference lists several screens read (sign-up, the leader portal, My
 * School, the filters, the directory): one query each, shared through the
 * cache whichever screen asked first.
 */

/** Minutes a filter bar may show the same lists without asking again. */
const FILTER_LISTS_STALE_MS = 10 * 60_000;

/** How a screen reads a list: `forFilters` keeps the copy for ten minutes; `enabled: false` asks nothing yet. */
interface ListOptions {
  forFilters?: boolean;
  enabled?: boolean;
}

const listQueryOptions = ({ forFilters, enabled = true }: ListOptions) => ({ enabled, ...(forFilters ? { staleTime: FILTER_LISTS_STALE_MS } : {}) });

/** Every school, by name. */
export function useSchoolList(options: ListOptions = {}) {
  return useApiQuery('listSchools', undefined, listQueryOptions(options));
}

/** Every national organization (the directory). */
export function useOrganizationList(options: ListOptions = {}) {
  return useApiQuery('listOrganizations', undefined, listQueryOptions(options));
}

/** Asks for the directory again (after it was populated). */
export function refreshOrganizationList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('listOrganizations') });
}

/** The chapters at one school; nothing is asked while `schoolId` is empty. */
export function useSchoolChapters(schoolId: string) {
  return useApiQuery('listSchoolChapters', { params: { id: schoolId } }, { enabled: !!schoolId });
}
