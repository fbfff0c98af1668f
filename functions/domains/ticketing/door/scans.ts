/**
 * The door scan log (offline door mode): one item per offline
 * admission a device synced, keyed by its scan id in the event's partition.
 * Its conditional put is what makes a sync idempotent: a retried sync finds
 * the scan already logged and changes nothing. A duplicate (the ticket was
 * already admitted by another scan) is logged with the admission that was
 * kept, so the leader sees both and no scan is ever silently dropped.
 */
import type { DoorFlag } from '../../../../shared/api/types';
import { toDoorCount, type DoorCount } from './headcount';
import { toDoorMonitor, type DoorMonitorRecord } from './monitors';
import { keys } from '../../keys';
import { PARTY_EVENT_ENTITY, toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { batchDelete, batchGetFound, putNew, queryAll, queryPrefix, stripKeys, transactWrite, type TransactOp } from '../../../lib/db/table';
import { isConditionFailure, writeFailure } from '../../../lib/db/write-failure';

export type DoorScanResolution = 'recorded' | 'duplicate' | 'refused';

export interface DoorScanRecord {
  eventId: string;
  scanId: string;
  ticketId: string | null;
  deviceId: string;
  /** The leader signed in on the device. */
  scannedBy: string;
  /** When the device admitted the guest (its clock, never later than the sync). */
  scannedAt: string;
  syncedAt: string;
  resolution: DoorScanResolution;
  /** Why a refused scan was refused; the door's sentence. */
  message: string;
  /** The guest as the door names them (first name, last initial). */
  holder: string | null;
  /** For a duplicate: the admission that was kept (`deviceId` null when it was an online scan). */
  kept: { scanId: string | null; usedAt: string | null; deviceId: string | null } | null;
  /** Door passes for volunteers: the pass that made the scan (online, through its scan-only screen). */
  passId?: string;
  /** An offline admission the leader is told of: past a limit, or of a ticket cancelled or transferred meanwhile. */
  flag?: DoorFlag;
}

/** What the leader is shown of the log: duplicates and flagged admissions. */
const NOTICE_FILTER = 'resolution = :duplicate OR attribute_exists(flag)';

function toRecord(item: Record<string, unknown>): DoorScanRecord {
  const { entity: _entity, ...record } = stripKeys<DoorScanRecord & { entity?: string }>(item);
  return record;
}

/** The logged scans among `scanIds` (strongly consistent), by scan id. */
export async function getDoorScans(eventId: string, scanIds: string[]): Promise<Map<string, DoorScanRecord>> {
  const items = await batchGetFound(scanIds.map((scanId) => keys.doorScan.item(eventId, scanId)));
  return new Map(items.map(toRecord).map((record) => [record.scanId, record]));
}

const scanItem = (record: DoorScanRecord) => ({ ...keys.doorScan.item(record.eventId, record.scanId), entity: keys.doorScan.entity, ...record });

/** What is logged for a scan whose conditional put found it logged already. */
async function loggedBefore(record: DoorScanRecord): Promise<DoorScanRecord> {
  const existing = (await getDoorScans(record.eventId, [record.scanId])).get(record.scanId);
  if (!existing) throw new Error(`door scan ${record.scanId} neither written nor found`);
  return existing;
}

/**
 * Logs a scan unless its scan id is logged already; returns what is logged
 * for it (this record, or the one a concurrent or earlier sync logged first).
 * `alongside` (a door pass's count of its scans) is written in the same
 * transaction, so only a newly logged scan moves it; when only `alongside`
 * fails (the pass was deleted meanwhile), the scan is logged alone.
 */
export async function logDoorScan(record: DoorScanRecord, alongside?: TransactOp): Promise<DoorScanRecord> {
  if (!alongside) return (await putNew(scanItem(record))) ? record : loggedBefore(record);
  try {
    await transactWrite([{ Put: { Item: scanItem(record), ConditionExpression: 'attribute_not_exists(PK)' } }, alongside]);
    return record;
  } catch (error) {
    const failure = writeFailure(error, ['scan', 'alongside'] as const);
    if (!failure?.conditionFailed) throw error;
    return failure.failed.has('scan') ? loggedBefore(record) : logDoorScan(record);
  }
}

/** A transaction's most operations. */
const MAX_OPS = 100;

/**
 * Logs many scans (a sync's), each unless its scan id is logged already:
 * 100 conditional puts per transaction, all at once. A transaction refused
 * because one of its scans was logged meanwhile (a concurrent sync of the
 * same scans) logs its scans one by one. Returns what is logged for each,
 * by scan id.
 */
export async function logDoorScans(all: DoorScanRecord[]): Promise<Map<string, DoorScanRecord>> {
  // A transaction writes an item once: a scan id sent twice is logged once, as first sent.
  const seen = new Set<string>();
  const records = all.filter((record) => !seen.has(record.scanId) && Boolean(seen.add(record.scanId)));
  const chunks = Array.from({ length: Math.ceil(records.length / MAX_OPS) }, (_, i) => records.slice(i * MAX_OPS, (i + 1) * MAX_OPS));
  const logged = await Promise.all(
    chunks.map(async (chunk) => {
      try {
        await transactWrite(
          chunk.map((record) => ({ Put: { Item: scanItem(record), ConditionExpression: 'attribute_not_exists(PK)' } })),
        );
        return chunk;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return Promise.all(chunk.map((record) => logDoorScan(record)));
      }
    }),
  );
  return new Map(logged.flat().map((record) => [record.scanId, record]));
}

/**
 * The door's read, for its screen and every device's roster: the event,
 * its door count, its sober monitors' check-ins and what the leader is
 * shown of the scan log (duplicates, flagged admissions) in ONE strongly
 * consistent Query of the event's partition from `DOOR` to `EVENT` (the
 * count, its quarters and monitors, the scan log, the event), filtered to
 * those — the count is the item with a `doorVersion`.
 */
export async function readEventDoorWithNotices(
  eventId: string,
): Promise<{ event: PartyEvent | undefined; door: DoorCount; monitors: DoorMonitorRecord[]; notices: DoorScanRecord[] }> {
  const range = keys.door.withEvent(eventId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    FilterExpression: `${NOTICE_FILTER} OR entity = :event OR entity = :monitor OR attribute_exists(doorVersion)`,
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to, ':duplicate': 'duplicate', ':event': PARTY_EVENT_ENTITY, ':monitor': keys.doorMonitor.entity },
    ConsistentRead: true,
  });
  const event = items.find((item) => item.SK === keys.partyEvent.item(eventId).SK);
  const count = items.find((item) => item.SK === keys.door.count(eventId).SK);
  const monitors = items.filter((item) => item.entity === keys.doorMonitor.entity);
  const notices = items.filter((item) => item !== event && item !== count && item.entity === keys.doorScan.entity);
  return { event: event ? toPartyEvent(event) : undefined, door: toDoorCount(count), monitors: monitors.map(toDoorMonitor), notices: notices.map(toRecord) };
}

/** What the leader is shown of the event's scan log (duplicates, flagged admissions), oldest scan id order: one Query. */
export async function listDoorNotices(eventId: string): Promise<DoorScanRecord[]> {
  const { pk, prefix } = keys.doorScan.ofEvent(eventId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: NOTICE_FILTER,
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix, ':duplicate': 'duplicate' },
  });
  return items.map(toRecord);
}

/** Deletes the event's scan log (event deletion). Idempotent; returns how many were removed. */
export async function deleteDoorScansOfEvent(eventId: string): Promise<number> {
  const items = await queryPrefix(keys.doorScan.ofEvent(eventId));
  await batchDelete(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
  return items.length;
}
