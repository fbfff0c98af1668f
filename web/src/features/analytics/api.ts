import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePartyEventResponse, EventAnalyticsResponse, EventPaperworkResponse, EventReportResponse } from '../../../../shared/api/types';
import type { EventReportInput } from '../../../../shared/schemas/event-report';
import { withSoberMonitors } from '../../../../shared/paperwork-panel';
import { type ApiError, api } from '../../lib/api';
import { saveBase64File } from '../../lib/file-download';
import { type MutationEffects, afterUpdate, apiKey, useApiQuery } from '../../lib/queries';

/** The analytics with the paperwork panel: the screen's first data in one request. */
const analyticsOptions = (eventId: string) => ({ params: { id: eventId }, query: { include: 'paperwork' } }) as const;

/** How often the analytics of a drop on sale are asked again: its line moves by the second. */
export const DROP_ANALYTICS_POLL_MS = 5_000;

/**
 * One event's analytics and its paperwork panel, always fresh; asked only
 * once the leader gate lets the viewer in, and again every few seconds
 * while a drop's line is live.
 */
export function useEventAnalytics(eventId: string, enabled: boolean) {
  return useApiQuery('getEventAnalytics', analyticsOptions(eventId), {
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.line && query.state.data.event.status === 'active' ? DROP_ANALYTICS_POLL_MS : false),
  });
}

// Party paperwork

/**
 * The chapter's members to name sober monitors from: the panel's own route,
 * asked only once the picker is opened (the screen opens on the analytics'
 * panel, which carries no members), always fresh.
 */
export function useMonitorCandidates(eventId: string, enabled: boolean) {
  return useApiQuery('getEventPaperwork', { params: { id: eventId } }, { enabled, staleTime: 0 });
}

/**
 * Names the sober monitors; the panel shows the answer at once: the answer
 * carries the monitors, and the panel's capacity and warnings are worked out
 * again from them as the API works them out (`withSoberMonitors`), in the
 * analytics' panel the screen shows and in the picker's copy.
 */
export async function saveSoberMonitors(queryClient: QueryClient, eventId: string, subs: string[]) {
  const answer = await api('setSoberMonitors', { params: { id: eventId }, body: { subs } });
  queryClient.setQueryData<EventAnalyticsResponse>(
    apiKey('getEventAnalytics', analyticsOptions(eventId)),
    (analytics) => analytics?.paperwork && { ...analytics, paperwork: withSoberMonitors(analytics.paperwork, answer.soberMonitors) },
  );
  queryClient.setQueryData<EventPaperworkResponse>(apiKey('getEventPaperwork', { params: { id: eventId } }), (panel) => panel && withSoberMonitors(panel, answer.soberMonitors));
  return answer;
}

/** Fetches a packet file and hands it to the browser as a download. */
export async function downloadPacketFile(id: 'getRegistrationPacket' | 'getGuestListCsv', eventId: string) {
  const file = await api(id, { params: { id: eventId } });
  saveBase64File(file);
  return file;
}

/** Moves when a drop's sales open (before they do); the analytics show the event as it now stands. */
export function useMoveSalesOpen(eventId: string, effects: MutationEffects<CreatePartyEventResponse, string>) {
  const queryClient = useQueryClient();
  return useMutation<CreatePartyEventResponse, ApiError, string>({
    mutationFn: (salesOpenAt) => api('setSalesOpenAt', { params: { id: eventId }, body: { salesOpenAt } }),
    ...afterUpdate(
      (answer: CreatePartyEventResponse) =>
        queryClient.setQueryData<EventAnalyticsResponse>(apiKey('getEventAnalytics', analyticsOptions(eventId)), (analytics) => analytics && { ...analytics, event: answer.event }),
      effects,
    ),
  });
}

// After the party

/** The event report and where it stands (a form until filed, then the report), always fresh. */
export function useEventReport(eventId: string) {
  return useApiQuery('getEventReport', { params: { id: eventId } }, { staleTime: 0 });
}

/** Files the event report once; the card then shows the API's answer. */
export function useFileEventReport(eventId: string, effects: MutationEffects<EventReportResponse, EventReportInput>) {
  const queryClient = useQueryClient();
  return useMutation<EventReportResponse, ApiError, EventReportInput>({
    mutationFn: (body) => api('fileEventReport', { params: { id: eventId }, body }),
    ...afterUpdate((answer: EventReportResponse) => queryClient.setQueryData(apiKey('getEventReport', { params: { id: eventId } }), answer), effects),
  });
}
