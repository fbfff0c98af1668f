/**
 * GET /party-events/{id} (public) and /party-events/{id}/viewer (signed in):
 * everything the event page needs in one answer, from parallel reads — the
 * event, its reviews and its photos (3 table calls), plus for the viewer
 * their RSVP, save, review and ticket.
 */
import type { PartyEventPageResponse, PartyEventViewer } from '../../shared/api/types';
import { listEventMedia } from '../lib/db/media';
import { getPartyEvent as readEvent, toDetail, type PartyEvent } from '../lib/db/party-events';
import { partyRsvps } from '../lib/db/party-rsvps';
import { listEventReviews, toReview } from '../lib/db/reviews';
import { listRolesOfChapter } from '../lib/db/roles';
import { isSaved } from '../lib/db/saves';
import { getUserTicketForEvent, toTicket } from '../lib/db/tickets';
import { notFound } from '../lib/errors';
import { EVENT_NOT_FOUND } from './messages';

/** Photos shown on the event page (newest first). */
export const EVENT_PHOTOS = 24;

async function publicPage(eventId: string): Promise<{ page: PartyEventPageResponse; event: PartyEvent; reviewers: Set<string> }> {
  const [event, reviews, photos] = await Promise.all([readEvent(eventId), listEventReviews(eventId), listEventMedia(eventId, EVENT_PHOTOS)]);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return {
    page: { event: toDetail(event), reviews: reviews.map(toReview), photos },
    event,
    reviewers: new Set(reviews.map((r) => r.sub)),
  };
}

/** The public event page (past events too: a shared link keeps working). */
export async function getPartyEvent(eventId: string): Promise<PartyEventPageResponse> {
  return (await publicPage(eventId)).page;
}

/**
 * True when `sub` runs the event (created it, or leads its chapter): they may
 * not review it. Asked only of a viewer who could otherwise review (a used
 * ticket, no review yet), so the page's usual reads stay as they are.
 */
async function organizes(event: PartyEvent, sub: string): Promise<boolean> {
  if (event.createdBy === sub) return true;
  return (await listRolesOfChapter(event.chapterId)).some((role) => role.sub === sub);
}

/** The event page with what the signed-in viewer has done with the event. */
export async function getPartyEventForViewer(eventId: string, sub: string): Promise<PartyEventPageResponse> {
  const [{ page, event, reviewers }, rsvp, saved, ticket] = await Promise.all([
    publicPage(eventId),
    partyRsvps.get(eventId, sub),
    isSaved(eventId, sub),
    getUserTicketForEvent(sub, eventId),
  ]);
  // The event's reviews are all read anyway: the viewer's is among them.
  const hasReviewed = reviewers.has(sub);
  const viewer: PartyEventViewer = {
    rsvp,
    saved,
    ticket: ticket ? toTicket(ticket, event) : null,
    canReview: ticket?.status === 'used' && !hasReviewed && !(await organizes(event, sub)),
    hasReviewed,
  };
  return { ...page, viewer };
}
