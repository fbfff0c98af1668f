import type { RefundStatus } from '../ticket-cancellation';
import type { GreekEventType, OrganizationType, Role, RsvpStatus, TicketStatus } from '../limits';
import type { MediaItem } from './media-types';
import type { AgeLimit } from '../age';
import type { DoorHeadcount } from './door-types';

/** Error body of every non-2xx API answer. `message` is shown to the user as-is. */
export interface ApiErrorBody {
  message: string;
  /** First-field-first validation messages, when the input failed a schema. */
  issues?: { path: string; message: string }[];
}

export interface School {
  id: string;
  name: string;
  city: string;
  /** Two-letter postal abbreviation. */
  state: string;
  website: string;
  logoUrl: string | null;
}

export interface SchoolDetail extends School {
  emailDomains: string[];
}

/** A Greek-life event (the `events` entity): listed at /events and on school pages. */
export interface GreekEvent {
  id: string;
  schoolId: string;
  schoolName: string;
  state: string;
  title: string;
  /** Host organization as free text, e.g. "Interfraternity Council". */
  organization: string;
  description: string;
  /** `yyyy-MM-dd`, wall-clock at the venue. */
  date: string;
  /** `HH:mm`, wall-clock at the venue. */
  time: string;
  location: string;
  attendees: number;
  type: GreekEventType;
  priceCents: number;
  interestedCount: number;
  goingCount: number;
}

/** A national organization (one per Greek-letter name), as on directory cards. */
export interface National {
  /** URL key: lowercase slug of the name. */
  key: string;
  /** Greek letters as the organization writes them; may be empty (FarmHouse, Triangle). */
  letters: string;
  name: string;
  type: OrganizationType;
  foundedYear: number | null;
  foundingInstitution: string | null;
  council: string | null;
  description: string;
  /** Number of schools with a chapter. */
  schoolCount: number;
  /** States that have at least one chapter, sorted. */
  states: string[];
}

/** A chapter: one organization at one school (the spec's greek_organizations row). */
export interface Chapter {
  id: string;
  nationalKey: string;
  letters: string;
  name: string;
  type: OrganizationType;
  schoolId: string;
  schoolName: string;
  city: string;
  state: string;
}

export interface ChapterDetail extends Chapter {
  description: string;
  foundedYear: number | null;
  followerCount: number;
}

/** Party event as shown on chapter pages and lists. */
export interface PartyEventSummary {
  id: string;
  chapterId: string;
  title: string;
  date: string;
  time: string;
  location: string;
  priceCents: number;
  maxAttendees: number;
  ticketsSold: number;
}

export interface SchoolListResponse {
  schools: School[];
}
export interface SchoolPageResponse {
  school: SchoolDetail;
  events: GreekEvent[];
}
export interface DirectoryResponse {
  organizations: National[];
}
export interface ChapterPageResponse {
  chapter: ChapterDetail;
  events: PartyEventSummary[];
  photos: MediaItem[];
}
export interface NationalPageResponse {
  organization: National;
  chapters: Chapter[];
  photos: MediaItem[];
}
/** One of the nationals sharing the letters asked for (ΚΑ: Kappa Alpha Order, Kappa Alpha Society). */
export type NationalChoice = Pick<National, 'key' | 'letters' | 'name' | 'type'>;
/** `/nationals/{letters}` when several nationals write those letters: the visitor chooses. */
export interface NationalChoicesResponse {
  choices: NationalChoice[];
}
/** `/nationals/{key}`: the national page, or the choice between nationals sharing the letters asked for. */
export type NationalLookupResponse = NationalPageResponse | NationalChoicesResponse;
export interface GreekEventListResponse {
  events: GreekEvent[];
  /** The next page's cursor (`?cursor=`), null on the last page. */
  nextCursor: string | null;
}
export interface GreekEventPageResponse {
  event: GreekEvent;
}
export interface PopulateResponse {
  /** True when this call created the organizations; false when they already existed. */
  created: boolean;
  organizations: number;
  chapters: number;
  schools: number;
}
export interface OkResponse {
  ok: true;
}

// ---- Accounts, leaders and admin ----

export type RoleName = Role;

/** One role row, joined with its chapter's letters and name for display. */
export interface RoleView {
  chapterId: string;
  role: RoleName;
  letters: string;
  name: string;
  schoolName: string;
}

export interface Profile {
  /** The Cognito `sub`: one id per person everywhere. */
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  schoolId: string | null;
  schoolName: string | null;
  schoolState: string | null;
  /** The chapter the user leads or belongs to (the spec's greek_org_id). */
  chapterId: string | null;
  /** True when the user holds at least one role (the spec's is_org_admin). */
  isOrgAdmin: boolean;
  createdAt: string;
}

