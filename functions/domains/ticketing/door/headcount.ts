/**
 * Live headcount at the door: entries, exits for re-entry, and
 * "inside now" against the event's capacity.
 *
 * - `EVENT#<id> / DOOR`: `insideNow`, `entries`, `exits`, `peakInside` and
 *   `doorVersion`. Every crossing writes it in the same transaction as the
 *   ticket, under `doorVersion` = the version read: counts change only
 *   from the state they were computed from, so they never drift, and the
 *   peak is an exact maximum (DynamoDB has no `max` in an update).
 *   Entry is refused when `insideNow` has reached capacity.
 *   `monitorsIn`: the sober monitors checked in now
 *   (door-monitors.ts), moved under the same guard; for an event with
 *   alcohol the limit is min(capacity, guests per monitor × monitorsIn).
 * - `EVENT#<id> / DOOR#Q#<quarter start, UTC>`: entries in that 15 minutes
 *   (a plain increment, in the same transaction): analytics reads one small
 *   item per quarter hour, never the scans themselves.
 * - `EVENT#<id> / DOOR#P#<point>`: the crossings through each scan point
 *   (door-points.ts), in the same transaction.
 * - The ticket: `status` valid → used on its first entry (ticket-redemption.ts's
 *   operations, with the holder's copies and counters), then `inside`
 *   true/false, each move conditional on the state it came from.
 */
import type { DoorHeadcount, DoorPointCount } from '../../../../shared/api/types';
import { entryBlock, headcountFrom, type DoorRule } from '../../../../shared/door-headcount';
import { ratioOf, rulesOf } from '../../../../shared/school-deadlines';
import { cancellationJobIn, type CancellationJob } from '../event-cancellation/cancelled-events';
import { keys } from '../../keys';
import { toPartyEvent, toPartyEventWithSeats, type PartyEvent } from '../../catalog/party-events/party-events';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { redemptionOps, type Copy } from './redemption';
import { batchGetConsistent, batchDelete, queryAll, queryPrefix, type Item, type TransactOp } from '../../../lib/db/table';
import { toRecord, type TicketRecord } from '../tickets';
import { counterUpdateOp, storedCount as count } from '../../../lib/db/counter-update';
import { pointCountsOf, pointOp, type ScanPoint } from './points';

export type Direction = 'entry' | 'exit';

export interface DoorCount {
  insideNow: number;
  entries: number;
  exits: number;
  peakInside: number;
  /** Sober monitors checked in now: never counted in `insideNow`/`entries`. */
  monitorsIn: number;
  /** Bumped by every crossing: the guard of the next one. */
  version: number;
}


export function toDoorCount(item: Item | undefined): DoorCount {
  return {
    insideNow: count(item?.insideNow),
    entries: count(item?.entries),
    exits: count(item?.exits),
    peakInside: count(item?.peakInside),
    monitorsIn: count(item?.monitorsIn),
    version: count(item?.doorVersion),
  };
}

type LimitedEvent = Pick<PartyEvent, 'maxAttendees' | 'alcoholAllowed' | 'officeRules'>;

/** True when the event's door follows its sober monitors: alcohol allowed, under the office rules it was created with. */
export const followsMonitors = (event: LimitedEvent): boolean => event.alcoholAllowed && !!event.officeRules;

/**
 * What bounds the event's door: its capacity and, for an event
 * with alcohol, the ratio of the rules snapshot it was created under.
 */
export function doorRuleOf(event: LimitedEvent): DoorRule {
  return { capacity: event.maxAttendees, monitorRatio: followsMonitors(event) ? ratioOf(rulesOf(event.officeRules)) : null };
}

/** The door screen's and analytics' view of a door count against the event's capacity. */
export function headcountOf(event: LimitedEvent, door: DoorCount): DoorHeadcount {
  return headcountFrom(door, doorRuleOf(event));
}

/** The 15-minute window an instant falls in, as its UTC start (`2030-03-21T05:15:00.000Z`). */
export function quarterStart(iso: string): string {
  const at = new Date(iso).getTime();
  return new Date(at - (at % 900_000)).toISOString();
}

