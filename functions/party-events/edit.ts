/**
 * PUT /party-events/{id}: a leader of the host chapter edits the event
 * (Create Event's fields, whole; the rules are the catalog's edit.ts).
 * Answers the event as its page shows it. GET /party-events/{id}/edit: what
 * the Edit Event form starts from, the office rules the event meets included.
 */
import type { CreatePartyEventResponse, EditPartyEventFormResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { PARTY_EVENT_FIELDS, type PartyEventFields } from '../../shared/schemas/party-events';
import { requireChapterAccess } from '../lib/access';
import { pick } from '../lib/db/fields';
import { notFound } from '../lib/errors';
import { editPartyEvent as storeEdit } from '../domains/catalog/party-events/edit';
import { getPartyEvent, toDetail } from '../domains/catalog/party-events/party-events';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';
import { officeRulesOfEvent } from '../domains/catalog/party-events/office-rules';

export async function editPartyEvent(sub: string, standing: Standing, eventId: string, input: PartyEventFields, now: Date): Promise<CreatePartyEventResponse> {
  const event = await storeEdit(sub, eventId, input, now, (found) => requireChapterAccess('createEvent', standing, found.chapterId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { event: toDetail(event) };
}

/** The event, every field it holds and the office rules it meets, for a leader of the host chapter (those who create its events). */
export async function getPartyEventForEdit(standing: Standing, eventId: string): Promise<EditPartyEventFormResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('createEvent', standing, event.chapterId);
  return { event: toDetail(event), fields: pick(event, PARTY_EVENT_FIELDS), office: await officeRulesOfEvent(event) };
}
