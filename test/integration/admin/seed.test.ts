/**
 * A fresh `npm start` as the demo admin sees it: stat cards matching the
 * seeded data, and the demo student's pending request on the Approvals tab.
 */
import '../../support/emulators.setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOverviewResponse, LeaderRequestResponse, LeaderRequestsResponse, LeaderRequestView } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { listRolesOfUser } from '../../../functions/domains/people/roles/roles';
import { SEED_GUESTS } from '../../../infra/seed/guests';
import { seedDemoData, type SeedSummary } from '../../../infra/seed/seed';
import { accessClaims, invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';

useFreshTable();

const accounts = [
  { kind: 'student' as const, sub: 'sub-student', email: 'student@demo.test', fullName: 'Sam Student' },
  { kind: 'president' as const, sub: 'sub-president', email: 'president@demo.test', fullName: 'Pat President' },
  { kind: 'media_manager' as const, sub: 'sub-media', email: 'media@demo.test', fullName: 'Morgan Media' },
  { kind: 'admin' as const, sub: 'sub-admin', email: 'admin@demo.test', fullName: 'Alex Admin' },
];
const admin = { claims: accessClaims('sub-admin') };

describe('the seeded admin dashboard', () => {
  let summary: SeedSummary;
  beforeAll(async () => {
    // One fixed instant for the seed and the dashboard: "signed up in the last 7 days" holds on any day.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-23T15:00:00Z'));
    summary = await seedDemoData({ accounts });
  });
  afterAll(() => vi.restoreAllMocks());

  it('shows counters matching the seeded data (the demo accounts signed up today, the ticket-buying guests a week ago)', async () => {
    const res = await invoke<AdminOverviewResponse>('getAdminOverview', admin);
    expect(res.json).toEqual({
      totalUsers: 4 + SEED_GUESTS,
      signupsLast7Days: 4,
      pendingApprovals: 1,
      activeEvents: summary.partyEvents,
      organizations: summary.chapters,
      schools: 273,
    });
  });

  it("gives the leaders' roles their organization's letters and names", async () => {
    const [role] = await listRolesOfUser('sub-president');
    expect(role?.letters).toBeTruthy();
    expect(`${role?.name} at ${role?.schoolName}`).toBe(summary.chapterName?.replace(/ \(.*\)/, ''));
  });

  it("lists the student's request to lead another organization; approving it empties Pending Approvals", async () => {
    const tab = await invoke<LeaderRequestsResponse>('listLeaderRequests', admin);
    expect(tab.json.pending).toHaveLength(1);
    const request = tab.json.pending[0] as LeaderRequestView;
    expect(request).toMatchObject({ kind: 'leader', userId: 'sub-student', fullName: 'Sam Student', requestedRole: 'president', status: 'pending' });
    const [leaders] = await listRolesOfUser('sub-president');
    expect(request.chapterId).not.toBe(leaders?.chapterId);
    expect(request.schoolName).toBe(leaders?.schoolName);

    const approved = await invoke<LeaderRequestResponse>('approveLeaderRequest', { ...admin, params: { id: request.id } });
    expect(approved.json.request.status).toBe('approved');
    const after = await invoke<AdminOverviewResponse>('getAdminOverview', admin);
    expect(after.json.pendingApprovals).toBe(0);
  });
});
