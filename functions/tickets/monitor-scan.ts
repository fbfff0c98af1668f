/**
 * A sober monitor's code at the door, for every scanner (the
 * leader's door and door passes, through `scanTicket`, and a device's
 * offline scans at sync): Entry checks the monitor in, Exit checks them out,
 * recorded apart from guests (door-monitors.ts). The code must be genuine
 * for this event AND its person still named a monitor of it to check in; a
 * monitor un-named while in may still check out (the count must come down).
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
import { headcountOf, type Direction, type DoorCount } from '../domains/ticketing/door/headcount';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { recordDoorScan } from '../lib/metrics';
import { verifyMonitorCode } from '../domains/ticketing/door/monitor-code';
import { monitorAlreadyIn, monitorCheckedIn, monitorCheckedOut, monitorNotIn, NOT_A_MONITOR } from '../domains/ticketing/messages';
import { doorName } from '../domains/ticketing/door/door-name';

/** What a monitor's scan did: whether the monitor moved, the door's sentence, and (for a genuine monitor) their name and the count after. */
export interface MonitorScanOutcome {
  moved: boolean;
  message: string;
  monitor: { name: string; door: DoorCount } | null;
}

/** A monitor's code crossing the door, from the scan's own id and time (a device's, at sync). */
export async function crossAsMonitor(event: PartyEvent, input: { qrCode: string; scanId: string; direction: Direction; now: string }): Promise<MonitorScanOutcome> {
  const sub = verifyMonitorCode(input.qrCode, event.id);
  const named = sub ? (event.soberMonitors ?? []).find((m) => m.sub === sub) : undefined;
  if (!sub || (!named && input.direction === 'entry')) return { moved: false, message: NOT_A_MONITOR, monitor: null };
  const name = doorName(named?.fullName ?? null) ?? 'Sober monitor';
  const crossing = await crossDoorAsMonitor({ eventId: event.id, sub, name, direction: input.direction, scanId: input.scanId, now: input.now });
  const moved = crossing.kind === 'checkedIn' || crossing.kind === 'checkedOut';
  const message = { checkedIn: monitorCheckedIn, checkedOut: monitorCheckedOut, alreadyIn: monitorAlreadyIn, notIn: monitorNotIn }[crossing.kind](name);
  return { moved, message, monitor: { name, door: crossing.door } };
}

export async function scanMonitor(event: PartyEvent, input: { qrCode: string; scanId?: string; direction?: Direction }): Promise<ValidateTicketResponse> {
  const outcome = await crossAsMonitor(event, { qrCode: input.qrCode, scanId: input.scanId ?? randomUUID(), direction: input.direction ?? 'entry', now: clock.now().toISOString() });
  recordDoorScan(outcome.moved ? 'Monitor' : 'NotFound');
  if (!outcome.monitor) return { valid: false, message: outcome.message };
  return { valid: outcome.moved, message: outcome.message, monitor: { name: outcome.monitor.name }, headcount: headcountOf(event, outcome.monitor.door) };
}
