/**
 * Create Event (leader side §5): a role holder of their own organization
 * creates an active event for THAT organization (never one named in the
 * body). The API re-checks every field (the route's schema) and refuses a
 * date already past in the chapter's school time zone. The platform's
 * `activeEvents` counter changes in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { CreatePartyEventResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { todayInState } from '../../shared/dates';
import type { createPartyEventSchema } from '../../shared/schemas/party-events';
import { getChapter } from '../lib/db/chapters';
import { createPartyEventOp, partyEventItem, toDetail, toPartyEvent, type NewPartyEvent } from '../lib/db/party-events';
import { requireChapterAccess } from '../lib/access';
import { statDeltaOp } from '../lib/db/stats';
import { chapterLabelOf, chapterStatOp, eventsCreatedOp } from '../lib/db/stats-breakdown';
import { transactWrite } from '../lib/db/table';
import { badRequest, notFound } from '../lib/errors';
import { ORGANIZATION_NOT_FOUND, PAST_DATE } from './messages';

export type CreateEventInput = z.output<typeof createPartyEventSchema>;

/**
 * Creates the event for the creator's own organization (the wrapper has
 * checked `standing` against the rule of `createEvent`); answers it as the
 * detail page shows it.
 */
export async function createPartyEvent(sub: string, standing: Standing, input: CreateEventInput, now: Date): Promise<CreatePartyEventResponse> {
  const chapterId = standing.chapterId ?? '';
  requireChapterAccess('createEvent', standing, chapterId);
  const chapter = await getChapter(chapterId);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  if (input.date < todayInState(chapter.state, now)) throw badRequest(PAST_DATE, [{ path: 'date', message: PAST_DATE }]);

  const event: NewPartyEvent = {
    id: randomUUID(),
    chapterId: chapter.id,
    nationalKey: chapter.nationalKey,
    letters: chapter.letters,
    organizationName: chapter.name,
    organizationType: chapter.type,
    schoolId: chapter.schoolId,
    schoolName: chapter.schoolName,
    state: chapter.state,
    title: input.title,
    date: input.date,
    time: input.time,
    location: input.location,
    priceCents: input.priceCents,
    maxAttendees: input.maxAttendees,
    description: input.description,
    alcoholAllowed: input.alcoholAllowed,
    dressCode: input.dressCode,
    ageRestriction: input.ageRestriction,
    additionalInfo: input.additionalInfo,
    status: 'active',
    createdBy: sub,
    createdAt: now.toISOString(),
  };
  await transactWrite([
    createPartyEventOp(event),
    statDeltaOp('activeEvents', 1),
    eventsCreatedOp(event.createdAt, 1),
    chapterStatOp(chapterLabelOf(event), { events: 1 }),
  ]);
  return { event: toDetail(toPartyEvent(partyEventItem(event))) };
}
