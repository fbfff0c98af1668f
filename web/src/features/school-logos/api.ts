import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

/** Every school with its logo and the counts; its 403 tells the page the visitor is no admin. */
export function useSchoolLogos() {
  return useApiQuery('listSchoolLogos', undefined, { retry: false, staleTime: 0 });
}

export function uploadSchoolLogo(schoolId: string, contentBase64: string) {
  return api('uploadSchoolLogo', { params: { id: schoolId }, body: { contentBase64 } });
}

export function deleteSchoolLogo(schoolId: string) {
  return api('deleteSchoolLogo', { params: { id: schoolId } });
}

export function autoFetchSchoolLogos() {
  return api('autoFetchSchoolLogos');
}

/** The list and every page showing schools read again after a logo changed. */
export function refreshLogos(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey('listSchoolLogos') }),
    queryClient.invalidateQueries({ queryKey: apiKey('listSchools') }),
  ]);
}