export type CrossingOutcome =
  /** `pastLimit`: an entry a device already let in offline, crossing though the door was at its limit (the guest is in). */
  | { kind: 'entered'; reentry: boolean; ticket: TicketRecord; door: DoorCount; pastLimit?: 'full' | 'needsMonitor' }
  | { kind: 'exited'; ticket: TicketRecord; door: DoorCount }
  /** Entry refused: the room is at capacity, or (`needsMonitor`) at what the checked-in sober monitors cover. */
  | { kind: 'full'; door: DoorCount; needsMonitor?: boolean }
  /** Entry refused: used and still inside (or used before exits were recorded). */
  | { kind: 'alreadyUsed'; ticket: TicketRecord }
  /** Exit refused: never entered, or already out. */
  | { kind: 'notInside'; ticket: TicketRecord }
  | { kind: 'missing' };

/** The count item's update from the version read to the next state. */
export function countOp(eventId: string, from: DoorCount, to: DoorCount): TransactOp {
  return {
    Update: {
      Key: keys.door.count(eventId),
      UpdateExpression: 'SET insideNow = :inside, entries = :entries, exits = :exits, peakInside = :peak, monitorsIn = :monitors, doorVersion = :next',
      ConditionExpression: from.version === 0 ? 'attribute_not_exists(doorVersion)' : 'doorVersion = :version',
      ExpressionAttributeValues: {
        ':inside': to.insideNow,
        ':entries': to.entries,
        ':exits': to.exits,
        ':peak': to.peakInside,
        ':monitors': to.monitorsIn,
        ':next': to.version,
        ...(from.version === 0 ? {} : { ':version': from.version }),
      },
    },
  };
}

/** `entries` more entries in the quarter hour of `now` (its item made by the first). */
export function quarterOp(eventId: string, now: string, entries = 1): TransactOp {
  return counterUpdateOp(keys.door.quarter(eventId, quarterStart(now)), [{ field: 'entries', delta: entries }], undefined, { createsItem: true }).op;
}

/** The ticket's move in or out, conditional on where it was. */
function insideOp(ticket: TicketRecord, inside: boolean, scanId: string): TransactOp {
  return {
    Update: {
      Key: keys.ticket.item(ticket.id),
      UpdateExpression: 'SET inside = :to, doorScanId = :scan',
      ConditionExpression: inside ? '#status = :used AND inside = :from' : '#status = :used AND (attribute_not_exists(inside) OR inside = :from)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': inside, ':from': !inside, ':scan': scanId, ':used': 'used' },
    },
  };
}

/** Copies a crossing may do without: the holder's copies and counters, the event's `checkedIn`. */
export const SIDE_COPIES = new Set<string>(['holder', 'view', 'profile', 'event']);

/** A crossing's operations: the ticket's redemption and its copies, its move in or out, the door count, the quarter hour's entries, the scan point's count. */
export type CrossingOp = Copy | 'door' | 'quarter' | 'move' | 'point';

export interface Plan {
  outcome: CrossingOutcome;
  ops?: Map<CrossingOp, TransactOp>;
}

/**
 * What a crossing through `point` does from the state read: the answer, and
 * the writes that make it true. `alreadyIn`: an entry a device made offline
 * (the guest is in whatever the count says): it crosses past the limit,
 * marked so, and the count stays true.
 */
