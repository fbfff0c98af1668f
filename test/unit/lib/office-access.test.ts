/**
 * The wrapper's `office` level with the office grant's read mocked (the
 * matrix in test/integration/authz/ runs it for real): no grant is refused
 * before the input is read, a session signed out everywhere is a 401, and the
 * route receives the school the office acts for; `requireOfficeOf` is the one
 * school check.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../functions/domains/people/profiles';
import { routes } from '../../../shared/api/routes';

vi.mock('../../../functions/domains/people/office-staff', async (original) => ({ ...(await original<object>()), readOfficeGrant: vi.fn() }));
const { readOfficeGrant } = await import('../../../functions/domains/people/office-staff');
const { accessChecks, requireOfficeOf } = await import('../../../functions/lib/access');
const { featureHandler } = await import('../../../functions/lib/http');
const { HttpError } = await import('../../../functions/lib/errors');
const { apiEvent, lambdaContext, parse } = await import('../support/api-event');

const claims = { sub: 'office-1', auth_time: '1900000000', iat: '1900000000' };
const GRANT = { sub: 'office-1', schoolId: 'school-a', schoolName: 'School A', grantedAt: '2030-01-01T00:00:00.000Z', grantedBy: 'admin-1' };
const PROFILE = { sub: 'office-1', sessionsValidAfter: null } as unknown as Profile;

beforeEach(() => vi.mocked(readOfficeGrant).mockReset());

describe('an office route', () => {
  const route = vi.fn(async () => ({ schoolId: 'school-a', schoolName: 'School A', events: [], reportsMissing: 0 }));
  const handler = featureHandler(routes, { listOfficeEvents: route }, { access: accessChecks });
  const call = async (c: Record<string, string> = claims) => parse(await handler(apiEvent('listOfficeEvents', { claims: c }), lambdaContext));

  it('is refused (403) to an account without an office grant, and never runs', async () => {
    vi.mocked(readOfficeGrant).mockResolvedValue({ grant: undefined, profile: PROFILE });
    const res = await call();
    expect([res.statusCode, res.json]).toEqual([403, { message: 'Only the Greek-life office can do this' }]);
    expect(route).not.toHaveBeenCalled();
  });

  it('is a 401 for a session that signed out everywhere since the token began', async () => {
    vi.mocked(readOfficeGrant).mockResolvedValue({ grant: GRANT, profile: { ...PROFILE, sessionsValidAfter: 1_900_000_001 } });
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(route).not.toHaveBeenCalled();
  });

  it("hands the route the school its office acts for", async () => {
    vi.mocked(readOfficeGrant).mockResolvedValue({ grant: GRANT, profile: PROFILE });
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(route).toHaveBeenCalledWith(expect.objectContaining({ office: { sub: 'office-1', schoolId: 'school-a', schoolName: 'School A' } }));
  });
});

describe('requireOfficeOf', () => {
  it("passes the school's own office and refuses another school's, or no office, with a 403", () => {
    const office = { sub: 'office-1', schoolId: 'school-a', schoolName: 'School A' };
    expect(() => requireOfficeOf(office, 'school-a')).not.toThrow();
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error instanceof HttpError ? [error.status, error.message] : error;
      }
      return 'passed';
    };
    expect(refusal(() => requireOfficeOf(office, 'school-b'))).toEqual([403, "You can only act on your own school's events"]);
    expect(refusal(() => requireOfficeOf(null, 'school-a'))).toEqual([403, 'Only the Greek-life office can do this']);
  });
});
