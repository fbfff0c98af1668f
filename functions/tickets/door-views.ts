/** How the door shows a duplicate admission: shared by the roster and the sync. */
import type { DoorDuplicate } from '../../shared/api/types';
import type { DoorScanRecord } from '../lib/db/door-scans';

export function toDuplicate(record: DoorScanRecord): DoorDuplicate {
  return {
    ticketId: record.ticketId ?? '',
    holder: record.holder,
    scanId: record.scanId,
    deviceId: record.deviceId,
    scannedAt: record.scannedAt,
    kept: record.kept ?? { scanId: null, usedAt: null, deviceId: null },
  };
}
