/** The admin check: only a caller with an admin record passes; everyone else gets the spec's 403. */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../functions/lib/db/admins', () => ({ isAdmin: vi.fn() }));
const { isAdmin } = await import('../../../functions/lib/db/admins');
const { requireAdmin } = await import('../../../functions/admin/guard');
const { handler } = await import('../../../functions/admin/handler');
const { apiEvent, lambdaContext, parse } = await import('../support/api-event');

const caller = (sub: string) => ({ sub, groups: [], claims: { sub } });

describe('requireAdmin', () => {
  beforeEach(() => {
    vi.mocked(isAdmin).mockReset();
  });

  it("returns the admin's sub", async () => {
    vi.mocked(isAdmin).mockResolvedValue(true);
    await expect(requireAdmin(caller('admin-1'))).resolves.toBe('admin-1');
    expect(isAdmin).toHaveBeenCalledWith('admin-1');
  });

  it('refuses a non-admin and a missing caller with 403 and the spec message', async () => {
    vi.mocked(isAdmin).mockResolvedValue(false);
    for (const who of [caller('student-1'), null]) {
      await expect(requireAdmin(who)).rejects.toMatchObject({
        status: 403,
        message: "Access Denied: You don't have permission to access this page",
      });
    }
  });

  it('is checked by every admin route before anything else', async () => {
    vi.mocked(isAdmin).mockResolvedValue(false);
    const id = '6f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14';
    for (const route of ['getAdminOverview', 'listLeaderRequests', 'approveLeaderRequest', 'rejectLeaderRequest']) {
      const res = parse(await handler(apiEvent(route, { params: { id }, claims: { sub: 'student-1' } }), lambdaContext));
      expect(res.statusCode, route).toBe(403);
      expect(res.json.message).toBe("Access Denied: You don't have permission to access this page");
    }
  });

  it('a failed admin lookup is a 500 without internals, not a pass', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(isAdmin).mockImplementation(async () => {
      throw new Error('ProvisionedThroughputExceeded: table xyz');
    });
    const res = parse(await handler(apiEvent('getAdminOverview', { claims: { sub: 'admin-1' } }), lambdaContext));
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({ message: 'Internal Server Error' });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
