/**
 * Places in a drop's line. Every place comes from the state's `nextPlace`,
 * reserved by one atomic add (a block for the draw, one for a late joiner),
 * so no two members ever share a place, whatever runs at once. A member's
 * place and its entry in the line's order (`PLACE#<n>`) are written
 * together; a reserved place nobody got (a crash in between) is a gap that
 * admission steps over.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lib/clients/dynamodb';
import { keys } from '../../keys';
import { batchPut, getItem, queryPrefix, tableName, transactWrite, updateItem } from '../../../lib/db/table';
import { isConditionFailure } from '../../../lib/db/write-failure';
import { memberItem, placeItem, toMember, type DropMember } from './line';

/** Reserves `n` places; the first of them. */
async function reservePlaces(eventId: string, n: number): Promise<number> {
  const res = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.dropLine.state(eventId),
      UpdateExpression: 'SET nextPlace = if_not_exists(nextPlace, :one) + :n, eventId = :eventId',
      ExpressionAttributeValues: { ':one': 1, ':n': n, ':eventId': eventId },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.nextPlace) - n;
}

/** The order of the draw: the drawn number, then the sub (a tie is as good as impossible, but must not depend on arrival). */
export function drawOrder(a: Pick<DropMember, 'draw' | 'sub'>, b: Pick<DropMember, 'draw' | 'sub'>): number {
  return (a.draw ?? '').localeCompare(b.draw ?? '') || a.sub.localeCompare(b.sub);
}

/**
 * The draw, at the opening: every member who joined before it and has no
 * place yet gets one, in the order of their drawn numbers. Run by one tick
 * at a time (admission.ts); run again after a crash, it places only those
 * still without a place, after the others. Marks the line drawn.
 */
export async function drawPlaces(eventId: string, now: Date): Promise<number> {
  const waiting = (await queryPrefix(keys.dropLine.members(eventId), { consistent: true }))
    .map(toMember)
    .filter((m) => m.place === undefined && m.draw !== undefined)
    .sort(drawOrder);
  if (waiting.length > 0) {
    const first = await reservePlaces(eventId, waiting.length);
    const placed = waiting.map((m, i) => ({ ...m, place: first + i }));
    // The line's order first: a member with a place is always findable by admission.
    await batchPut(placed.map((m) => placeItem(eventId, m.place, m.sub)));
    await batchPut(placed.map(memberItem));
  }
  await updateItem({
    Key: keys.dropLine.state(eventId),
    UpdateExpression: 'SET drawnAt = if_not_exists(drawnAt, :now), nextPlace = if_not_exists(nextPlace, :one)',
    ExpressionAttributeValues: { ':now': now.toISOString(), ':one': 1 },
  });
  return waiting.length;
}

/**
 * Puts a member who joins after the draw with the next place, in one
 * transaction with its entry in the line's order: their place, or undefined
 * when they were in line already (the reserved place stays a gap).
 */
export async function putPlacedMember(member: DropMember): Promise<number | undefined> {
  const place = await reservePlaces(member.eventId, 1);
  try {
    await transactWrite([
      { Put: { Item: memberItem({ ...member, place }), ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: placeItem(member.eventId, place, member.sub) } },
    ]);
    return place;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The next place, for a member who joined after the draw (or whose join
 * landed after it): their place, or the one they were given meanwhile.
 */
export async function takeLatePlace(member: DropMember): Promise<number> {
  const place = await reservePlaces(member.eventId, 1);
  try {
    await transactWrite([
      {
        Update: {
          Key: keys.dropLine.member(member.eventId, member.sub),
          UpdateExpression: 'SET place = :place',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(place)',
          ExpressionAttributeValues: { ':place': place },
        },
      },
      { Put: { Item: placeItem(member.eventId, place, member.sub) } },
    ]);
    return place;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Placed by a concurrent call (the reserved place stays a gap).
    const again = await getItem(keys.dropLine.member(member.eventId, member.sub), { consistent: true });
    return Number(again?.place ?? 0);
  }
}
