/**
 * GET /party-events: active events dated today or later in their school's
 * own time zone, by date then time, filtered and paged on the server — a
 * Query or two per page (domains/catalog/party-events/list.ts), never a Scan.
 */
import type * as z from 'zod/mini';
import type { PartyEventListResponse } from '../../shared/api/types';
import { todayInState, usToday } from '../../shared/dates';
import type { partyEventListQuery } from '../../shared/schemas/party-events';
import { InvalidCursorError, queryPartyEventPage } from '../domains/catalog/party-events/list';
import { toListItem } from '../domains/catalog/party-events/party-events';
import { badRequest } from '../lib/errors';
import { INVALID_CURSOR } from '../domains/catalog/party-events/messages';

/** Events per page when the client asks for no size. */
export const DEFAULT_PAGE_SIZE = 30;

export type ListQuery = z.output<typeof partyEventListQuery>;

/** One page of the list and the cursor of the next (null on the last page). */
export async function listPartyEvents(query: ListQuery, now: Date): Promise<PartyEventListResponse> {
  try {
    const page = await queryPartyEventPage(
      {
        state: query.state,
        schoolId: query.school,
        chapterId: query.org,
        nationalKey: query.national,
        type: query.type,
        date: query.date,
      },
      usToday(now),
      query.limit ?? DEFAULT_PAGE_SIZE,
      query.cursor,
      (e) => e.date >= todayInState(e.state, now),
    );
    return { events: page.events.map(toListItem), nextCursor: page.nextCursor ?? null };
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badRequest(INVALID_CURSOR);
    throw error;
  }
}
