/**
 * RSVPs to Greek-life events (interested / going).
 * - Event side: `PK=GEVENT#<eventId> SK=RSVP#<sub>` — one per person per event.
 * - User side:  `PK=USER#<sub> SK=GRSVP#<eventId>` — the same RSVP in the user
 *   partition, with `refs` (the event-side key) and `counters` (the event's
 *   count this RSVP adds to) so account deletion removes both and decrements
 *   the count (README "User partition").
 * Both items and the event's `interestedCount`/`goingCount` change in one
 * transaction, guarded by the RSVP's previous state: a concurrent change makes
 * the transaction fail instead of counting twice.
 */
import type { GreekRsvpResponse } from '../../../shared/api/types';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { profileExistsOp } from './profiles';
import { keys } from './keys';
import { getItem, isConditionFailure, queryPrefix, tableName, transactWrite, type Item, type TransactOp } from './table';

export type GreekRsvpStatus = 'interested' | 'going';

const eventKey = keys.greekEvent.item;
const rsvpKey = keys.greekRsvp.eventSide;
const viewKey = keys.greekRsvp.userSide;

const COUNT_FIELD: Record<GreekRsvpStatus, 'interestedCount' | 'goingCount'> = {
  interested: 'interestedCount',
  going: 'goingCount',
};

/** What one read gives the RSVP service: the event's counts (undefined when no such event) and the person's status. */
export interface RsvpState {
  event: { interestedCount: number; goingCount: number } | undefined;
  status: GreekRsvpStatus | null;
}

const count = (n: unknown) => Math.max(0, Number(n ?? 0) || 0);

/**
 * The event's counts and the person's RSVP: one strongly consistent
 * BatchGetItem (a stale read would only cost a retry, as every write is
 * guarded by what it read, but need not).
 */
export async function readRsvpState(eventId: string, sub: string): Promise<RsvpState> {
  const e = eventKey(eventId);
  const r = rsvpKey(eventId, sub);
  const table = tableName();
  const res = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [e, r], ConsistentRead: true } } }));
  let items = res.Responses?.[table] ?? [];
  // Under throttling DynamoDB may return some keys unprocessed: read those singly.
  if (res.UnprocessedKeys?.[table]?.Keys?.length) {
    items = [...items, ...((await Promise.all([getItem(e), getItem(r)])).filter(Boolean) as Item[])];
  }
  const event = items.find((i) => i.SK === e.SK);
  const rsvp = items.find((i) => i.SK === r.SK);
  return {
    event: event && { interestedCount: count(event.interestedCount), goingCount: count(event.goingCount) },
    status: rsvp ? (rsvp.status as GreekRsvpStatus) : null,
  };
}

/** The user-side view of an RSVP item, decoded (for GET /me and the user partition). */
export function toRsvpView(item: Item): { eventId: string; status: GreekRsvpStatus } {
  return { eventId: String(item.eventId), status: item.status as GreekRsvpStatus };
}

/** The outcome of one attempt: written, or lost to a concurrent change (read again and retry). */
export type RsvpWrite = { ok: true; result: GreekRsvpResponse } | { ok: false; noProfile: boolean };

/**
 * Moves the person's RSVP from `state.status` to `next` (null removes it) in
 * one transaction with the event's counts. Fails (`ok: false`) when the RSVP
 * or the counts are no longer as read, or when the person has no profile
 * (`noProfile`: a deleted account whose access token has not expired yet must
 * not leave personal records behind). A count is never taken below 0: when
 * it reads 0 (data older than the counters), it is left alone — guarded by a
 * condition that it still is 0.
 */
export async function writeRsvp(
  eventId: string,
  sub: string,
  state: RsvpState & { event: NonNullable<RsvpState['event']> },
  next: GreekRsvpStatus | null,
  now: Date,
): Promise<RsvpWrite> {
  const prev = state.status;
  const counts = { ...state.event };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions = ['attribute_exists(PK)'];
  if (prev) {
    const field = COUNT_FIELD[prev];
    names['#dec'] = field;
    if (counts[field] > 0) {
      values[':one'] = 1;
      sets.push('#dec = #dec - :one');
      conditions.push('#dec >= :one');
      counts[field] -= 1;
    } else {
      // Only while it really is 0: skipping the decrement on a count read
      // before a concurrent increment landed would leave it one too high.
      values[':zero'] = 0;
      conditions.push('(attribute_not_exists(#dec) OR #dec <= :zero)');
    }
  }
  if (next) {
    const field = COUNT_FIELD[next];
    names['#inc'] = field;
    values[':one'] = 1;
    values[':zero'] = 0;
    sets.push('#inc = if_not_exists(#inc, :zero) + :one');
    counts[field] += 1;
  }

  const ops: TransactOp[] = [];
  if (sets.length > 0) {
    ops.push({
      Update: {
        Key: eventKey(eventId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    });
  } else {
    // Nothing to count (a removal at a count of 0): still check the event as read.
    ops.push({
      ConditionCheck: {
        Key: eventKey(eventId),
        ConditionExpression: conditions.join(' AND '),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names, ExpressionAttributeValues: values } : {}),
      },
    });
  }

  const guard = prev
    ? { ConditionExpression: '#status = :prev', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':prev': prev } }
    : { ConditionExpression: 'attribute_not_exists(PK)' };
  const rsvp = rsvpKey(eventId, sub);
  const view = viewKey(eventId, sub);
  if (next) {
    const updatedAt = now.toISOString();
    ops.push({ Put: { Item: { ...rsvp, entity: 'greekRsvp', eventId, sub, status: next, updatedAt }, ...guard } });
    ops.push({
      Put: {
        Item: {
          ...view,
          entity: 'greekRsvpView',
          eventId,
          sub,
          status: next,
          updatedAt,
          refs: [rsvp],
          counters: [{ ...eventKey(eventId), field: COUNT_FIELD[next] }],
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
  return { ok: true, result: { status: next, interestedCount: counts.interestedCount, goingCount: counts.goingCount } };
}

/** The stored RSVPs of an event, counted by status (a repair tool's and the tests' check of the counters). */
export async function countEventRsvps(eventId: string): Promise<{ interested: number; going: number }> {
  const items = await queryPrefix(keys.greekRsvp.ofEvent(eventId));
  return {
    interested: items.filter((i) => i.status === 'interested').length,
    going: items.filter((i) => i.status === 'going').length,
  };
}
