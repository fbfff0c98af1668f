/** How the door shows the leader what its scan log holds for them: duplicates and flagged admissions, for the roster, the screen and the sync. */
import type { DoorDuplicate, DoorFlagged } from '../../shared/api/types';
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

/** The log's notices as the leader reads them: the duplicates, and the flagged admissions. */
export function noticesOf(records: DoorScanRecord[]): { duplicates: DoorDuplicate[]; flagged: DoorFlagged[] } {
  return {
    duplicates: records.filter((r) => r.resolution === 'duplicate').map(toDuplicate),
    flagged: records.flatMap((r) => (r.flag ? [{ flag: r.flag, ticketId: r.ticketId, holder: r.holder, scanId: r.scanId, deviceId: r.deviceId, scannedAt: r.scannedAt }] : [])),
  };
}
