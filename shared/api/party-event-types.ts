import type { DropLineFigures } from './drop-types';
import type { OrganizationType, RsvpStatus } from '../limits';
import type { PartyEventFields } from '../schemas/party-events';
import type { MediaItem } from './media-types';
import type { DoorHeadcountByDoor } from './door-types';
import type { OfficeRulesResponse, PaperworkPanel } from './party-packet-types';
import type { PartyEventSummary } from './catalog-types';
import type { Ticket } from './ticket-types';
import type { ViewerWaitlist } from './waitlist-types';
import type { EventReview } from '../event-review';

// ---- Party events: pages, viewer, reviews, analytics ----

/** What an event copies from its host chapter and school at creation, so lists and pages show it without another read. */
export interface PartyEventHost {
  chapterId: string;
  nationalKey: string;
  letters: string;
  organizationName: string;
  organizationType: OrganizationType;
  schoolId: string;
  schoolName: string;
  state: string;
}

/** A party event as the list at /party-events shows it (chapter and school joined in). */
export interface PartyEventListItem extends PartyEventSummary, PartyEventHost {}

/**
 * What a leader entered, as the event's page shows it: every field the
 * create schema declares but the cancellation cut-off (each ticket shows its
 * own deadline instead).
 */
export type PartyEventShownFields = Omit<PartyEventFields, 'cancelCutoffHours'>;

export interface PartyEventListResponse {
  events: PartyEventListItem[];
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null;
}

/** Everything public about a party event (docs/spec/leader-admin-side.md §3 party_events). */
export interface PartyEventDetail extends PartyEventListItem, PartyEventShownFields {
  /** `inReview`: awaiting the Greek-life office's approval (shared/event-review.ts); only its chapter's leaders, the office and admins see it. */
  status: 'active' | 'cancelled' | 'inReview';
  /** The office's review, on an event of a school that requires approval; absent otherwise. */
  review?: EventReview;
  createdAt: string;
  /** Cancelled events: when and why; null while the event is active. */
  cancelledAt?: string | null;
  cancelReason?: string | null;
  /** Interested plus going (docs/spec/student-side.md §4), never below 0. */
  interestedCount: number;
  goingCount: number;
  saveCount: number;
  reviewCount: number;
  /** Average of the reviews' stars, null without reviews. Shown to 1 decimal. */
  averageRating: number | null;
  /** Party paperwork: created after the Greek-life office's registration deadline. */
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
  /** Waitlist: the viewer's place in line or held offer; absent while the event has no line and seats are left. */
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

/**
 * GET /party-events/{id}/edit (the host chapter's leaders): the event as its page shows it, every field Edit
 * Event sends back, and the office rules the event meets (those it kept at creation, else its school's), so the
 * page shows the office's deadlines from its one request.
 */
export interface EditPartyEventFormResponse {
  event: PartyEventDetail;
  fields: PartyEventFields;
  office: OfficeRulesResponse;
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
  /** Live headcount: the door's counts, entries per 15 minutes (UTC window starts, oldest first) and per door. */
  door: DoorHeadcountByDoor & { entriesPer15Minutes: { start: string; entries: number }[] };
  /** Ticket cancellation: cancelled paid tickets and the money given back (`revenueCents` is net of it). */
  refunds?: { count: number; amountCents: number };
  /** Waitlist: people in line, and seats held for paid offers (counted in `ticketsSold`). */
  waitlist?: { length: number; heldSeats: number };
  /** Live tickets moved to another phone: each with its holder's door name, how often it moved and when last, most moves first. */
  phoneMoves?: { ticketId: string; holder: string | null; moves: number; lastMovedAt: string | null }[];
  /** Guests the door found by name and admitted after an ID check (no code scanned). */
  admittedByIdCheck?: number;
  /** Cancelled events: the cancellation job's progress; absent while the event is active. */
  cancellation?: EventCancellationProgress;
  /** A drop: its line live (waiting, admitted to checkout, sold, windows lapsed); absent for an event without "sales open at". */
  line?: DropLineFigures;
  /** With `?include=paperwork` (one screen, one request): the paperwork panel, as `GET /party-events/{id}/paperwork` answers it but its members. */
  paperwork?: PaperworkPanel;
}

/** Cancelled events: how far the job that cancels and refunds the tickets has got. */
export interface EventCancellationProgress {
  /** `running` until every step (cancel and refund, e-mail the holders, …) has finished. */
  status: 'running' | 'done';
  /** Tickets cancelled with the event (by the job, or by their holders since). */
  ticketsCancelled: number;
}

export interface CancelPartyEventResponse {
  event: PartyEventDetail;
}