/** Activity overview on My Profile: real counts, 0 until a feature exists. */
export interface ActivityCounts {
  totalTickets: number;
  eventsAttended: number;
  savedEvents: number;
  friends: number;
}

/** GET /me: everything the header, My School and My Profile need, in one call. */
export interface MeResponse {
  profile: Profile;
  roles: RoleView[];
  /** Private (issue 12): the owner's own date of birth, `yyyy-MM-dd`; no other answer ever carries it. */
  dateOfBirth: string | null;
  isAdmin: boolean;
  activity: ActivityCounts;
  /** True while a leader request of theirs awaits an admin's review (the leader portal says to wait). */
  pendingLeaderRequest?: boolean;
}

export interface SchoolChaptersResponse {
  chapters: Chapter[];
}

/** Which roles of a chapter are already held ("Role already taken"). */
export interface ChapterRolesResponse {
  chapterId: string;
  chapterName: string;
  taken: { president: boolean; media_manager: boolean };
}

export interface GreekRsvpResponse {
  status: 'interested' | 'going' | null;
  interestedCount: number;
  goingCount: number;
}

export type LeaderRequestStatus = 'pending' | 'approved' | 'rejected';

/** A leader request as the admin Approvals tab shows it. */
export interface LeaderRequestView {
  id: string;
  userId: string;
  fullName: string;
  email: string | null;
  chapterId: string;
  letters: string;
  organizationName: string;
  schoolName: string;
  type: OrganizationType;
  requestedRole: RoleName;
  message: string | null;
  status: LeaderRequestStatus;
  createdAt: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

export interface LeaderRequestResponse {
  request: LeaderRequestView;
}

export interface AdminOverviewResponse {
  totalUsers: number;
  signupsLast7Days: number;
  pendingApprovals: number;
  activeEvents: number;
  organizations: number;
  schools: number;
}

export interface LeaderRequestsResponse {
  pending: LeaderRequestView[];
  /** The last 10 reviewed, newest first. */
  recent: LeaderRequestView[];
}

// ---- Party events, tickets and payments ----

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
  /** Interested plus going (student side §4), never below 0. */
  interestedCount: number;
  goingCount: number;
  saveCount: number;
  reviewCount: number;
  /** Average of the reviews' stars, null without reviews. Shown to 1 decimal. */
  averageRating: number | null;
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

/** A ticket as My Tickets shows it. */
export interface Ticket {
  id: string;
  eventId: string;
  status: TicketStatus;
  /** `<ticketId>.<HMAC>`: what the QR code encodes and the door validates. */
  qrCode: string;
  amountPaidCents: number;
  purchasedAt: string;
  /** When the door let it in (ISO instant); null while valid. */
  usedAt: string | null;
  /** Ticket cancellation (issue 14): a cancelled paid ticket's refund; null otherwise. */
  refundStatus?: RefundStatus | null;
  /** Ticket cancellation (issue 14): the last instant it may be cancelled (ISO); null when it cannot be. */
  cancellableUntil?: string | null;
  event: {
    title: string;
    date: string;
    time: string;
    location: string;
    letters: string;
    organizationName: string;
    /** The venue's state, whose time zone `usedAt` is shown in; '' on tickets issued before it was kept. */
    state: string;
  };
}

export interface TicketResponse {
  ticket: Ticket;
  /** False when the caller already held a ticket for the event (returned as is). */
  created: boolean;
}

export interface MyTicketsResponse {
  /** Newest purchase first. */
  tickets: Ticket[];
}

/** A payment started for a paid ticket (create-ticket-payment). */
/** POST /tickets/{id}/cancel (issue 14): the ticket as it now stands: `cancelled`, with its refund's state when it was paid. */
export interface CancelTicketResponse {
  ticket: Ticket;
}

export interface PaymentIntentResponse {
  /** `stripe` in AWS with a key configured; `sandbox` locally (test cards). */
  gateway: 'stripe' | 'sandbox';
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  currency: 'usd';
  /** Stripe publishable key for Elements; null for the sandbox. */
  publishableKey: string | null;
}

export interface SandboxChargeResponse {
  status: 'succeeded';
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
}

// ---- Admin tabs: roles, users, schools, organizations, audit ----
export * from './admin-types';
// ---- Social: follows, friends, My Feed ----
export * from './social-types';
// ---- Photos and videos (media) ----
export * from './media-types';
// Admin tools: Stats tab, school logos, data tools
export * from './admin-tools-types';
// ---- The door: validation, live headcount, offline door mode ----
export * from './door-types';
