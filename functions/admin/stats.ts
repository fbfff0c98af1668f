/**
 * The Stats tab (docs/spec/leader-admin-side.md §2 "Admin Dashboard"): tickets and revenue, the
 * top 5 organizations by tickets sold, the top 5 schools by users, and the
 * party events created in each of the last 6 months — all from counters kept
 * in the writes they count (`stats-breakdown.ts`), never a scan.
 */
import type { AdminStatsResponse } from '../../shared/api/types';
import type { AdminGate } from '../lib/admin-gate';
import { adminGrantKey } from '../domains/platform/admins';
import { readStatsBreakdown } from '../domains/platform/stats-breakdown';

export const TOP = 5;
export const MONTHS = 6;

/** The `yyyy-MM` (UTC) of the `MONTHS` months ending with `now`'s, oldest first. */
export function lastMonths(now: Date, count = MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The tab's figures; the caller's admin grant is read with the counters (3 calls, not 5). */
export async function getAdminStats(admin: AdminGate, now: Date): Promise<AdminStatsResponse> {
  const months = lastMonths(now);
  const stats = await readStatsBreakdown(months, [adminGrantKey(admin.sub)]);
  admin.confirm(stats.alongside[0]);
  const topOrganizations = stats.chapters
    .filter((c) => c.ticketsSold > 0 || c.events > 0)
    .sort((a, b) => b.ticketsSold - a.ticketsSold || b.revenueCents - a.revenueCents || b.events - a.events || a.name.localeCompare(b.name))
    .slice(0, TOP);
  const topSchools = stats.schools
    .filter((s) => s.users > 0)
    .sort((a, b) => b.users - a.users || a.name.localeCompare(b.name))
    .slice(0, TOP);
  return {
    ticketsSold: stats.ticketsSold,
    revenueCents: stats.revenueCents,
    topOrganizations,
    topSchools,
    eventsByMonth: months.map((month) => ({ month, count: stats.eventsByMonth.get(month) ?? 0 })),
  };
}
