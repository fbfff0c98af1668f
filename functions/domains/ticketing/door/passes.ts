/**
 * Door passes for volunteers: `DOORPASS#<id> / PASS`, by event on
 * GSI1 in the partition of the event's tickets (`PASS#…`, after them), so the
 * door screen reads both in one Query (door-roster.ts). Passes written before
 * that move are indexed under `DOORPASSES#<eventId>`: an event stored before
 * it (no `doorPassesWithTickets`) has that index read as well, so such a pass
 * is always listed and deleted with its event. The PIN is kept only as a keyed
 * hash (door-pass-token.ts); its PIN attempts and lock are kept on the
 * item, each attempt counted before its PIN is compared (door-pass-pins.ts).
 * Every check of a pass (its PIN, a scan, a revocation) reads or writes the
 * item itself, strongly consistent; the index only lists.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys, type ItemKey } from '../../keys';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { batchDelete, getItem, INDEX, putNew, queryAll, queryPrefix, stripKeys, updateItem, updateReturning, type Item, type TransactOp } from '../../../lib/db/table';

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
  /** PIN attempts of the lock window, each counted before its PIN was compared (door-pass-pins.ts). */
  failedPins: number;
  /** The end of the lock that the last attempt of a window set (null, or past, when not locked). */
  lockedUntil: string | null;
}

/** Every stored field of a pass (a projection reading passes with tickets names them all). */
export const DOOR_PASS_FIELDS = Object.keys({
  id: 1, eventId: 1, chapterId: 1, label: 1, pinHash: 1, validFrom: 1, validUntil: 1, state: 1, createdAt: 1, createdBy: 1, revokedAt: 1, scanCount: 1, failedPins: 1, lockedUntil: 1,
} satisfies Record<keyof DoorPassRecord, 1>);

/** The `entity` of a pass's item: what tells it from a ticket in their common index partition. */
export const DOOR_PASS_ENTITY = 'doorPass';

/** What tells whether an event may still hold passes under their old index: stored before the move, it lacks the flag. */
export type PassesOf = Pick<PartyEvent, 'id' | 'doorPassesWithTickets'>;

function toRecord(item: Item): DoorPassRecord {
  const record = stripKeys<DoorPassRecord>(item);
  return { ...record, revokedAt: record.revokedAt ?? null, lockedUntil: record.lockedUntil ?? null, scanCount: Number(record.scanCount ?? 0), failedPins: Number(record.failedPins ?? 0) };
}

export async function createDoorPass(record: DoorPassRecord): Promise<void> {
  if (!(await putNew({ ...keys.doorPass.item(record.id), ...keys.doorPass.byEvent(record), entity: DOOR_PASS_ENTITY, ...record }))) {
    throw new Error(`door pass ${record.id} exists already`);
  }
}

/** The key of a pass's record, for a scan that reads it with the event and the ticket (`readScan`); `doorPassFrom` reads the item back. */
export function doorPassKey(id: string): ItemKey {
  return keys.doorPass.item(id);
}

export function doorPassFrom(item: Item | undefined): DoorPassRecord | undefined {
  return item ? toRecord(item) : undefined;
}

/** A pass, strongly consistent: a revocation counts from the moment it is written. */
export async function getDoorPass(id: string): Promise<DoorPassRecord | undefined> {
  const item = await getItem(keys.doorPass.item(id), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** The passes of an event stored before the passes moved beside its tickets, still under their old index; none (no read) for a later event. */
async function passesIndexedBefore(event: PassesOf): Promise<DoorPassRecord[]> {
  if (event.doorPassesWithTickets === true) return [];
  const items = await queryAll({ IndexName: INDEX.GSI1, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.doorPass.ofEventBefore(event.id) } });
  return items.map(toRecord);
}

/**
 * An event's passes, newest first (as always listed), from the items of the
 * tickets' index partition that are passes and, for an event stored before
 * the move, its passes' old index (read alongside: no extra round trip).
 */
export async function eventDoorPasses(event: PassesOf, besideTickets: Promise<Item[]>): Promise<DoorPassRecord[]> {
  const [beside, before] = await Promise.all([besideTickets, passesIndexedBefore(event)]);
  const order = (p: DoorPassRecord) => `${p.createdAt}#${p.id}`;
  return [...beside.filter((item) => item.entity === DOOR_PASS_ENTITY).map(toRecord), ...before].sort((a, b) => (order(a) < order(b) ? 1 : order(a) > order(b) ? -1 : 0));
}

export async function listDoorPassesOfEvent(event: PassesOf): Promise<DoorPassRecord[]> {
  return eventDoorPasses(event, queryPrefix(keys.doorPass.ofEvent(event.id), { index: INDEX.GSI1 }));
}

/** Deletes an event's passes (the event is being deleted: a pass must not outlive it, even one only refused at the door). */
export async function deleteDoorPassesOfEvent(event: PassesOf): Promise<void> {
  await batchDelete((await listDoorPassesOfEvent(event)).map((p) => keys.doorPass.item(p.id)));
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

/** In the transaction logging a scan: one more scan made with the pass (fails when the pass is gone). */
export function countDoorPassScanOp(id: string, scans = 1): TransactOp {
  return counterUpdateOp(keys.doorPass.item(id), [{ field: 'scanCount', delta: scans }]).op;
}

/** More scans made with the pass (a sync's new ones); nothing when the pass is gone. */
export async function countDoorPassScan(id: string, scans = 1): Promise<void> {
  await updateItem(countDoorPassScanOp(id, scans).Update!);
}
