/** The catalog: schools, Greek-life events and their RSVPs, nationals, chapters and their party events as lists show them. */
import type { GreekEventType, OrganizationType } from '../limits';
import type { MediaItem } from './media-types';
import type { PartyEventFields } from '../schemas/party-events';

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

/** Party event as shown on chapter pages and lists: the entered fields a card shows, as the create schema declares them. */
export interface PartyEventSummary extends Pick<PartyEventFields, 'title' | 'date' | 'time' | 'location' | 'priceCents' | 'maxAttendees'> {
  id: string;
  chapterId: string;
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
/** GET /chapters/{id} (public) and GET /chapters/{id}/viewer (signed in: same plus `viewer`, one request for the page). */
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
/** GET /events/{id} (public) and GET /events/{id}/viewer (signed in: same plus `viewer`, one request for the page). */
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
export interface SchoolChaptersResponse {
  chapters: Chapter[];
}
export interface GreekRsvpResponse {
  status: 'interested' | 'going' | null;
  interestedCount: number;
  goingCount: number;
}
