/**
 * Sober monitors at the door: a monitor's check-in is its own
 * record (`EVENT#<id> / DOOR#M#<sub>`: `inside`, the door name, when), never
 * a ticket, never in `insideNow` or `entries`. Each move writes the record,
 * conditional on where the monitor was, and the door count's `monitorsIn`
 * under `doorVersion` = the version read, in one transaction: the count of
 * monitors in is exact however many doors scan together, and every guest
 * entry decided meanwhile (door-headcount.ts `plan`) is decided again from it.
 */
import { countOp, toDoorCount, type Direction, type DoorCount } from './headcount';
import { keys } from '../../keys';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { batchGetConsistent, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';

export interface MonitorCrossingInput {
  eventId: string;
  sub: string;
  /** As the door shows it: "Jane D.". */
  name: string;
  direction: Direction;
  scanId: string;
  now: string;
}

export type MonitorCrossing =
  | { kind: 'checkedIn'; door: DoorCount }
  | { kind: 'checkedOut'; door: DoorCount }
  /** Check-in refused: already in. Check-out refused: not in. */
  | { kind: 'alreadyIn'; door: DoorCount }
  | { kind: 'notIn'; door: DoorCount };

/** A monitor's check-in record as the door's devices are told it. */
export interface DoorMonitorRecord {
  sub: string;
  name: string;
  inside: boolean;
}

export function toDoorMonitor(item: Item): DoorMonitorRecord {
  return { sub: keys.doorMonitor.subOf(String(item.SK)), name: String(item.name ?? ''), inside: item.inside === true };
}

/** The record's move, conditional on the state it was read in. */
function moveOp(input: MonitorCrossingInput, record: Item | undefined): TransactOp {
  const inside = input.direction === 'entry';
  return {
    Update: {
      Key: keys.doorMonitor.item(input.eventId, input.sub),
      UpdateExpression: `SET entity = :entity, inside = :to, #name = :name, doorScanId = :scan, ${inside ? 'checkedInAt' : 'checkedOutAt'} = :now`,
      ConditionExpression: record ? 'inside = :from' : 'attribute_not_exists(PK)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':entity': keys.doorMonitor.entity, ':to': inside, ':name': input.name, ':scan': input.scanId, ':now': input.now, ...(record ? { ':from': record.inside === true } : {}) },
    },
  };
}

/**
 * Checks a monitor in (entry) or out (exit) from a fresh read; a retried
 * request of the scan that moved the monitor (same `scanId`) answers as the
 * first did.
 */
export async function crossDoorAsMonitor(input: MonitorCrossingInput): Promise<MonitorCrossing> {
  return retryOnConflict<MonitorCrossing>(async () => {
    const [countItem, record] = await batchGetConsistent([keys.door.count(input.eventId), keys.doorMonitor.item(input.eventId, input.sub)]);
    const door = toDoorCount(countItem);
    const wasIn = record?.inside === true;
    const entering = input.direction === 'entry';
    if (wasIn === entering) {
      if (record?.doorScanId === input.scanId) return { kind: entering ? 'checkedIn' : 'checkedOut', door };
      return { kind: entering ? 'alreadyIn' : 'notIn', door };
    }
    const to: DoorCount = { ...door, monitorsIn: Math.max(0, door.monitorsIn + (entering ? 1 : -1)), version: door.version + 1 };
    const ops = [moveOp(input, record), countOp(input.eventId, door, to)];
    try {
      await transactWrite(ops);
      return { kind: entering ? 'checkedIn' : 'checkedOut', door: to };
    } catch (error) {
      const failure = writeFailure(error, ['move', 'door']);
      if (!failure?.conditionFailed && !failure?.conflict) throw error;
      return RETRY;
    }
  });
}