export function plan(event: PartyEvent, ticket: TicketRecord, door: DoorCount, direction: Direction, scanId: string, now: string, point: ScanPoint, alreadyIn = false): Plan {
  const next = { ...door, version: door.version + 1 };
  if (direction === 'exit') {
    // A used ticket without `inside` entered before exits were counted: it may leave.
    if (ticket.status !== 'used' || ticket.inside === false) return { outcome: { kind: 'notInside', ticket } };
    const to = { ...next, insideNow: Math.max(0, door.insideNow - 1), exits: door.exits + 1 };
    const moved = { ...ticket, inside: false, doorScanId: scanId };
    const ops = new Map<CrossingOp, TransactOp>([
      ['move', insideOp(ticket, false, scanId)],
      ['door', countOp(event.id, door, to)],
      ['point', pointOp(event.id, point, { entries: 0, exits: 1 })],
    ]);
    return { outcome: { kind: 'exited', ticket: moved, door: to }, ops };
  }
  const first = ticket.status === 'valid';
  if (!first && ticket.inside !== false) return { outcome: { kind: 'alreadyUsed', ticket } };
  // Capacity, and for an event with alcohol the sober monitors checked in: the rule a device offline applies too.
  const blocked = entryBlock(doorRuleOf(event), door);
  if (blocked && !alreadyIn) return { outcome: { kind: 'full', door, ...(blocked === 'needsMonitor' ? { needsMonitor: true } : {}) } };
  const insideNow = door.insideNow + 1;
  const to = { ...next, insideNow, entries: door.entries + 1, peakInside: Math.max(door.peakInside, insideNow) };
  const ops: Plan['ops'] = first ? redemptionOps(ticket, scanId, now) : new Map();
  if (first) {
    // The first entry: valid → used (with the holder's copies), and inside.
    const redeem = ops.get('ticket')!.Update!;
    ops.set('ticket', {
      Update: {
        ...redeem,
        UpdateExpression: `${redeem.UpdateExpression}, inside = :in, doorScanId = :scan`,
        ExpressionAttributeValues: { ...redeem.ExpressionAttributeValues, ':in': true },
      },
    });
  } else ops.set('move', insideOp(ticket, true, scanId));
  ops.set('door', countOp(event.id, door, to));
  ops.set('quarter', quarterOp(event.id, now));
  ops.set('point', pointOp(event.id, point, { entries: 1, exits: 0 }));
  const moved: TicketRecord = first ? { ...ticket, status: 'used', usedAt: now, usedScanId: scanId, inside: true, doorScanId: scanId } : { ...ticket, inside: true, doorScanId: scanId };
  return { outcome: { kind: 'entered', reentry: !first, ticket: moved, door: to, ...(blocked ? { pastLimit: blocked } : {}) }, ops };
}

/** The ticket and the door count, strongly consistent, in one BatchGet. */
export async function readCrossingState(eventId: string, ticketId: string): Promise<{ ticket: TicketRecord | undefined; door: DoorCount }> {
  const [ticket, door] = await batchGetConsistent([keys.ticket.item(ticketId), keys.door.count(eventId)]);
  return { ticket: ticket ? toRecord(ticket) : undefined, door: toDoorCount(door) };
}

/**
 * Moves a ticket in or out of the event, from the state the scan read
 * (`ticket`, `door`); a write refused because either changed meanwhile is
 * decided again from a fresh read. However many devices scan together, the
 * count equals entries less exits and never passes capacity.
 */
/**
 * A plan whose entry also sets `fields` on the ticket item, in the same write
 * (an admission after an ID check records who checked): on the redemption
 * of a first entry, or on the move of a re-entry.
 */
export function withTicketFields(planned: Plan, fields: Record<string, unknown> | undefined): Plan {
  if (!fields || planned.outcome.kind !== 'entered' || !planned.ops) return planned;
  const name = planned.ops.has('ticket') ? 'ticket' : 'move';
  const update = planned.ops.get(name)!.Update!;
  const names = Object.keys(fields);
  planned.ops.set(name, {
    Update: {
      ...update,
      UpdateExpression: `${update.UpdateExpression}, ${names.map((field, i) => `#note${i} = :note${i}`).join(', ')}`,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...Object.fromEntries(names.map((field, i) => [`#note${i}`, field])) },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...Object.fromEntries(names.map((field, i) => [`:note${i}`, fields[field]])) },
    },
  });
  return { ...planned, outcome: { ...planned.outcome, ticket: { ...planned.outcome.ticket, ...fields } } };
}

