import type { GreekEventType, OrganizationType } from '../limits';

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

export interface MediaItem {
  id: string;
  url: string;
  caption: string | null;
  isVideo: boolean;
  createdAt: string;
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
export interface GreekEventListResponse {
  events: GreekEvent[];
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
