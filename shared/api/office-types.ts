/** Response types of the Greek-life office: its grant and its school's events. */
import type { VendorSummary } from './vendor-types';
import type { EventReportState } from '../event-report';
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
  /** Sober monitors named by the chapter. */
  monitorsNamed: number;
  /** How many the school's ratio asks for the event's capacity (what approval and naming check); null without office rules (no alcohol). */
  monitorsRequired: number | null;
  /** Why the office may not approve it yet (empty when it may, or when it is not awaiting approval). */
  blockers: string[];
  /** The venue's state: the report's deadline and the entry times are shown in its time zone. */
  state: string;
  /** The event report after the party: where it stands, and when it is due (null when none is asked for). */
  report: { state: EventReportState; dueAt: string | null };
  /** Third-party vendors declared, and how many of them have a checked certificate of insurance. */
  vendors: number;
  vendorCertificates: number;
  /** Each declared vendor and whether its certificate is in (the office opens those that are); absent when none. */
  vendorList?: VendorSummary[];
}

/** GET /office/events: the office's school and its chapters' events, by date then time. */
export interface OfficeEventsResponse {
  schoolId: string;
  schoolName: string;
  events: OfficeEventRow[];
  /** Events whose report is past its deadline and not filed, at the time of the answer. */
  reportsMissing: number;
}
