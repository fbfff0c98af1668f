/**
 * A sober monitor's code at the door (issue 13), for every online scanner
 * (the leader's door and door passes, through `scanTicket`): Entry checks
 * the monitor in, Exit checks them out, recorded apart from guests
 * (door-monitors.ts). The code must be genuine for this event AND its person
 * still named a monitor of it to check in; a monitor un-named while in may
 * still check out (the count must come down).
 *
 * Checking out is always allowed, even when it brings the limit under the
 * number inside: an office wants monitors' hours kept honestly, not a
 * monitor held at the door; guests already in stay, and entries wait until
 * the room is back within what the monitors in cover.
 */
import { randomUUID } from 'node:crypto';
import type { ValidateTicketResponse } from '../../shared/api/types';
import { clock } from '../lib/clock';
import { crossDoorAsMonitor } from '../domains/ticketing/door/monitors';
import { headcountOf, type Direction } from '../domains/ticketing/door/headcount';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { recordDoorScan } from '../lib/metrics';
import { verifyMonitorCode } from '../domains/ticketing/door/monitor-code';
import { monitorAlreadyIn, monitorCheckedIn, monitorCheckedOut, monitorNotIn, NOT_A_MONITOR } from '../domains/ticketing/messages';
import { doorName } from '../domains/ticketing/door/door-name';

export async function scanMonitor(event: PartyEvent, input: { qrCode: string; scanId?: string; direction?: Direction }): Promise<ValidateTicketResponse> {
  const sub = verifyMonitorCode(input.qrCode, event.id);
  const named = sub ? (event.soberMonitors ?? []).find((m) => m.sub === sub) : undefined;
  const direction = input.direction ?? 'entry';
  if (!sub || (!named && direction === 'entry')) {
    recordDoorScan('NotFound');
    return { valid: false, message: NOT_A_MONITOR };
  }
  const name = doorName(named?.fullName ?? null) ?? 'Sober monitor';
  const crossing = await crossDoorAsMonitor({ eventId: event.id, sub, name, direction, scanId: input.scanId ?? randomUUID(), now: clock.now().toISOString() });
  const moved = crossing.kind === 'checkedIn' || crossing.kind === 'checkedOut';
  recordDoorScan(moved ? 'Monitor' : 'NotFound');
  const message = { checkedIn: monitorCheckedIn, checkedOut: monitorCheckedOut, alreadyIn: monitorAlreadyIn, notIn: monitorNotIn }[crossing.kind](name);
  return { valid: moved, message, monitor: { name }, headcount: headcountOf(event, crossing.door) };
}
