/** How the door shows a duplicate admission (issue 12): shared by the roster and the sync. */
import type { DoorDuplicate } from '../../shared/api/types';
import type { DoorScanRecord } from '../domains/ticketing/door/scans';

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
