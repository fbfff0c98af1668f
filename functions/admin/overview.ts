/** The admin stat cards (leader side §2 "Admin Dashboard"): stored counters, never a scan. */
import type { AdminOverviewResponse } from '../../shared/api/types';
import { readStats } from '../lib/db/stats';

/** The five cards; sign-ups are counted per UTC day, as they are stored. */
export async function getAdminOverview(now: Date): Promise<AdminOverviewResponse> {
  const stats = await readStats(now.toISOString().slice(0, 10));
  return {
    totalUsers: stats.users,
    signupsLast7Days: stats.signupsLast7Days,
    pendingApprovals: stats.pendingApprovals,
    activeEvents: stats.activeEvents,
    organizations: stats.organizations,
    schools: stats.schools,
  };
}
