import type { GreekEventType, OrganizationType, Role } from '../limits';
import type { MediaItem } from './media-types';

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
  /** With `?include=chapters` (My School): the school's chapters, as `GET /schools/{id}/chapters` lists them. */
  chapters?: Chapter[];
}
export interface DirectoryResponse {
  organizations: National[];
}
/** GET /chapters/{id} (public) and GET /chapters/{id}/viewer (signed in: same plus `viewer`, one request for the page, issue 8 §2). */
export interface ChapterPageResponse {
  chapter: ChapterDetail;
  events: PartyEventSummary[];
  photos: MediaItem[];
  viewer?: { following: boolean };
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
/** GET /events/{id} (public) and GET /events/{id}/viewer (signed in: same plus `viewer`, one request for the page, issue 8 §2). */
export interface GreekEventPageResponse {
  event: GreekEvent;
  /** When the event is over (ISO instant, shared/event-over.ts): RSVPs close. */
  overAt?: string | null;
  viewer?: { rsvp: GreekRsvpResponse['status'] };
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

/** GET /admin/overview; with `?include=approvals` the Approvals tab too (the dashboard in one request, issue 8 §2). */
export interface AdminOverviewResponse {
  totalUsers: number;
  signupsLast7Days: number;
  pendingApprovals: number;
  activeEvents: number;
  organizations: number;
  schools: number;
  approvals?: LeaderRequestsResponse;
}

export interface LeaderRequestsResponse {
  pending: LeaderRequestView[];
  /** The last 10 reviewed, newest first. */
  recent: LeaderRequestView[];
}

// ---- Party events ----
export * from './party-event-types';
// ---- Tickets and payments ----
export * from './ticket-types';
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
// ---- Door passes for volunteers (issue 12) ----
export * from './door-pass-types';
// ---- Waitlist (issue 14) ----
export * from './waitlist-types';
// Party paperwork (issue 13)
export * from './party-packet-types';
