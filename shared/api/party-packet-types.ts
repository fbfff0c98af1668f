/** Response types of the party's paperwork (issue 13): office rules, sober monitors, the registration packet. */
import type { SchoolRules } from '../school-rules';

/** The Schools tab's rules of one school (defaults filled in). */
export interface SchoolRulesResponse {
  rules: SchoolRules;
}

/** Create Event: the office rules of the leader's school, to show the deadlines before the event exists. */
export interface OfficeRulesResponse {
  rules: SchoolRules;
  state: string;
  schoolName: string;
}

/** A sober monitor of an event: a member of the host chapter. */
export interface SoberMonitor {
  sub: string;
  fullName: string;
}
