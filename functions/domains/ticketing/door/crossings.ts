/**
 * Many door crossings in few transactions (a door device's offline
 * scans, synced when the network returns — hundreds at once).
 *
 * Each crossing is decided by `plan` (door-headcount.ts) exactly as an
 * online scan is, folded over the door count in the order the device
 * scanned. One transaction then carries a batch of crossings: each ticket's
 * own writes, and ONCE each the door count (from the version read to the
 * folded state), the event's `checkedIn`, each holder's `attendedCount` and
 * each quarter hour's entries, by their sums. One crossing per transaction
 * would write the door count item 500 times in a row for 500 scans; a batch
 * writes it once per ~24 tickets, under the same `doorVersion` guard, so the
 * counts stay exact and never pass the limit under concurrent online scans.
 * A batch refused because anything moved meanwhile is read again (its
 * tickets and the count, one BatchGet) and decided again.
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { pointOp, type ScanPoint } from './points';
import { countOp, plan, withTicketFields, quarterOp, quarterStart, readDoorCount, SIDE_COPIES, toDoorCount, type CrossingOutcome, type Direction, type DoorCount } from './headcount';
import { keys } from '../../keys';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { REDEMPTION_COUNTS } from './redemption';
import { batchGetConsistent, type TransactOp } from '../../../lib/db/table';
import { hasHolder, toRecord, type TicketRecord } from '../tickets';

export interface Crossing {
  ticket: TicketRecord;
  direction: Direction;
  scanId: string;
  /** When the device decided it. */
  now: string;
  /** An entry the device already let in: it crosses past the limit (`plan`'s `alreadyIn`). */
  alreadyIn?: boolean;
  /** Written on the ticket with an entry (an admission after an ID check records who checked). */
  ticketFields?: Record<string, unknown>;
}

/** DynamoDB's most operations in one transaction. */
const MAX_OPS = 100;
/** A crossing's own writes at most: the ticket, the holder's guard and view copies, and the holder's count. */
const OPS_PER_CROSSING = 4;
/** A batch's writes moved once for all: the door count, the event's `checkedIn` and the scan point's count (plus one per quarter hour). */
const SHARED_OPS = 3;

/** Crossings cut into transactions: within the operation limit, each ticket at most once (an item is written once per transaction). */
function batches(crossings: Crossing[]): Crossing[][] {
  const out: Crossing[][] = [];
  let batch: Crossing[] = [];
  let tickets = new Set<string>();
  let quarters = new Set<string>();
  for (const crossing of crossings) {
    const quarter = quarterStart(crossing.now);
    const quartersAfter = quarters.size + (quarters.has(quarter) ? 0 : 1);
    if (tickets.has(crossing.ticket.id) || (batch.length + 1) * OPS_PER_CROSSING + SHARED_OPS + quartersAfter > MAX_OPS) {
      out.push(batch);
      [batch, tickets, quarters] = [[], new Set(), new Set()];
    }
    batch.push(crossing);
    tickets.add(crossing.ticket.id);
    quarters.add(quarter);
  }
  if (batch.length) out.push(batch);
  return out;
}

interface Decided {
  outcomes: CrossingOutcome[];
  door: DoorCount;
  /** The batch's transaction, by name: a crossing's own writes as `<ticket id>|<name>`, the shared counts once. */
  ops: Map<string, TransactOp>;
}

/**
 * The batch's outcomes from the state read, and its transaction (side
 * copies found missing — an account or the event deleted meanwhile — are
 * left out of it as `crossDoor`'s are).
 */
