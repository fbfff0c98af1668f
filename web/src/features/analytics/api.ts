import type { QueryClient } from '@tanstack/react-query';
import type { EventPaperworkResponse } from '../../../../shared/api/types';
import { withSoberMonitors } from '../../../../shared/paperwork-panel';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

/** One event's analytics, always fresh; asked only once the leader gate lets the viewer in. */
export function useEventAnalytics(eventId: string, enabled: boolean) {
  return useApiQuery('getEventAnalytics', { params: { id: eventId } }, { enabled, staleTime: 0 });
}

// Party paperwork (issue 13)

/** The paperwork panel: deadlines, sober monitors, members, warnings, the office mail. */
export function useEventPaperwork(eventId: string, enabled: boolean) {
  return useApiQuery('getEventPaperwork', { params: { id: eventId } }, { enabled, staleTime: 0 });
}

/**
 * Names the sober monitors; the panel shows the answer at once: the answer
 * carries the monitors, and the panel's capacity and warnings are worked out
 * again from them as the API works them out (`withSoberMonitors`).
 */
export async function saveSoberMonitors(queryClient: QueryClient, eventId: string, subs: string[]) {
  const answer = await api('setSoberMonitors', { params: { id: eventId }, body: { subs } });
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
