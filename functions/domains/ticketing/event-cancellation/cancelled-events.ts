/**
 * Cancelled events. Cancelling is ONE transaction: the event's
 * `status = active` → `cancelled` (conditional: cancelled once, whoever
 * asks twice) with its sparse list keys removed (it leaves the party list
 * and the school, national, state and type lists at once; it joins the
 * cancelled list, where Clear All Events finds it), the job record
 * that the cancellation job resumes from, and the caller's extra operations
 * (the audit entry, the counters, My Feed).
 *
 * The job record (`EVENT#<id> / CANCELLATION`) holds the step the job is
 * on and, inside a paged step, the key after which its next page starts:
 * a redelivered message resumes there.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EventCancellationProgress } from '../../../../shared/api/types';
import { dynamo } from '../../../lib/clients/dynamodb';
import type { ExtraCondition } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { closeShardsOps } from '../issuance/seat-shards';
import { getItem, INDEX, stripKeys, tableName, transactWrite, updateItem, type TransactOp } from '../../../lib/db/table';
import { toRecord, type TicketRecord } from '../tickets';
import { isConditionFailure } from '../../../lib/db/write-failure';

/**
 * The guard an attendee's addition to an event (a save, an RSVP) puts on
 * the event's count update: refused when the event was cancelled, or went
 * back to the Greek-life office's review, between the read that allowed it
 * and the write.
 */
export const OPEN_TO_ATTENDEES: ExtraCondition = {
  expression: '(attribute_not_exists(#eventStatus) OR NOT (#eventStatus IN (:cancelledEvent, :inReviewEvent)))',
  names: { '#eventStatus': 'status' },
  values: { ':cancelledEvent': 'cancelled', ':inReviewEvent': 'inReview' },
};

/** The index key a paged step resumes after. */
export type CancellationCursor = Record<string, string>;

/** A ticket of the event as the job reads it: with when it was cancelled (the e-mail goes to those cancelled with the event). */
export type CancelledEventTicket = TicketRecord & { cancelledAt: string | null };

/** Where the job stands: the step index, and the key a paged step resumes after (null: from the start). */
export interface CancellationJob extends EventCancellationProgress {
  eventId: string;
  step: number;
  cursor: CancellationCursor | null;
  reason: string | null;
  cancelledBy: string;
  createdAt: string;
}

/** Who cancelled, why, and when. */
export interface Cancellation {
  by: string;
  reason: string | null;
  now: Date;
}

/**
 * How the event's list keys change: those only an active event carries
 * (GSI3–GSI6) go, taking it off every list; GSI2 moves to the cancelled list.
 */
function listKeyChange(event: PartyEvent): { set: Record<string, string>; removed: string[] } {
  const cancelled: Record<string, string | undefined> = keys.partyEvent.indexed({ ...event, status: 'cancelled' });
  const set = Object.fromEntries(Object.entries(cancelled).flatMap(([name, value]) => (value === undefined || name.startsWith('GSI1') ? [] : [[name, value]])));
  const removed = Object.keys(keys.partyEvent.indexed({ ...event, status: 'active' })).filter((name) => !(name in cancelled));
  return { set, removed };
}

/** The event as `cancelEventOp` leaves it. */
export function asCancelled(event: PartyEvent, c: Cancellation): PartyEvent {
  return { ...event, status: 'cancelled', cancelledAt: c.now.toISOString(), cancelReason: c.reason, cancelledBy: c.by };
}

/**
 * The event's own write: cancelled, with when and why, only while it is
 * still as read — on sale (`active`) or awaiting the Greek-life office
 * (`inReview`: withdrawn by its chapter, its review ends with it).
 */
function cancelEventOp(event: PartyEvent, c: Cancellation): TransactOp {
  const { set, removed } = listKeyChange(event);
  const listSets = Object.keys(set).map((name) => `${name} = :${name}`);
  const listValues = Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value]));
  return {
    Update: {
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: `SET #status = :cancelled, cancelledAt = :now, cancelReason = :reason, cancelledBy = :by, ${listSets.join(', ')} REMOVE ${removed.join(', ')}`,
      // Read without seat shards, it must still have none: otherwise they are closed with it (`cancelPartyEvent`).
      ConditionExpression: event.seatShards ? '#status = :from' : '#status = :from AND attribute_not_exists(seatShards)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled', ':from': event.status, ':now': c.now.toISOString(), ':reason': c.reason, ':by': c.by, ...listValues },
    },
  };
}