function decide(event: PartyEvent, point: ScanPoint, batch: Crossing[], tickets: (TicketRecord | undefined)[], from: DoorCount): Decided {
  let door = from;
  const moves = { entries: 0, exits: 0 };
  const outcomes: CrossingOutcome[] = [];
  const ops = new Map<string, TransactOp>();
  let checkedIn = 0;
  const attended = new Map<string, number>();
  const quarters = new Map<string, { now: string; entries: number }>();
  batch.forEach((crossing, i) => {
    const ticket = tickets[i];
    if (!ticket) return void outcomes.push({ kind: 'missing' });
    const { outcome, ops: own } = withTicketFields(plan(event, ticket, door, crossing.direction, crossing.scanId, crossing.now, point, crossing.alreadyIn), crossing.ticketFields);
    outcomes.push(outcome);
    if (!own || !('door' in outcome)) return;
    door = outcome.door;
    for (const [name, op] of own) {
      if (name === 'door') continue;
      else if (name === 'point') moves[crossing.direction === 'exit' ? 'exits' : 'entries']++;
      else if (name === 'event') checkedIn++;
      else if (name === 'profile' && hasHolder(ticket)) attended.set(ticket.sub, (attended.get(ticket.sub) ?? 0) + 1);
      else if (name === 'quarter') {
        const start = quarterStart(crossing.now);
        quarters.set(start, { now: crossing.now, entries: (quarters.get(start)?.entries ?? 0) + 1 });
      } else ops.set(`${ticket.id}|${name}`, op);
    }
  });
  if (door.version !== from.version) ops.set('door', countOp(event.id, from, door));
  if (checkedIn) ops.set('event', counterUpdateOp(keys.partyEvent.item(event.id), [{ field: REDEMPTION_COUNTS.event, delta: checkedIn }]).op);
  for (const [sub, n] of attended) ops.set(`profile|${sub}`, counterUpdateOp(keys.profile.item(sub), [{ field: REDEMPTION_COUNTS.profile, delta: n }]).op);
  for (const [start, { now, entries }] of quarters) ops.set(`quarter|${start}`, quarterOp(event.id, now, entries));
  if (moves.entries || moves.exits) ops.set('point', pointOp(event.id, point, moves));
  return { outcomes, door, ops };
}

/** A failed write's side copies (the part after `|` of a crossing's own, or a shared count). */
const isSideCopy = (name: string) => name === 'event' || name.startsWith('profile|') || SIDE_COPIES.has(name.split('|')[1] ?? '');

async function crossBatch(event: PartyEvent, point: ScanPoint, batch: Crossing[], door: DoorCount): Promise<{ outcomes: CrossingOutcome[]; door: DoorCount }> {
  let tickets: (TicketRecord | undefined)[] = batch.map((crossing) => crossing.ticket);
  let from = door;
  return writeWithSideCopies<string, { outcomes: CrossingOutcome[]; door: DoorCount }>({
    plan: async (attempt) => {
      // Anything moved meanwhile (or a side copy is gone): read the tickets and the count again, and decide again.
      if (attempt > 1) {
        const [count, ...fresh] = await batchGetConsistent([keys.door.count(event.id), ...batch.map((crossing) => keys.ticket.item(crossing.ticket.id))]);
        from = toDoorCount(count);
        tickets = fresh.map((item) => (item ? toRecord(item) : undefined));
      }
      const decided = decide(event, point, batch, tickets, from);
      return { outcome: { outcomes: decided.outcomes, door: decided.ops.size ? decided.door : from }, ops: decided.ops };
    },
    isSideCopy,
  });
}

/**
 * Crosses the door for each of `crossings`, in order, as `crossDoor` would
 * one at a time: the outcomes in the crossings' order, and the door count
 * as the last crossing left it (null when there was none: nothing was read).
 * A ticket crossing twice (in, out, in again) is decided each time from
 * where the previous crossing left it. All went through `point` (one device's sync).
 */
export async function crossDoorMany(event: PartyEvent, point: ScanPoint, crossings: Crossing[]): Promise<{ outcomes: CrossingOutcome[]; door: DoorCount | null }> {
  if (!crossings.length) return { outcomes: [], door: null };
  let door = await readDoorCount(event.id);
  const latest = new Map<string, TicketRecord>();
  const outcomes: CrossingOutcome[] = [];
  for (const batch of batches(crossings)) {
    const current = batch.map((crossing) => ({ ...crossing, ticket: latest.get(crossing.ticket.id) ?? crossing.ticket }));
    const result = await crossBatch(event, point, current, door);
    door = result.door;
    for (const outcome of result.outcomes) if ('ticket' in outcome) latest.set(outcome.ticket.id, outcome.ticket);
    outcomes.push(...result.outcomes);
  }
  return { outcomes, door };
}
