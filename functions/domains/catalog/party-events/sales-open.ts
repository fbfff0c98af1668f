/** Moving when an event's sales open: written only over the opening its leader decided on (a concurrent move wins or loses whole). */
import { keys } from '../../keys';
import { updateReturning } from '../../../lib/db/table';
import { toPartyEvent, type PartyEvent } from './party-events';

/** Sets "sales open at" to `to` where it is still `from` and the event active; the event after, or undefined when refused. */
export async function moveSalesOpen(eventId: string, from: string, to: string): Promise<PartyEvent | undefined> {
  const after = await updateReturning({
    Key: keys.partyEvent.item(eventId),
    UpdateExpression: 'SET salesOpenAt = :to',
    ConditionExpression: 'attribute_exists(PK) AND #status = :active AND salesOpenAt = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':to': to, ':from': from, ':active': 'active' },
  });
  return after && toPartyEvent(after);
}
