/**
 * GET /party-events/{id} (public) and /party-events/{id}/viewer (signed in):
 * everything the event page needs in one answer, from 2 parallel table calls
 * — the event (for the viewer, in one BatchGet with their RSVP, save and
 * ticket), and its reviews (the viewer's among them) with its photos, in one
 * Query (event-page.ts).
 */
import type { PartyEventPageResponse, PartyEventViewer, ViewerWaitlist } from '../../shared/api/types';
import { clock } from '../lib/clock';
import { handOverOfferRounds } from '../domains/ticketing/waitlist/hand-over';
import { seatFreeWhileLineWaits, viewerWaitlistOf } from '../domains/ticketing/waitlist/viewer';
import { readReviewsAndPhotos } from '../domains/catalog/party-events/event-page';
import { readEventWithViewer, type EventWithViewer } from '../domains/catalog/party-events/event-viewer';
import { getPartyEventWithSeats as readEvent, toDetail, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { toReview } from '../domains/catalog/party-events/reviews';
import { listRolesOfChapter } from '../domains/people/roles/roles';
import { seesInReview } from '../domains/catalog/party-events/in-review-access';
import { toTicket } from '../domains/ticketing/tickets';
import { notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';

/** Photos shown on the event page (newest first). */
export const EVENT_PHOTOS = 24;

/** The page from the event (read by `readFirst` beside the reviews and photos), and who has reviewed it. */
async function pageOf<T extends { event: PartyEvent | undefined }>(
  eventId: string,
  readFirst: () => Promise<T>,
): Promise<{ page: PartyEventPageResponse; read: T & { event: PartyEvent }; reviewers: Set<string> }> {
  const [read, { reviews, photos }] = await Promise.all([readFirst(), readReviewsAndPhotos(eventId, EVENT_PHOTOS)]);
  const { event } = read;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return {
    page: { event: toDetail(event), reviews: reviews.map(toReview), photos },
    read: read as T & { event: PartyEvent },
    reviewers: new Set(reviews.map((r) => r.sub)),
  };
}

/** The public event page (past events too: a shared link keeps working); an event awaiting the office's approval is nobody's to see here. */
export async function getPartyEvent(eventId: string): Promise<PartyEventPageResponse> {
  const { page } = await pageOf(eventId, async () => ({ event: await readEvent(eventId) }));
  if (page.event.status === 'inReview') throw notFound(EVENT_NOT_FOUND);
  return page;
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

/**
 * Waitlist: the viewer's place in line, only while the event is
 * full or has a line. Their entry and offer came with the page's BatchGet;
 * more reads only to count the places ahead. A seat free while people wait
 * is owed an offer round, which this function cannot run (it does not hold
 * the ticket key that a free event's ticket needs): it hands the round over
 * (the scheduled sweep runs it; a held offer falling due is the sweep's own
 * work already).
 */
async function waitlistOfViewer(read: EventWithViewer & { event: PartyEvent }): Promise<{ waitlist?: ViewerWaitlist }> {
  const { event } = read;
  const full = event.ticketsSold >= event.maxAttendees || (event.waitlistCount ?? 0) > 0 || (event.heldSeats ?? 0) > 0;
  if (!full || event.status !== 'active') return {};
  if (seatFreeWhileLineWaits(event)) await handOverOfferRounds([event.id]);
  return { waitlist: await viewerWaitlistOf({ event, entry: read.entry, hold: read.hold, ticket: read.ticket }, clock.now()) };
}

/** The event page with what the signed-in viewer has done with the event. */
export async function getPartyEventForViewer(eventId: string, caller: SessionHolder): Promise<PartyEventPageResponse> {
  const sub = caller.sub;
  const { page, read, reviewers } = await pageOf(eventId, async () => {
    const viewed = await readEventWithViewer(eventId, sub);
    refuseEndedSession(caller, viewed.profile);
    return viewed;
  });
  const { event, rsvp, saved, ticket } = read;
  if (event.status === 'inReview' && !(await seesInReview(event, sub))) throw notFound(EVENT_NOT_FOUND);
  // The event's reviews are all read anyway: the viewer's is among them.
  const hasReviewed = reviewers.has(sub);
  const viewer: PartyEventViewer = {
    rsvp,
    saved,
    ticket: ticket ? toTicket(ticket, event) : null,
    canReview: ticket?.status === 'used' && !hasReviewed && !(await organizes(event, sub)),
    hasReviewed,
    // Named on the event item the page reads anyway: no extra call.
    soberMonitor: event.soberMonitors?.some((m) => m.sub === sub) ?? false,
    ...(await waitlistOfViewer({ ...read, event })),
  };
  return { ...page, viewer };
}
