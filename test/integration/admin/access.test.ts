/**
 * Every admin route checks the caller's admin record: a valid token alone is
 * turned away with the spec's message; the stat cards read stored counters.
 */
import '../../support/emulators.setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOverviewResponse, ApiErrorBody, LeaderRequestsResponse } from '../../../shared/api/types';
import type { RouteId } from '../../../shared/api/routes';
import { clock } from '../../../functions/lib/clock';
import { signupDayItem, signupOp, statTotalsItem } from '../../../functions/domains/platform/stats';
import { batchPut, transactWrite } from '../../../functions/lib/db/table';
import { addCalendarDays } from '../../../shared/dates';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newUser, requestRole } from '../leaders/fixtures';

useFreshTable();

const ACCESS_DENIED = "Access Denied: You don't have permission to access this page";
/** The dashboard's "now" (sign-ups are counted by UTC day): 2026-11-23. */
const NOW = new Date('2026-11-23T15:00:00Z');
const day = (offset: number) => addCalendarDays('2026-11-23', offset);
beforeAll(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});
afterAll(() => vi.restoreAllMocks());

describe('admin routes', () => {
  it('turn away a signed-in non-admin with 403 on every route, and change nothing', async () => {
    const chapter = await newChapter();
    const applicant = await newUser();
    const request = await requestRole(applicant, chapter.id, 'president');
    const student = await newUser();
    const calls: [RouteId, Record<string, string>][] = [
      ['getAdminOverview', {}],
      ['listLeaderRequests', {}],
      ['approveLeaderRequest', { id: request.id }],
      ['rejectLeaderRequest', { id: request.id }],
    ];
    for (const [route, params] of calls) {
      const res = await invoke<ApiErrorBody>(route, { claims: student.claims, params });
      expect(res.statusCode, route).toBe(403);
      expect(res.json.message, route).toBe(ACCESS_DENIED);
    }
    const admin = await newAdmin();
    const tab = await invoke<{ pending: { id: string; status: string }[] }>('listLeaderRequests', { claims: admin.claims });
    expect(tab.json.pending.find((r) => r.id === request.id)?.status).toBe('pending');
  });

  it('answer 401 without a token', async () => {
    for (const route of ['getAdminOverview', 'listLeaderRequests'] as const) {
      expect((await invoke(route)).statusCode).toBe(401);
    }
  });

  it('show the stored counters on the stat cards, with sign-ups of the last 7 days only', async () => {
    const admin = await newAdmin();
    await batchPut([
      statTotalsItem({ users: 1200, pendingApprovals: 3, activeEvents: 45, organizations: 2600, schools: 273 }),
      signupDayItem(day(-3), 5),
      // Eight days ago: outside the window.
      signupDayItem(day(-7), 100),
    ]);
    await transactWrite([signupOp(day(0))]);
    await transactWrite([signupOp(day(0))]);

    const res = await invoke<AdminOverviewResponse>('getAdminOverview', { claims: admin.claims });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json).toEqual({
      totalUsers: 1200,
      signupsLast7Days: 7,
      pendingApprovals: 3,
      activeEvents: 45,
      organizations: 2600,
      schools: 273,
    });
  });

  it('answer the dashboard in one request with ?include=approvals: the counters and the Approvals tab as its own route answers it', async () => {
    const admin = await newAdmin();
    const chapter = await newChapter();
    const applicant = await newUser();
    const request = await requestRole(applicant, chapter.id, 'president');

    const res = await invoke<AdminOverviewResponse>('getAdminOverview', { claims: admin.claims, query: { include: 'approvals' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tab = await invoke<LeaderRequestsResponse>('listLeaderRequests', { claims: admin.claims });
    expect(res.json.approvals).toEqual(tab.json);
    expect(res.json.approvals!.pending.map((r) => r.id)).toContain(request.id);
    expect(res.json.pendingApprovals).toBeGreaterThanOrEqual(1);
    // Without the include, the counters alone.
    expect((await invoke<AdminOverviewResponse>('getAdminOverview', { claims: admin.claims })).json).not.toHaveProperty('approvals');
  });

  it('refuse the approvals to a non-admin (403, nothing of them), and an unknown include with 400', async () => {
    const chapter = await newChapter();
    await requestRole(await newUser(), chapter.id, 'president');
    const student = await newUser();
    const refused = await invoke<ApiErrorBody & Partial<AdminOverviewResponse>>('getAdminOverview', { claims: student.claims, query: { include: 'approvals' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toEqual({ message: ACCESS_DENIED });
    // The right to call comes first: a non-admin's malformed include is the admin 403, an admin's a 400.
    expect((await invoke('getAdminOverview', { claims: student.claims, query: { include: 'users' } })).statusCode).toBe(403);
    const admin = await newAdmin();
    const bad = await invoke<ApiErrorBody>('getAdminOverview', { claims: admin.claims, query: { include: 'users' } });
    expect(bad.statusCode).toBe(400);
  });
});
