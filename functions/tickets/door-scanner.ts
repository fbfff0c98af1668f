/**
 * Who scans at the door (issue 12): a leader, known by their sub, or a door
 * pass, known by its id. The scan log records the scanner; a pass's scan is
 * also counted on the pass, once per scan id however often it is retried or
 * synced.
 */
import { countDoorPassScan } from '../lib/db/door-passes';
import { logDoorScan, type DoorScanRecord } from '../lib/db/door-scans';

export type DoorScanner = { leaderSub: string } | { passId: string };

/** Logs a scan under its scanner unless its scan id is logged already; returns what is logged for it. */
export async function logScanOf(scanner: DoorScanner, scan: Omit<DoorScanRecord, 'scannedBy' | 'passId'>): Promise<DoorScanRecord> {
  const record: DoorScanRecord = 'passId' in scanner ? { ...scan, scannedBy: `door-pass:${scanner.passId}`, passId: scanner.passId } : { ...scan, scannedBy: scanner.leaderSub };
  const logged = await logDoorScan(record);
  if (logged === record && record.passId) await countDoorPassScan(record.passId);
  return logged;
}
