/** Response types of the admin tools: the Stats tab, school logos and the data tools. */
import type { DataTool } from '../schemas/data-tools';
import type { School } from './catalog-types';

/** The Stats tab (docs/spec/leader-admin-side.md §2 "Admin Dashboard"): stored counters, money in cents. */
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

// ---- Data tools (Populate Database, Replace Schools, Seed Test Data), run as jobs ----

export type DataToolJobStatus = 'running' | 'succeeded' | 'failed';

/** A data tool's run as the pages show it: a progress bar, then the result. */
export interface DataToolJob {
  id: string;
  tool: DataTool;
  status: DataToolJobStatus;
  /** Units of work done of `total` (schools, events…); total 0 while the tool counts its work. */
  done: number;
  total: number;
  /** The result's sentence once finished ("Added 12 organizations at 3 schools"), or the failure. */
  message: string | null;
  /** The tool's figures once finished (e.g. organizations and schools counts). */
  result: Record<string, number> | null;
  startedAt: string;
  finishedAt: string | null;
}

/** GET /admin/data-tools: the job running now, if any (a page opened later shows its progress). */
export interface DataToolsStatusResponse {
  running: DataToolJob | null;
}

/**
 * Replace Schools, before the admin confirms: what would change, and what
 * cannot leave; with the job running now (as GET /admin/data-tools), so the
 * page opens in one request.
 */
export interface ReplaceSchoolsPreview extends DataToolsStatusResponse {
  /** Schools of the new set: kept with their ids, or added. */
  keep: number;
  add: number;
  /** Schools outside the set that nothing refers to: deleted. */
  remove: number;
  /** Schools outside the set that chapters or events still refer to: they stay, listed here. */
  staying: { id: string; name: string; state: string }[];
}
