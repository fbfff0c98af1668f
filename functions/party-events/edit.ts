/**
 * PUT /party-events/{id}: a leader of the host chapter edits the event
 * (Create Event's fields, whole; the rules are the catalog's edit.ts).
 * Answers the event as its page shows it.
 */
import type { CreatePartyEventResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import type { PartyEventFields } from '../../shared/schemas/party-events';
import { requireChapterAccess } from '../lib/access';
import { notFound } from '../lib/errors';
import { editPartyEvent as storeEdit } from '../domains/catalog/party-events/edit';
import { toDetail } from '../domains/catalog/party-events/party-events';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';

export async function editPartyEvent(sub: string, standing: Standing, eventId: string, input: PartyEventFields, now: Date): Promise<CreatePartyEventResponse> {
  const event = await storeEdit(sub, eventId, input, now, (found) => requireChapterAccess('createEvent', standing, found.chapterId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { event: toDetail(event) };
}
