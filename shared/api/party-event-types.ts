import type { OrganizationType, RsvpStatus } from '../limits';
import type { AgeLimit } from '../age';
import type { MediaItem } from './media-types';
import type { DoorHeadcount } from './door-types';
import type { PaperworkPanel } from './party-packet-types';
import type { PartyEventSummary } from './catalog-types';
import type { Ticket } from './ticket-types';
import type { ViewerWaitlist } from './waitlist-types';

// ---- Party events: pages, viewer, reviews, analytics ----

/** A party event as the list at /party-events shows it (chapter and school joined in). */
export interface PartyEventListItem extends PartyEventSummary {
  nationalKey: string;
  letters: string;
  organizationName: string;
  organizationType: OrganizationType;
  schoolId: string;
  schoolName: string;
  state: string;
}

export interface PartyEventListResponse {
  events: PartyEventListItem[];
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null;
}

/** Everything public about a party event (leader side §3 party_events). */
export interface PartyEventDetail extends PartyEventListItem {
  description: string | null;
  alcoholAllowed: boolean;
  dressCode: string | null;
  ageRestriction: string | null;
  /** Structured age restriction (issue 12): none, 18+ or 21+; `ageRestriction` stays as a free-text note. */
  ageLimit: AgeLimit;
  additionalInfo: string | null;
  status: 'active' | 'cancelled';
  createdAt: string;
  /** Cancelled events (issue 14): when and why; null while the event is active. */
  cancelledAt?: string | null;
  cancelReason?: string | null;
  /** Interested plus going (student side §4), never below 0. */
  interestedCount: number;
  goingCount: number;
  saveCount: number;
  reviewCount: number;
  /** Average of the reviews' stars, null without reviews. Shown to 1 decimal. */
  averageRating: number | null;
  /** Party paperwork (issue 13): created after the Greek-life office's registration deadline. */
  lateRegistration?: boolean;
  /** When the guest list freezes (ISO instant); null when it never does (no alcohol, or created before the office rules). */
  guestListFreezesAt?: string | null;
  /** When the event is over (ISO instant: six hours after the start, shared/event-over.ts): sales end and RSVPs close. */
  overAt?: string | null;
}

export interface Review {
  id: string;
  /** First name and last initial of the author, e.g. "Sam S." (no e-mail). */
  authorName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

/** What the signed-in viewer has done with an event. */
export interface PartyEventViewer {
  rsvp: RsvpStatus | null;
  saved: boolean;
  /** The viewer's ticket for this event, if any. */
  ticket: Ticket | null;
  /** True when the viewer holds a used ticket and has not reviewed yet. */
  canReview: boolean;
  hasReviewed: boolean;
  /**
   * True when the viewer is named one of the event's sober monitors: only
   * then does the page ask for their door code (`GET
   * /party-events/{id}/sober-monitor-code`), so anyone else's page stays one
   * request. The code itself is signed with the door key, which this route's
   * function does not hold.
   */
  soberMonitor: boolean;
  /** Waitlist (issue 14): the viewer's place in line or held offer; absent while the event has no line and seats are left. */
  waitlist?: ViewerWaitlist;
}

/** GET /party-events/{id} (public) and GET /party-events/{id}/viewer (signed in: same plus `viewer`). */
export interface PartyEventPageResponse {
  event: PartyEventDetail;
  /** Newest first. */
  reviews: Review[];
  photos: MediaItem[];
  viewer?: PartyEventViewer;
}

export interface PartyRsvpResponse {
  status: RsvpStatus | null;
  interestedCount: number;
  goingCount: number;
}

export interface SaveResponse {
  saved: boolean;
  saveCount: number;
}

export interface ReviewResponse {
  review: Review;
  reviewCount: number;
  averageRating: number;
}

export interface CreatePartyEventResponse {
  event: PartyEventDetail;
}

export interface EventAnalyticsResponse {
  event: PartyEventDetail;
  /** Valid plus used tickets. */
  ticketsSold: number;
  maxAttendees: number;
  revenueCents: number;
  averageTicketCents: number;
  checkedIn: number;
  /** checkedIn / ticketsSold × 100, rounded; 0 with no tickets. */
  attendancePercent: number;
  rsvps: { interested: number; going: number };
  saves: number;
  salesPerDay: { date: string; tickets: number; revenueCents: number }[];
  averageRating: number | null;
  reviewCount: number;
  /** Live headcount (issue 12): the door's counts, and entries per 15 minutes (UTC window starts, oldest first). */
  door: DoorHeadcount & { entriesPer15Minutes: { start: string; entries: number }[] };
  /** Ticket cancellation (issue 14): cancelled paid tickets and the money given back (`revenueCents` is net of it). */
  refunds?: { count: number; amountCents: number };
  /** Waitlist (issue 14): people in line, and seats held for paid offers (counted in `ticketsSold`). */
  waitlist?: { length: number; heldSeats: number };
  /** Live tickets moved to another phone: each with its holder's door name, how often it moved and when last, most moves first. */
  phoneMoves?: { ticketId: string; holder: string | null; moves: number; lastMovedAt: string | null }[];
  /** Guests the door found by name and admitted after an ID check (no code scanned). */
  admittedByIdCheck?: number;
  /** Cancelled events (issue 14): the cancellation job's progress; absent while the event is active. */
  cancellation?: EventCancellationProgress;
  /** With `?include=paperwork` (issue 8 §2): the paperwork panel, as `GET /party-events/{id}/paperwork` answers it but its members. */
  paperwork?: PaperworkPanel;
}

/** Cancelled events (issue 14): how far the job that cancels and refunds the tickets has got. */
export interface EventCancellationProgress {
  /** `running` until every step (cancel and refund, e-mail the holders, …) has finished. */
  status: 'running' | 'done';
  /** Tickets cancelled with the event (by the job, or by their holders since). */
  ticketsCancelled: number;
}

export interface CancelPartyEventResponse {
  event: PartyEventDetail;
}
