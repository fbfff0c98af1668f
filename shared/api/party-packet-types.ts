/** Response types of the party's paperwork: office rules, sober monitors, the registration packet. */
import type { SchoolRules } from '../school-rules';
import type { Chapter } from './catalog-types';
import type { VendorSummary } from './vendor-types';

/** The Schools tab's rules of one school (defaults filled in). */
export interface SchoolRulesResponse {
  rules: SchoolRules;
}

/**
 * GET /me/office-rules: Create Event's one request (its gate too: a caller who may not create events gets the
 * route's 403) — the leader's chapter and the office rules of its school.
 */
export interface OfficeRulesResponse {
  rules: SchoolRules;
  state: string;
  schoolName: string;
  chapter: Pick<Chapter, 'id' | 'letters' | 'name'>;
  /** The chapter's members, counted only when the school sets a member-to-guest cap (`guest-cap.ts`); null otherwise. */
  members: number | null;
}

/** A sober monitor of an event: a member of the host chapter. */
export interface SoberMonitor {
  sub: string;
  fullName: string;
  /**
   * Their sober-monitor training day on the office's record: as of naming on
   * the event (the paperwork panel), as of the packet's making in the packet;
   * null = none on record, absent = named before training was recorded.
   */
  trainedOn?: string | null;
}

/** The last registration packet mailed to the office: its sequence (1 = the first, 2+ = updates), version and time. */
export interface PacketMail {
  sequence: number;
  version: string;
  sentAt: string;
  to: string;
}

/**
 * The analytics page's paperwork panel: deadlines, sober monitors, warnings,
 * the mail. The analytics answer carries it (`?include=paperwork`: one
 * screen, one request); the members to choose monitors from come with the panel's own route.
 */
export interface PaperworkPanel {
  alcoholAllowed: boolean;
  rules: SchoolRules | null;
  registrationDueAt: string | null;
  guestListFreezesAt: string | null;
  lateRegistration: boolean;
  soberMonitors: SoberMonitor[];
  /** Guests the checked-in monitors cover at the ratio: monitors × guests per monitor. */
  monitorCapacity: number;
  expectedGuests: number;
  maxAttendees: number;
  /** Problems an office would send back: no sober monitor, more guests than the monitors cover. */
  warnings: string[];
  mailed: PacketMail | null;
  /** Third-party vendors and whether each one's certificate of insurance is in (the Vendors form); none when absent. */
  vendors?: VendorSummary[];
}

/** `GET /party-events/{id}/paperwork`: the panel with the members to choose from (the sober-monitor picker). */
export interface EventPaperworkResponse extends PaperworkPanel {
  /** The chapter's members, by name (who may be named a monitor). */
  members: SoberMonitor[];
}

/**
 * Naming the sober monitors answers them as stored (names from their
 * profiles); the panel works out its capacity and warnings again with
 * `withSoberMonitors` (shared/paperwork-panel.ts).
 */
export interface SoberMonitorsResponse {
  soberMonitors: SoberMonitor[];
}

/** A downloaded file: the PDF as base64, or the CSV text. */
export interface PacketFileResponse {
  fileName: string;
  contentType: string;
  /** Base64 of the file's bytes. */
  contentBase64: string;
  version: string;
  generatedAt: string;
}

/** A sober monitor's own door code for one event; `monitor` null when the caller is not named a monitor of it. */
export interface SoberMonitorCodeResponse {
  monitor: { eventId: string; eventTitle: string; name: string; code: string } | null;
}
