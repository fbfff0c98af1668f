/**
 * A sober monitor's own door code: only the person named a monitor of the
 * event gets it, signed in as themselves; anyone else gets `null` (which says
 * no more than the event page already does). Signed with the event's door
 * key, so it is served by the function that holds the ticket key and checks
 * the code at the door (monitor-scan.ts).
 */
import type { SoberMonitorCodeResponse } from '../../shared/api/types';
import { getPartyEvent } from '../lib/db/party-events';
import { signMonitorCode } from '../lib/monitor-code';
import { doorName } from '../lib/door-name';

export async function mySoberMonitorCode(sub: string, eventId: string): Promise<SoberMonitorCodeResponse> {
  const event = await getPartyEvent(eventId);
  const named = event?.soberMonitors?.find((m) => m.sub === sub);
  if (!event || !named) return { monitor: null };
  return { monitor: { eventId: event.id, eventTitle: event.title, name: doorName(named.fullName) ?? named.fullName, code: signMonitorCode(sub, event.id) } };
}
