import { useApiQuery } from '../../lib/queries';

/** One school's page: the school and its upcoming Greek-life events; `enabled` is false for an id that cannot exist. */
export function useSchool(id: string, enabled: boolean) {
  return useApiQuery('getSchool', { params: { id } }, { enabled });
}
