/**
 * Door passes for volunteers (issue 12): `DOORPASS#<id> / PASS`, by event on
 * GSI1. The PIN is kept only as a keyed hash (door-pass-token.ts). Wrong PINs
 * are counted on the item; the count that reaches the limit locks the pass
 * for a while, once (conditional on the count it read), and a right PIN
 * clears it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { keys, type ItemKey } from './keys';
import { batchDelete, getItem, INDEX, putNew, queryAll, stripKeys, tableName, updateItem, updateReturning, type Item, type TransactOp } from './table';

export interface DoorPassRecord {
  id: string;
  eventId: string;
  /** The event's chapter: who may manage the pass, without reading the event. */
  chapterId: string;
  label: string;
  pinHash: string;
  validFrom: string;
  validUntil: string;
  /** The venue's state: the pass tells its times in the venue's zone without reading the event (absent on passes made before it was kept). */
  state?: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  scanCount: number;
  failedPins: number;
  lockedUntil: string | null;
}

function toRecord(item: Item): DoorPassRecord {
  const record = stripKeys<DoorPassRecord>(item);
  return { ...record, revokedAt: record.revokedAt ?? null, lockedUntil: record.lockedUntil ?? null, scanCount: Number(record.scanCount ?? 0), failedPins: Number(record.failedPins ?? 0) };
}

export async function createDoorPass(record: DoorPassRecord): Promise<void> {
  if (!(await putNew({ ...keys.doorPass.item(record.id), ...keys.doorPass.byEvent(record), entity: 'doorPass', ...record }))) {
    throw new Error(`door pass ${record.id} exists already`);
  }
}

/** A pass, strongly consistent: a revocation counts from the moment it is written. */
/** The key of a pass's record, for a scan that reads it with the event and the ticket (`readScan`); `doorPassFrom` reads the item back. */
export function doorPassKey(id: string): ItemKey {
  return keys.doorPass.item(id);
}

export function doorPassFrom(item: Item | undefined): DoorPassRecord | undefined {
  return item ? toRecord(item) : undefined;
}

export async function getDoorPass(id: string): Promise<DoorPassRecord | undefined> {
  const item = await getItem(keys.doorPass.item(id), { consistent: true });
  return item ? toRecord(item) : undefined;
}

export async function listDoorPassesOfEvent(eventId: string): Promise<DoorPassRecord[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.doorPass.ofEvent(eventId) },
    ScanIndexForward: false,
  });
  return items.map(toRecord);
}

/** Deletes an event's passes (the event is being deleted: a pass must not outlive it, even one only refused at the door). */
export async function deleteDoorPassesOfEvent(eventId: string): Promise<void> {
  await batchDelete((await listDoorPassesOfEvent(eventId)).map((p) => keys.doorPass.item(p.id)));
}

/** Revokes a pass (the first revocation's time stays); the pass as it is now, undefined when gone. */
export async function revokeDoorPass(id: string, now: string): Promise<DoorPassRecord | undefined> {
  const revoked = await updateReturning({
    Key: keys.doorPass.item(id),
    UpdateExpression: 'SET revokedAt = :now',
    // Stored as null until revoked: only the first revocation writes its time.
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(revokedAt) OR attribute_type(revokedAt, :null))',
    ExpressionAttributeValues: { ':now': now, ':null': 'NULL' },
  });
  // Revoked before (or gone): what is stored stands.
  return revoked ? toRecord(revoked) : getDoorPass(id);
}

/** Counts a wrong PIN; the one that reaches `max` locks the pass until `lockUntil` and starts the count again. */
export async function recordWrongPin(id: string, max: number, lockUntil: string): Promise<void> {
  const res = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.doorPass.item(id),
      UpdateExpression: 'ADD failedPins :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const failed = Number(res.Attributes?.failedPins ?? 0);
  if (failed < max) return;
  await updateItem({
    Key: keys.doorPass.item(id),
    UpdateExpression: 'SET lockedUntil = :until, failedPins = :zero',
    ConditionExpression: 'failedPins = :failed',
    ExpressionAttributeValues: { ':until': lockUntil, ':zero': 0, ':failed': failed },
  });
}

/** A right PIN: wrong ones before it no longer count. */
export async function clearWrongPins(id: string): Promise<void> {
  await updateItem({
    Key: keys.doorPass.item(id),
    UpdateExpression: 'SET failedPins = :zero',
    ConditionExpression: 'failedPins > :zero',
    ExpressionAttributeValues: { ':zero': 0 },
  });
}

/** In the transaction logging a scan: one more scan made with the pass (fails when the pass is gone). */
export function countDoorPassScanOp(id: string, scans = 1): TransactOp {
  return { Update: { Key: keys.doorPass.item(id), UpdateExpression: 'ADD scanCount :n', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':n': scans } } };
}

/** More scans made with the pass (a sync's new ones); nothing when the pass is gone. */
export async function countDoorPassScan(id: string, scans = 1): Promise<void> {
  await updateItem(countDoorPassScanOp(id, scans).Update!);
}