function jobPutOp(eventId: string, c: Cancellation): TransactOp {
  const job: CancellationJob = {
    eventId,
    status: 'running',
    step: 0,
    cursor: null,
    ticketsCancelled: 0,
    reason: c.reason,
    cancelledBy: c.by,
    createdAt: c.now.toISOString(),
  };
  return { Put: { Item: { ...keys.eventCancellation.job(eventId), entity: CANCELLATION_JOB_ENTITY, ...job }, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * Cancels the active (or in-review) event with its job record and `also`, in one
 * transaction; false when its status is no longer as read (cancelled, or approved, meanwhile) —
 * or when one of `also` failed its condition (the caller reads again).
 */
export async function cancelPartyEvent(event: PartyEvent, c: Cancellation, also: TransactOp[]): Promise<boolean> {
  try {
    // Its seat shards sell no more once it is cancelled (seat-shards.ts).
    const shards = event.seatShards ? closeShardsOps(event.id) : [];
    await transactWrite([cancelEventOp(event, c), ...shards, jobPutOp(event.id, c), ...also]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes the job's record with its event (a deleted event's job finds no event, and stops). */
export function deleteCancellationJobOp(eventId: string): TransactOp {
  return { Delete: { Key: keys.eventCancellation.job(eventId) } };
}

/** What the job's item carries, so a reader of the event's partition tells it from the rest. */
export const CANCELLATION_JOB_ENTITY = 'eventCancellation';

/** The job among items of the event's partition (analytics reads it with the door's history: `keys.door.withEvent`). */
export function cancellationJobIn(items: Record<string, unknown>[]): CancellationJob | undefined {
  const item = items.find((i) => i.entity === CANCELLATION_JOB_ENTITY);
  return item ? stripKeys<CancellationJob>(item) : undefined;
}

/** The job of a cancelled event; undefined for an event never cancelled. */
export async function getCancellationJob(eventId: string): Promise<CancellationJob | undefined> {
  const item = await getItem(keys.eventCancellation.job(eventId), { consistent: true });
  return item ? stripKeys<CancellationJob>(item) : undefined;
}

/**
 * Saves the job's progress: the step, the key its next page starts after,
 * and the tickets cancelled so far (set, not added: a page replayed after a
 * crash is counted again from the count saved before it).
 */
export async function saveCancellationProgress(eventId: string, at: { step: number; cursor: CancellationCursor | null; ticketsCancelled: number }): Promise<void> {
  await updateItem({
    Key: keys.eventCancellation.job(eventId),
    UpdateExpression: 'SET step = :step, #cursor = :cursor, ticketsCancelled = :cancelled',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#cursor': 'cursor' },
    ExpressionAttributeValues: { ':step': at.step, ':cursor': at.cursor, ':cancelled': at.ticketsCancelled },
  });
}

/** Marks the job done (every step finished). */
export async function finishCancellationJob(eventId: string, now: Date): Promise<void> {
  await updateItem({
    Key: keys.eventCancellation.job(eventId),
    UpdateExpression: 'SET #status = :done, finishedAt = :now, #cursor = :none',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
    ExpressionAttributeValues: { ':done': 'done', ':now': now.toISOString(), ':none': null },
  });
}

/**
 * One page of the event's tickets (oldest purchase first) after `after`,
 * and the key the next page starts after (null on the last). No ticket is
 * sold once the event is cancelled, so the pages cover every ticket.
 */
export async function eventTicketPage(
  eventId: string,
  after: CancellationCursor | null,
  pageSize: number,
): Promise<{ tickets: CancelledEventTicket[]; next: CancellationCursor | null }> {
  const tickets = keys.ticket.ofEvent(eventId);
  const res = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.GSI1,
      // The tickets' range of the partition: the event's door passes sort after it.
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tickets.pk, ':from': tickets.from, ':to': tickets.to },
      Limit: pageSize,
      ExclusiveStartKey: after ?? undefined,
    }),
  );
  const next = res.LastEvaluatedKey ? Object.fromEntries(Object.entries(res.LastEvaluatedKey).map(([k, v]) => [k, String(v)])) : null;
  return { tickets: (res.Items ?? []).map((item) => ({ ...toRecord(item), cancelledAt: typeof item.cancelledAt === 'string' ? item.cancelledAt : null })), next };
}
