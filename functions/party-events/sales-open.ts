/**
 * A leader of the host chapter moves when a drop's sales open, before they
 * do: the event page's countdown and "Join the line" follow the new time.
 * An event on sale since its creation, or whose sales have opened, keeps it.
 */
import type { CreatePartyEventResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { beforeSalesOpen, SALES_ALREADY_OPEN, salesOpenRefusal } from '../../shared/drops';
import { requireChapterAccess } from '../lib/access';
import { RETRY, retryOnConflict } from '../lib/db/optimistic';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { getPartyEventWithSeats, toDetail, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { moveSalesOpen } from '../domains/catalog/party-events/sales-open';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';

export async function setSalesOpenAt(standing: Standing, eventId: string, salesOpenAt: string, now: Date): Promise<CreatePartyEventResponse> {
  const moved = await retryOnConflict<PartyEvent>(async () => {
    const event = await getPartyEventWithSeats(eventId, { consistent: true });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    requireChapterAccess('createEvent', standing, event.chapterId);
    if (event.status !== 'active') throw new HttpError(409, EVENT_NOT_FOUND);
    if (!event.salesOpenAt || !beforeSalesOpen(event, now)) throw new HttpError(409, SALES_ALREADY_OPEN);
    const refused = salesOpenRefusal({ ...event, salesOpenAt }, now);
    if (refused) throw badRequest(refused, [{ path: 'salesOpenAt', message: refused }]);
    // Refused: moved (or cancelled) meanwhile: decide again on what it is now.
    return (await moveSalesOpen(eventId, event.salesOpenAt, salesOpenAt)) ?? RETRY;
  });
  return { event: toDetail(moved) };
}
