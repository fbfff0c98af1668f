import { useQueryClient } from '@tanstack/react-query';
import type { DataTool } from '../../../../shared/schemas/data-tools';
import { api } from '../../lib/api';
import { routeKey, useApiQuery } from '../../lib/queries';

/** How often a running job is read again: the bar moves about once a second. */
export const POLL_MS = 1000;

/** The job running now, if any; its 403 tells the page the visitor is no admin. Off for a page whose own read carries it. */
export function useDataToolsStatus(enabled = true) {
  return useApiQuery('getDataToolsStatus', undefined, { retry: false, staleTime: 0, enabled });
}

/** A job, read again every second while it runs. */
export function useDataToolJob(id: string | null) {
  return useApiQuery('getDataToolJob', { params: { id: id ?? '' } }, {
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' || query.state.error ? POLL_MS : false),
  });
}

export function startDataTool(tool: DataTool) {
  return api('startDataTool', { params: { tool } });
}

/** What Replace Schools would do now, and the job running now (the page's one request). */
export function useReplacePreview() {
  return useApiQuery('previewReplaceSchools', undefined, { staleTime: 0 });
}

/** After a run: whatever lists it may have changed are read again. */
export function useRefreshAfterRun() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['listSchools', 'listOrganizations', 'listPartyEvents', 'getAdminOverview', 'previewReplaceSchools', 'getDataToolsStatus'] as const).map((id) =>
        queryClient.invalidateQueries({ queryKey: routeKey(id) }),
      ),
    );
}
