import type { QueryClient } from '@tanstack/react-query';
import type { EventAnalyticsResponse, EventPaperworkResponse } from '../../../../shared/api/types';
import { withSoberMonitors } from '../../../../shared/paperwork-panel';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

/** The analytics with the paperwork panel: the screen's first data in one request. */
const analyticsOptions = (eventId: string) => ({ params: { id: eventId }, query: { include: 'paperwork' } }) as const;

/** One event's analytics and its paperwork panel, always fresh; asked only once the leader gate lets the viewer in. */
export function useEventAnalytics(eventId: string, enabled: boolean) {
  return useApiQuery('getEventAnalytics', analyticsOptions(eventId), { enabled, staleTime: 0 });
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
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file;
}
