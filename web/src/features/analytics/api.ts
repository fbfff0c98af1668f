import { useApiQuery } from '../../lib/queries';

/** One event's analytics, always fresh; asked only once the leader gate lets the viewer in. */
export function useEventAnalytics(eventId: string, enabled: boolean) {
  return useApiQuery('getEventAnalytics', { params: { id: eventId } }, { enabled, staleTime: 0 });
}
