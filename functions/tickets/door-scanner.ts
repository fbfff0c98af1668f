/**
 * Who scans at the door: a leader, known by their sub, or a door
 * pass, known by its id. The scan log records the scanner; a pass's scan is
 * also counted on the pass, once per scan id however often it is retried or
 * synced.
 */
import { countDoorPassScan, countDoorPassScanOp } from '../domains/ticketing/door/passes';
import { logDoorScan, logDoorScans, type DoorScanRecord } from '../domains/ticketing/door/scans';

export type DoorScanner = { leaderSub: string } | { passId: string };

/** A scan's record before its scanner is named. */
export type UnsignedScan = Omit<DoorScanRecord, 'scannedBy' | 'passId'>;

function signed(scanner: DoorScanner, scan: UnsignedScan): DoorScanRecord {
  return 'passId' in scanner ? { ...scan, scannedBy: `door-pass:${scanner.passId}`, passId: scanner.passId } : { ...scan, scannedBy: scanner.leaderSub };
}

/** Logs a scan under its scanner unless its scan id is logged already; returns what is logged for it. */
export async function logScanOf(scanner: DoorScanner, scan: UnsignedScan): Promise<DoorScanRecord> {
  const record = signed(scanner, scan);
  // A pass's count moves in the logging transaction: only when the scan is newly logged.
  return logDoorScan(record, record.passId ? countDoorPassScanOp(record.passId) : undefined);
}

/** Logs many scans under their scanner (a sync's), each unless logged already; a pass counts the new ones at once. What is logged, by scan id. */
export async function logScansOf(scanner: DoorScanner, scans: UnsignedScan[]): Promise<Map<string, DoorScanRecord>> {
  const records = scans.map((scan) => signed(scanner, scan));
  const logged = await logDoorScans(records);
  const fresh = records.filter((record) => logged.get(record.scanId) === record).length;
  if ('passId' in scanner && fresh) await countDoorPassScan(scanner.passId, fresh);
  return logged;
}
