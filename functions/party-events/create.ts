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
import { todayInState } from '../../shared/dates';
import type { createPartyEventSchema } from '../../shared/schemas/party-events';
import { getChapter } from '../lib/db/chapters';
import { createPartyEventOp, partyEventItem, toDetail, toPartyEvent, type NewPartyEvent } from '../lib/db/party-events';
import { getProfile } from '../lib/db/profiles';
import { listRolesOfUser } from '../lib/db/roles';
import { statDeltaOp } from '../lib/db/stats';
import { transactWrite } from '../lib/db/table';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { NO_ORGANIZATION, NO_ROLE, ORGANIZATION_NOT_FOUND, PAST_DATE, PROFILE_NOT_FOUND } from './messages';

export type CreateEventInput = z.output<typeof createPartyEventSchema>;

/**
 * The chapter the caller may create events for: their profile's
 * organization, when they hold a role row for it. 403 with the spec's
 * messages otherwise.
 */
export async function requireEventCreator(sub: string): Promise<string> {
  const [profile, roles] = await Promise.all([getProfile(sub), listRolesOfUser(sub)]);
  if (!profile) throw new HttpError(403, PROFILE_NOT_FOUND);
  if (!profile.chapterId) throw new HttpError(403, NO_ORGANIZATION);
  if (!roles.some((r) => r.chapterId === profile.chapterId)) throw new HttpError(403, NO_ROLE);
  return profile.chapterId;
}

/** Creates the event; answers it as the detail page shows it. */
export async function createPartyEvent(sub: string, input: CreateEventInput, now: Date): Promise<CreatePartyEventResponse> {
  const chapterId = await requireEventCreator(sub);
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
  await transactWrite([createPartyEventOp(event), statDeltaOp('activeEvents', 1)]);
  return { event: toDetail(toPartyEvent(partyEventItem(event))) };
}
