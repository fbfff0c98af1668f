/** How the door shows people and duplicates (issue 12): shared by the roster and the sync. */
import type { DoorDuplicate } from '../../shared/api/types';
import type { DoorScanRecord } from '../lib/db/door-scans';

/** "Jane Q. Doe" → "Jane D.": enough to greet a guest, not to find them. */
export function doorName(fullName: string | null): string | null {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

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
