/** Door passes for volunteers: the scan-only screen's calls, with the pass's token, never an account's. */
import type { DoorPassScanResponse } from '../../../../shared/api/types';
import { api } from '../../lib/api';
import type { StoredDoorPass } from '../../lib/door-pass-session';
import type { DoorSource } from '../../lib/offline-door/use-offline-door';

export function openDoorPass(passId: string, pin: string) {
  return api('openDoorPass', { params: { id: passId }, body: { pin: pin.trim() } });
}

export function scanWithDoorPass(
  passId: string,
  token: string,
  qrCode: string,
  direction: 'entry' | 'exit' = 'entry',
  request: { scanId?: string; signal?: AbortSignal } = {},
): Promise<DoorPassScanResponse> {
  const scanId = request.scanId ?? crypto.randomUUID();
  return api('scanWithDoorPass', { params: { id: passId }, body: { qrCode: qrCode.trim(), scanId, direction }, bearer: token, signal: request.signal });
}

/** The pass's offline door: its roster (no names) and the sync of its offline scans, both with its token. */
export function passDoor({ passId, token }: StoredDoorPass): DoorSource {
  return {
    fetchRoster: (_eventId, signal) => api('getDoorPassRoster', { params: { id: passId }, bearer: token, signal }),
    sendScans: (_eventId, deviceId, scans, signal) => api('syncDoorPassScans', { params: { id: passId }, body: { deviceId, scans }, bearer: token, signal }),
  };
}
