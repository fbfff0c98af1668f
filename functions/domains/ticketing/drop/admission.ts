/**
 * Admission to a drop's checkout: a tick, at most one at a time per event
 * (a lease on the line's state, `tickUntil`), run by whichever request of
 * the line finds it due — no server keeps the line in memory. A tick draws
 * the line once the sale has opened (draw.ts), lapses the checkout windows
 * that are due (checkout.ts), then gives the next places in order, up to
 * `ADMIT_PER_TICK` and never more than the free seats, a checkout window
 * each; `admittedThrough` moves past them. Every window takes its seat under
 * the event's capacity condition, so admissions never exceed the seats,
 * whoever runs at once. Buyers are not serialized on one item: each
 * buyer's own reads and their window's transaction are theirs; the state is
 * written once per tick.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { salesOpenInstant } from '../../../../shared/drops';
import { dynamo } from '../../../lib/clients/dynamodb';
import { keys } from '../../keys';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { batchGetConsistent, getItem, tableName, updateItem, type Item } from '../../../lib/db/table';
import { drawPlaces } from './draw';
import { lapseDueCheckouts, openCheckout } from './checkout';
import { toDropState, toMember, type DropState } from './line';

/** How often the line admits. */
export const TICK_MS = 1_000;
/**
 * Windows given per tick: the rate the purchase path sustains without
 * contention answering buyers "busy" (docs/bench.md, the drop).
 */
export const ADMIT_PER_TICK = 50;
/** A tick that has not ended by then crashed: the next request takes over. */
const TICK_LEASE_MS = 30_000;

/** True when a tick of the line may start at `now` (read from the state the caller has). */
export const tickDue = (state: DropState, now: Date): boolean => !state.tickUntil || state.tickUntil <= now.toISOString();

/** Takes the tick's lease: the owner's, or false when another tick runs or ran less than `TICK_MS` ago. */
async function claimTick(eventId: string, owner: string, now: Date): Promise<boolean> {
  return updateItem({
    Key: keys.dropLine.state(eventId),
    UpdateExpression: 'SET tickUntil = :until, tickOwner = :owner, eventId = :eventId',
    ConditionExpression: 'attribute_not_exists(tickUntil) OR tickUntil <= :now',
    ExpressionAttributeValues: { ':until': new Date(now.getTime() + TICK_LEASE_MS).toISOString(), ':owner': owner, ':eventId': eventId, ':now': now.toISOString() },
  });
}

/** Ends the tick: the places admitted through, and the next tick due `TICK_MS` after this one began. */
async function endTick(eventId: string, owner: string, began: Date, admittedThrough: number): Promise<void> {
  await updateItem({
    Key: keys.dropLine.state(eventId),
    UpdateExpression: 'SET tickUntil = :next, admittedThrough = :through REMOVE tickOwner',
    ConditionExpression: 'tickOwner = :owner',
    ExpressionAttributeValues: { ':next': new Date(began.getTime() + TICK_MS).toISOString(), ':through': admittedThrough, ':owner': owner },
  });
}

/** The next `max` places after `place`, in order: place and sub. */
async function placesAfter(eventId: string, place: number, max: number): Promise<{ place: number; sub: string }[]> {
  const range = keys.dropLine.placesAfter(eventId, place);
  const res = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
      ConsistentRead: true,
      Limit: max,
    }),
  );
  return (res.Items ?? []).map((i) => ({ place: Number(i.place), sub: String(i.sub) }));
}

/** Keys a BatchGet takes at most, as a multiple of the three read per place. */
const PLACES_PER_READ = 33;

/** For each place, in order: its member, their ticket guard and any seat held for them (BatchGets of at most 99 keys, at once). */
async function readPlaced(eventId: string, places: { sub: string }[]): Promise<(Item | undefined)[]> {
  const chunks = Array.from({ length: Math.ceil(places.length / PLACES_PER_READ) }, (_, i) => places.slice(i * PLACES_PER_READ, (i + 1) * PLACES_PER_READ));
  const read = await Promise.all(
    chunks.map((chunk) => batchGetConsistent(chunk.flatMap((p) => [keys.dropLine.member(eventId, p.sub), keys.ticket.holder(eventId, p.sub), keys.waitlist.hold(eventId, p.sub)]))),
  );
  return read.flat();
}

/**
 * Gives the next places their checkout windows, in order, while seats are
 * free: the place admission has reached.
 */
async function admitNext(event: PartyEvent, through: number, now: Date): Promise<number> {
  const free = event.maxAttendees - event.ticketsSold;
  if (event.status !== 'active' || free <= 0 || (event.waitlistCount ?? 0) > 0) return through;
  const next = await placesAfter(event.id, through, Math.min(free, ADMIT_PER_TICK));
  if (next.length === 0) return through;
  const read = await readPlaced(event.id, next);
  for (const [i, place] of next.entries()) {
    const [member, ticket, hold] = read.slice(3 * i, 3 * i + 3);
    // Gone (the account deleted), already admitted (a place drawn twice after a crash), holding a ticket or a seat: passed over.
    if (!member || toMember(member).status !== 'waiting' || ticket || hold) {
      through = place.place;
      continue;
    }
    // Refused: no seat left that is the line's (or the member moved meanwhile): this place waits for the next tick.
    if (!(await openCheckout(event, toMember(member), now))) break;
    through = place.place;
  }
  return through;
}

/**
 * Runs a tick of the line when one is due and the sale has opened; false
 * when another tick has it (or ran just now). The line's state and the
 * event are read fresh inside.
 */
export async function runTick(eventId: string, now: Date): Promise<boolean> {
  const owner = randomUUID();
  if (!(await claimTick(eventId, owner, now))) return false;
  const [eventItem, stateItem] = await batchGetConsistent([keys.partyEvent.item(eventId), keys.dropLine.state(eventId)]);
  let state = toDropState(stateItem);
  const opens = eventItem && salesOpenInstant(toPartyEvent(eventItem));
  if (!eventItem || !opens || now.getTime() < opens.getTime()) {
    await endTick(eventId, owner, now, state.admittedThrough);
    return true;
  }
  if (!state.drawnAt) {
    await drawPlaces(eventId, now);
    state = toDropState(await getItem(keys.dropLine.state(eventId), { consistent: true }));
  }
  const freed = await lapseDueCheckouts(eventId, now);
  const event = freed > 0 ? await getItem(keys.partyEvent.item(eventId), { consistent: true }) : eventItem;
  const through = event ? await admitNext(toPartyEvent(event), state.admittedThrough, now) : state.admittedThrough;
  await endTick(eventId, owner, now, through);
  return true;
}
