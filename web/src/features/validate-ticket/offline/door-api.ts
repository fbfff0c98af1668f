/** The leader's offline door: the roster a device keeps, and the sync of its offline scans. */
import type { DoorRosterResponse, DoorSyncResponse } from '../../../../../shared/api/types';
import type { OfflineScan } from '../../../../../shared/schemas/door';
import { api } from '../../../lib/api';
import type { DoorSource } from '../../../lib/offline-door/use-offline-door';

export function fetchDoorRoster(eventId: string, signal?: AbortSignal): Promise<DoorRosterResponse> {
  return api('getDoorRoster', { params: { id: eventId }, signal });
}

export function sendDoorScans(eventId: string, deviceId: string, scans: OfflineScan[], signal?: AbortSignal): Promise<DoorSyncResponse> {
  return api('syncDoorScans', { body: { eventId, deviceId, scans }, signal });
}

export const leaderDoor: DoorSource = { fetchRoster: fetchDoorRoster, sendScans: sendDoorScans };
