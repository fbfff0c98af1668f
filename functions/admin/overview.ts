/**
 * The admin dashboard's first screen (docs/spec/leader-admin-side.md §2 "Admin Dashboard"): the
 * stat cards from stored counters, never a scan, and with `?include=approvals`
 * the Approvals tab it opens on — one request for the screen.
 */
import type { AdminOverviewResponse } from '../../shared/api/types';
import type { AdminGate } from '../lib/admin-gate';
import { adminGrantKey } from '../domains/platform/admins';
import { readStats } from '../domains/platform/stats';
import { listLeaderRequests } from './approvals';

/**
 * The five cards; sign-ups are counted per UTC day, as they are stored. The
 * caller's admin grant is read in the counters' BatchGet and confirmed before
 * anything else is read: 1 call, 3 with the approvals (their two lists).
 */
export async function getAdminOverview(admin: AdminGate, now: Date, include: { approvals: boolean }): Promise<AdminOverviewResponse> {
  const stats = await readStats(now.toISOString().slice(0, 10), [adminGrantKey(admin.sub)]);
  admin.confirm(stats.alongside[0]);
  return {
    totalUsers: stats.users,
    signupsLast7Days: stats.signupsLast7Days,
    pendingApprovals: stats.pendingApprovals,
    activeEvents: stats.activeEvents,
    organizations: stats.organizations,
    schools: stats.schools,
    ...(include.approvals ? { approvals: await listLeaderRequests() } : {}),
  };
}
