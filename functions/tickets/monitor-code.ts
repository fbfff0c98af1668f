/**
 * A sober monitor's own door code: only the person named a monitor of the
 * event gets it, signed in as themselves; anyone else gets `null` (which says
 * no more than the event page already does). Signed with the event's door
 * key, so it is served by the function that holds the ticket key and checks
 * the code at the door (monitor-scan.ts).
 */
import type { SoberMonitorCodeResponse } from '../../shared/api/types';
import { getPartyEventAndProfile } from '../domains/catalog/party-events/party-events';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';
import { signMonitorCode } from '../domains/ticketing/door/monitor-code';
import { doorName } from '../domains/ticketing/door/door-name';

export async function mySoberMonitorCode(caller: SessionHolder, eventId: string): Promise<SoberMonitorCodeResponse> {
  const sub = caller.sub;
  // With the caller's profile: a door credential goes to no token its account signed out everywhere.
  const { event, profile } = await getPartyEventAndProfile(eventId, sub);
  refuseEndedSession(caller, profile);
  const named = event?.soberMonitors?.find((m) => m.sub === sub);
  if (!event || !named) return { monitor: null };
  return { monitor: { eventId: event.id, eventTitle: event.title, name: doorName(named.fullName) ?? named.fullName, code: signMonitorCode(sub, event.id) } };
}
