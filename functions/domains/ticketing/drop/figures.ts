/** A drop's line as its leaders see it live (Event Analytics): who waits, was admitted, bought, let a window lapse. */
import type { DropLineFigures } from '../../../../shared/api/types';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { countQuery, getItem } from '../../../lib/db/table';
import { keys } from '../../keys';
import { toDropState } from './line';

/** Members of the line, counted (no items read back). */
function membersCounted(eventId: string): Promise<number> {
  const members = keys.dropLine.members(eventId);
  return countQuery({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', ExpressionAttributeValues: { ':pk': members.pk, ':prefix': members.prefix } });
}

/**
 * The line's figures: everyone who joined but was never admitted waits (or
 * was told it sold out); each member is admitted once, so the state's count
 * of windows given is who was admitted; sold is every seat bought (a drop
 * sells only through its windows).
 */
export async function dropLineFigures(event: PartyEvent): Promise<DropLineFigures> {
  const [state, members] = await Promise.all([getItem(keys.dropLine.state(event.id), { consistent: true }), membersCounted(event.id)]);
  const { admitted, lapsed } = toDropState(state);
  return { waiting: Math.max(0, members - admitted), admitted, sold: event.ticketsSold - (event.heldSeats ?? 0), lapsed };
}