export async function crossDoor(input: {
  event: PartyEvent;
  ticket: TicketRecord;
  door: DoorCount;
  direction: Direction;
  scanId: string;
  now: string;
  point: ScanPoint;
  /** Set on the ticket by an entry, in the crossing's own write. */
  ticketFields?: Record<string, unknown>;
}): Promise<CrossingOutcome> {
  let { ticket, door } = input;
  return writeWithSideCopies<CrossingOp, CrossingOutcome>({
    plan: async (attempt) => {
      // The ticket or the count moved meanwhile (or a side copy is gone): decide again from a fresh read.
      if (attempt > 1) {
        const fresh = await readCrossingState(input.event.id, ticket.id);
        if (!fresh.ticket) return { outcome: { kind: 'missing' } };
        ({ ticket, door } = { ticket: fresh.ticket, door: fresh.door });
      }
      return withTicketFields(plan(input.event, ticket, door, input.direction, input.scanId, input.now, input.point), input.ticketFields);
    },
    // Side copies found gone (the holder's account or the event deleted meanwhile): the crossing goes on without them.
    isSideCopy: (name) => SIDE_COPIES.has(name),
  });
}

/** An event and its door count, in one strongly consistent read. */
export async function readEventDoor(eventId: string): Promise<{ event: PartyEvent | undefined; door: DoorCount }> {
  const [event, door] = await batchGetConsistent([keys.partyEvent.item(eventId), keys.door.count(eventId)]);
  return { event: event ? toPartyEvent(event) : undefined, door: toDoorCount(door) };
}

/** An event's door count. */
export async function readDoorCount(eventId: string): Promise<DoorCount> {
  const [door] = await batchGetConsistent([keys.door.count(eventId)]);
  return toDoorCount(door);
}

export interface EventDoorHistory {
  event: PartyEvent | undefined;
  door: DoorCount;
  /** Entries per 15 minutes, oldest first. */
  quarters: { start: string; entries: number }[];
  /** Crossings per door (scan point label). */
  byDoor: DoorPointCount[];
  /** A cancelled event's job (its progress), which sorts right before the door's items. */
  cancellation: CancellationJob | undefined;
}

/**
 * An event, its door count, its entries per 15 minutes and, once it is
 * cancelled, its cancellation's progress: ONE Query of
 * small items (one per quarter hour that saw an entry: a night's party has
 * a few dozen, whatever the crowd). The offline scan log sorts inside the
 * same range, one item per synced scan: DynamoDB reads it but does not send
 * it (a FilterExpression), so the answer stays small at a big party.
 */
export async function readEventDoorHistory(eventId: string): Promise<EventDoorHistory> {
  const range = keys.door.withEvent(eventId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    // A filter may not name the sort key: the log's items are told by their entity.
    FilterExpression: 'attribute_not_exists(#entity) OR #entity <> :scan',
    ExpressionAttributeNames: { '#entity': 'entity' },
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to, ':scan': keys.doorScan.entity },
  });
  return doorHistoryOf(eventId, items);
}

/** The event, its door count, its quarters and a cancellation's job among `items` of the event's partition (others are left aside). */
export function doorHistoryOf(eventId: string, items: Item[]): EventDoorHistory {
  const event = items.find((i) => i.SK === keys.partyEvent.item(eventId).SK);
  const prefix = keys.door.quarters(eventId).prefix;
  return {
    event: event ? toPartyEventWithSeats(event, items) : undefined,
    door: toDoorCount(items.find((i) => i.SK === keys.door.count(eventId).SK)),
    quarters: items.filter((i) => String(i.SK).startsWith(prefix)).map((q) => ({ start: String(q.SK).slice(prefix.length), entries: count(q.entries) })),
    byDoor: pointCountsOf(eventId, items),
    cancellation: cancellationJobIn(items),
  };
}

/** Removes an event's door records (its deletion). */
export async function deleteDoorRecords(eventId: string): Promise<void> {
  const records = await queryPrefix(keys.door.records(eventId));
  await batchDelete([keys.door.count(eventId), ...records.map((q) => ({ PK: String(q.PK), SK: String(q.SK) }))]);
}
