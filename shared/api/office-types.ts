/** Response types of the Greek-life office: its grant and its school's events. */
import type { PartyEventDetail } from './party-event-types';

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
  /** Tickets issued so far (the guest count). */
  guestCount: number;
  /** Sober monitors named by the chapter. */
  monitorsNamed: number;
  /** Third-party vendors declared, and how many of them have a checked certificate of insurance. */
  vendors: number;
  vendorCertificates: number;
}

/** GET /office/events: the office's school and its chapters' events, by date then time. */
export interface OfficeEventsResponse {
  schoolId: string;
  schoolName: string;
  events: OfficeEventRow[];
}
