/**
 * A copy's event details as the event now is: a ticket or a transfer offer
 * copies its event's title, date, time and place when it is made, and an
 * edit may move them since; what is shown or mailed later reads the event
 * (docs/data-model.md#what-follows-an-edit). A deleted event leaves the copy as it was.
 */
import { getPartyEvent } from '../catalog/party-events/party-events';
import { eventDetailsNow, type TicketEventInfo } from './tickets';

export async function withEventNow<T extends { eventId: string; event: TicketEventInfo }>(copy: T): Promise<T> {
  return { ...copy, event: eventDetailsNow(copy.event, await getPartyEvent(copy.eventId)) };
}
