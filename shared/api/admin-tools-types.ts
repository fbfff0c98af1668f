/** Response types of the admin tools: the Stats tab, school logos and the data tools. */
import type { School } from './types';

/** The Stats tab (leader side §2 "Admin Dashboard"): stored counters, money in cents. */
export interface AdminStatsResponse {
  ticketsSold: number;
  revenueCents: number;
  /** The 5 organizations (chapters) with the most tickets sold. */
  topOrganizations: { chapterId: string; letters: string; name: string; schoolName: string; ticketsSold: number; revenueCents: number; events: number }[];
  /** The 5 schools with the most users. */
  topSchools: { schoolId: string; name: string; users: number }[];
  /** Party events created in each of the last 6 months (`yyyy-MM`, UTC), oldest first, this month last. */
  eventsByMonth: { month: string; count: number }[];
}

/** Manage School Logos: every school (by name) and how many have a logo. */
export interface SchoolLogosResponse {
  schools: School[];
  withLogo: number;
  withoutLogo: number;
}

/** One school after a logo change. */
export interface SchoolResponse {
  school: School;
}

/** Auto-fetch: what happened to each school without a logo. */
export interface AutoFetchLogosResponse {
  success: number;
  failed: number;
  skipped: number;
  /** Why schools were skipped (no service configured, the service offline, the run's cap reached); null when none were. */
  message: string | null;
}
