/**
 * RSVPs to party events (interested / going / not_going).
 * - Event side: `PK=EVENT#<eventId> SK=RSVP#<sub>` — one per person per event.
 * - User side:  `PK=USER#<sub> SK=PRSVP#<eventId>` — the same RSVP in the user
 *   partition, with `refs` (the event-side key) and `counters` (the event's
 *   counts this RSVP adds to) so account deletion removes both and decrements
 *   the counts (README "User partition").
 * The event's `interestedCount` counts interested + going (student side §4),
 * `goingCount` counts going; not_going counts nowhere. Both items and the
 * counts change in one transaction guarded by the RSVP's previous status: a
 * concurrent change makes the transaction fail instead of counting twice.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { RsvpStatus } from '../../../shared/limits';
import type { PartyRsvpResponse } from '../../../shared/api/types';
import { dynamo } from '../clients/dynamodb';
import { counterUpdateOp } from './counter-update';
import { partyEventKey } from './party-events';
import { profileExistsOp } from './profiles';
import { keys, type ItemKey } from './keys';
import { getItem, isConditionFailure, queryPrefix, tableName, transactWrite, type Item, type TransactOp } from './table';

const rsvpKey = keys.partyRsvp.eventSide;
const viewKey = keys.partyRsvp.userSide;

/** The counts an RSVP status adds to. */
export function countedFields(status: RsvpStatus | null): ('interestedCount' | 'goingCount')[] {
  if (status === 'going') return ['interestedCount', 'goingCount'];
  if (status === 'interested') return ['interestedCount'];
  return [];
}

export interface PartyRsvpState {
  event: { interestedCount: number; goingCount: number } | undefined;
  status: RsvpStatus | null;
}

const count = (n: unknown) => Math.max(0, Number(n ?? 0) || 0);

/** The event's counts and the person's RSVP: one strongly consistent BatchGetItem. */
export async function readPartyRsvpState(eventId: string, sub: string): Promise<PartyRsvpState> {
  const e = partyEventKey(eventId);
  const r = rsvpKey(eventId, sub);
  const table = tableName();
  const res = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [e, r], ConsistentRead: true } } }));
  let items = res.Responses?.[table] ?? [];
  // Under throttling DynamoDB may return keys unprocessed: read those singly.
  if (res.UnprocessedKeys?.[table]?.Keys?.length) {
    items = (await Promise.all([getItem(e), getItem(r)])).filter(Boolean) as Item[];
  }
  const event = items.find((i) => i.SK === e.SK);
  const rsvp = items.find((i) => i.SK === r.SK);
  return {
    event: event && { interestedCount: count(event.interestedCount), goingCount: count(event.goingCount) },
    status: rsvp ? (rsvp.status as RsvpStatus) : null,
  };
}

/** The outcome of one attempt: written, or lost to a concurrent change (read again and retry). */
export type PartyRsvpWrite = { ok: true; result: PartyRsvpResponse } | { ok: false; noProfile: boolean };

/**
 * Moves the person's RSVP from `state.status` to `next` (null removes it) in
 * one transaction with the event's counts and the user-side view. Fails
 * (`ok: false`) when the RSVP or the counts are no longer as read, or when
 * the person has no profile (a deleted account's still-valid token).
 */
export async function writePartyRsvp(
  eventId: string,
  sub: string,
  state: PartyRsvpState & { event: NonNullable<PartyRsvpState['event']> },
  next: RsvpStatus | null,
  now: Date,
): Promise<PartyRsvpWrite> {
  const before = countedFields(state.status);
  const after = countedFields(next);
  const delta = (f: 'interestedCount' | 'goingCount') => (after.includes(f) ? 1 : 0) - (before.includes(f) ? 1 : 0);
  const counted = counterUpdateOp(partyEventKey(eventId), [
    { field: 'interestedCount', delta: delta('interestedCount'), read: state.event.interestedCount },
    { field: 'goingCount', delta: delta('goingCount'), read: state.event.goingCount },
  ]);

  const guard = state.status
    ? { ConditionExpression: '#status = :prev', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':prev': state.status } }
    : { ConditionExpression: 'attribute_not_exists(PK)' };
  const rsvp = rsvpKey(eventId, sub);
  const view = viewKey(eventId, sub);
  const ops: TransactOp[] = [counted.op];
  if (next) {
    const updatedAt = now.toISOString();
    ops.push({ Put: { Item: { ...rsvp, entity: 'partyRsvp', eventId, sub, status: next, updatedAt }, ...guard } });
    ops.push({
      Put: {
        Item: {
          ...view,
          entity: 'partyRsvpView',
          eventId,
          sub,
          status: next,
          updatedAt,
          refs: [rsvp],
          counters: after.map((field) => ({ ...partyEventKey(eventId), field })),
        },
      },
    });
  } else {
    ops.push({ Delete: { Key: rsvp, ...guard } });
    ops.push({ Delete: { Key: view } });
  }
  ops.push(profileExistsOp(sub));

  try {
    await transactWrite(ops);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return { ok: false, noProfile: reasons[ops.length - 1]?.Code === 'ConditionalCheckFailed' };
  }
  return {
    ok: true,
    result: { status: next, interestedCount: counted.after.interestedCount!, goingCount: counted.after.goingCount! },
  };
}

/** The person's RSVP to an event, or null. */
export async function getPartyRsvp(eventId: string, sub: string): Promise<RsvpStatus | null> {
  const item = await getItem(rsvpKey(eventId, sub));
  return item ? (item.status as RsvpStatus) : null;
}

/** The stored RSVPs of an event, counted as the event's counters count them (repair tools and tests). */
export async function countPartyRsvps(eventId: string): Promise<{ interested: number; going: number; notGoing: number }> {
  const items = await listEventRsvpItems(eventId);
  const going = items.filter((i) => i.status === 'going').length;
  return {
    interested: items.filter((i) => i.status === 'interested').length + going,
    going,
    notGoing: items.filter((i) => i.status === 'not_going').length,
  };
}

/** Every RSVP item of an event: `{sub, status}` (for deleting the event). */
export async function listEventRsvpItems(eventId: string): Promise<{ sub: string; status: RsvpStatus }[]> {
  const items = await queryPrefix(keys.partyRsvp.ofEvent(eventId), { consistent: true });
  return items.map((i) => ({ sub: String(i.sub), status: i.status as RsvpStatus }));
}

/** Keys of an RSVP's two items (event side, user side), for deleting the event. */
export function partyRsvpKeys(eventId: string, sub: string): ItemKey[] {
  return [rsvpKey(eventId, sub), viewKey(eventId, sub)];
}
