/** Response types of the Greek-life office: its grant and its school's events. */
import type { PartyEventDetail } from './party-event-types';
import type { EventReview } from '../event-review';

/** An account's Greek-life office grant: the one school whose office it acts for. */
export interface OfficeGrantView {
  sub: string;
  schoolId: string;
  schoolName: string;
  grantedAt: string;
  grantedBy: string;
}

/** The admin's answer to granting or revoking the office; `office` is null once revoked. */
export interface OfficeGrantResponse {
  office: OfficeGrantView | null;
}

/** One event of the office's school as /office lists it. */
export interface OfficeEventRow {
  id: string;
  title: string;
  date: string;
  time: string;
  chapterId: string;
  chapterName: string;
  status: PartyEventDetail['status'];
  /** The office's review, at a school that requires approval; null otherwise. */
  review: EventReview | null;
  /** Registered after the school's registration deadline. */
  late: boolean;
  /** Tickets issued so far (the guest count). */
  guestCount: number;
  /** Sober monitors named by the chapter, and how many the school's ratio asks for its capacity (0 without alcohol). */
  monitorsNamed: number;
  monitorsRequired: number;
  /** Why the office may not approve it yet (empty when it may, or when it is not awaiting approval). */
  blockers: string[];
}

/** GET /office/events: the office's school and its chapters' events, by date then time. */
export interface OfficeEventsResponse {
  schoolId: string;
  schoolName: string;
  events: OfficeEventRow[];
}
