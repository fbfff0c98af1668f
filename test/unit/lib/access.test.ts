/**
 * The wrapper enforces each route's manifest level before it reads any input
 * (authorization in one place, docs/architecture.md#the-handler-wrapper): the caller's right to call comes first, then validation.
 * The two table reads it makes (the admin record, a leader's standing) are
 * mocked here; the matrix (test/integration/authz/) runs them for real.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallerStanding } from '../../../functions/domains/people/roles/roles';
import { routes } from '../../../shared/api/routes';

vi.mock('../../../functions/domains/platform/admins', async (original) => ({ ...(await original<object>()), readAdminGrant: vi.fn() }));
// The Stats tab reads the grant with its counters (it checks the grant itself, admin-gate.ts): here, no grant.
vi.mock('../../../functions/domains/platform/stats-breakdown', async (original) => ({
  ...(await original<object>()),
  readStatsBreakdown: vi.fn(async () => ({ alongside: [undefined], ticketsSold: 0, revenueCents: 0, chapters: [], schools: [], eventsByMonth: new Map() })),
}));
// The dashboard reads the grant with its counters, Replace Schools' preview with the jobs' lock: here, no grant.
vi.mock('../../../functions/domains/platform/stats', async (original) => ({
  ...(await original<object>()),
  readStats: vi.fn(async () => ({ alongside: [undefined] })),
}));
vi.mock('../../../functions/domains/platform/data-tool-jobs', async (original) => ({
  ...(await original<object>()),
  readJobLock: vi.fn(async () => ({ jobId: undefined, alongside: [undefined] })),
}));
vi.mock('../../../functions/domains/people/roles/roles', async (original) => ({ ...(await original<object>()), readStanding: vi.fn() }));
const { readAdminGrant } = await import('../../../functions/domains/platform/admins');
const { readStanding } = await import('../../../functions/domains/people/roles/roles');
const { readStatsBreakdown } = await import('../../../functions/domains/platform/stats-breakdown');
const { readStats } = await import('../../../functions/domains/platform/stats');
const { readJobLock } = await import('../../../functions/domains/platform/data-tool-jobs');
const { routeList } = await import('../../../shared/api/routes');
const { featureHandler } = await import('../../../functions/lib/http');
const { handler: admin } = await import('../../../functions/admin/handler');
const { handler: partyEvents } = await import('../../../functions/party-events/handler');
const { handler: tickets } = await import('../../../functions/tickets/handler');
const { captureLogs } = await import('../../support/logs');
const { apiEvent, lambdaContext, parse } = await import('../support/api-event');

const handlers: Record<string, (event: ReturnType<typeof apiEvent>, context: typeof lambdaContext) => Promise<unknown>> = { admin, 'party-events': partyEvents, tickets };
const call = async (id: string, opts: Parameters<typeof apiEvent>[1]) => {
  const route = routeList.find((r) => r.id === id)!;
  return parse(await handlers[route.feature]!(apiEvent(id, opts), lambdaContext));
};
const claims = { sub: 'caller-1' };
const CHAPTER = '0b5c3f5e-1d1a-4f55-9c55-4a8f8a6e0a01';
const student: CallerStanding = { hasProfile: true, chapterId: null, roles: [], sessionsValidAfter: null };
const member: CallerStanding = { hasProfile: true, chapterId: CHAPTER, roles: [], sessionsValidAfter: null };
const president: CallerStanding = { hasProfile: true, chapterId: CHAPTER, roles: [{ chapterId: CHAPTER, role: 'president' }], sessionsValidAfter: null };
/** An admin grant as stored; with a fence, as after its holder's "Sign out everywhere". */
const GRANT = { PK: 'USER#caller-1', SK: 'ADMIN', sub: 'caller-1' };

beforeEach(() => {
  vi.mocked(readAdminGrant).mockReset();
  vi.mocked(readStanding).mockReset();
  vi.mocked(readStatsBreakdown).mockClear();
  vi.mocked(readStats).mockClear();
  vi.mocked(readJobLock).mockClear();
});

describe('admin routes', () => {
  const adminRoutes = routeList.filter((r) => r.auth === 'admin').map((r) => r.id);

  it('are the admin dashboard, its tabs and event deletion, the admin tools', () => {
    const tabs = [
      'assignRoleDirectly',
      'createOrganization',
      'createSchool',
      'deleteOrganization',
      'deleteSchool',
      'deleteUser',
      'listAdminSchools',
      'listAuditLog',
      'listRoleAssignments',
      'listUsers',
      'removeRoleDirectly',
      // Admin tools: Stats tab, school logos, data tools
      'getAdminStats',
      'listSchoolLogos',
      'uploadSchoolLogo',
      'deleteSchoolLogo',
      'autoFetchSchoolLogos',
      'getDataToolsStatus',
      'previewReplaceSchools',
      'startDataTool',
      'getDataToolJob',
      // Cancelled events: an admin cancels any event
      'adminCancelPartyEvent',
      // Party paperwork: the Greek-life office's rules of a school
      'getSchoolRules',
      'updateSchoolRules',
      // The Greek-life office: granted and taken back from the Users tab
      'grantOfficeRole',
      'revokeOfficeRole',
    ];
    expect(adminRoutes.sort()).toEqual(['approveLeaderRequest', 'deletePartyEvent', 'getAdminOverview', 'listLeaderRequests', 'rejectLeaderRequest', ...tabs].sort());
  });

  it.each(adminRoutes)('%s: 403 with the spec message for a non-admin, even for a malformed id', async (id) => {
    vi.mocked(readAdminGrant).mockResolvedValue(undefined);
    const res = await call(id, { params: { id: 'not-a-uuid' }, claims });
    expect([res.statusCode, res.json]).toEqual([403, { message: "Access Denied: You don't have permission to access this page" }]);
    // The grant is read once: by the wrapper, or by a route that gets past the validation and reads it with its own data.
    const readsItsOwn = { getAdminStats: readStatsBreakdown, getAdminOverview: readStats, previewReplaceSchools: readJobLock }[id as string];
    if (readsItsOwn) expect([vi.mocked(readAdminGrant).mock.calls, vi.mocked(readsItsOwn).mock.calls.length]).toEqual([[], 1]);
    else expect(readAdminGrant).toHaveBeenCalledExactlyOnceWith('caller-1');
  });

  it('a grant whose holder signed out everywhere since the token was issued is a 401, a later token passes', async () => {
    vi.mocked(readAdminGrant).mockResolvedValue({ ...GRANT, sessionsValidAfter: 1_900_000_000 });
    const before = await call('approveLeaderRequest', { params: { id: 'not-a-uuid' }, claims: { ...claims, auth_time: '1900000000', iat: '1900000100' } });
    expect([before.statusCode, before.json]).toEqual([401, { message: 'Unauthorized' }]);
    const after = await call('approveLeaderRequest', { params: { id: 'not-a-uuid' }, claims: { ...claims, auth_time: '1900000001', iat: '1900000001' } });
    expect([after.statusCode, after.json.message]).toEqual([400, 'Invalid id']);
  });

  it('an admin gets past the check to the validation', async () => {
    vi.mocked(readAdminGrant).mockResolvedValue(GRANT);
    const res = await call('approveLeaderRequest', { params: { id: 'not-a-uuid' }, claims });
    expect([res.statusCode, res.json.message]).toEqual([400, 'Invalid id']);
  });

  it('a failed admin lookup is a logged 500 without internals, not a pass', async () => {
    const logs = captureLogs();
    vi.mocked(readAdminGrant).mockRejectedValue(new Error('ProvisionedThroughputExceeded: table xyz'));
    const res = await call('listAuditLog', { claims });
    expect([res.statusCode, res.json]).toEqual([500, { message: 'Internal Server Error' }]);
    expect(logs.at('ERROR')).toEqual([expect.objectContaining({ error: expect.objectContaining({ message: 'ProvisionedThroughputExceeded: table xyz' }) })]);
  });
});

describe('leader routes', () => {
  it("answer a caller the action's rule refuses with 403 before reading the body", async () => {
    vi.mocked(readStanding).mockResolvedValue(student);
    const door = await call('validateTicket', { body: '{"eventId":"","qrCode":"  "}', claims });
    expect([door.statusCode, door.json]).toEqual([403, { message: 'You must belong to an organization' }]);
    vi.mocked(readStanding).mockResolvedValue(member);
    const create = await call('createPartyEvent', { body: '{not json', claims });
    expect([create.statusCode, create.json]).toEqual([403, { message: 'You must be a president or media manager to create events' }]);
    const noRole = await call('validateTicket', { body: '{}', claims });
    expect([noRole.statusCode, noRole.json]).toEqual([403, { message: 'Only organization leaders can validate tickets' }]);
    expect(readStanding).toHaveBeenCalledTimes(3);
  });

  it('answer 401, before the rule, to a token whose account signed out everywhere since its session began', async () => {
    vi.mocked(readStanding).mockResolvedValue({ ...president, sessionsValidAfter: 1_900_000_000 });
    const voided = await call('validateTicket', { body: '{}', claims: { ...claims, auth_time: '1900000000', iat: '1900000000' } });
    expect([voided.statusCode, voided.json]).toEqual([401, { message: 'Unauthorized' }]);
    // A refreshed token of that old session is void too (its session began at auth_time).
    const refreshed = await call('validateTicket', { body: '{}', claims: { ...claims, auth_time: '1899990000', iat: '1900000500' } });
    expect(refreshed.statusCode).toBe(401);
    const signedInAgain = await call('validateTicket', { body: '{"eventId":"","qrCode":"  "}', claims: { ...claims, auth_time: '1900000001', iat: '1900000001' } });
    expect([signedInAgain.statusCode, signedInAgain.json.message]).toEqual([400, 'Please enter both QR code and event ID']);
  });

  it('validate the input of a caller the rule admits, reading the standing once', async () => {
    vi.mocked(readStanding).mockResolvedValue(president);
    const door = await call('validateTicket', { body: '{"eventId":"","qrCode":"  "}', claims });
    expect([door.statusCode, door.json.message]).toEqual([400, 'Please enter both QR code and event ID']);
    expect(readStanding).toHaveBeenCalledExactlyOnceWith('caller-1');
  });

  it("hand the route the standing the wrapper checked", async () => {
    vi.mocked(readStanding).mockResolvedValue(president);
    const route = vi.fn(async () => ({ valid: false, message: 'x' }));
    const handler = featureHandler(routes, { validateTicket: route }, { access: (await import('../../../functions/lib/access')).accessChecks });
    await handler(apiEvent('validateTicket', { body: JSON.stringify({ eventId: CHAPTER, qrCode: 'code' }), claims }), lambdaContext);
    expect(route).toHaveBeenCalledWith(expect.objectContaining({ standing: president, caller: expect.objectContaining({ sub: 'caller-1' }) }));
  });
});

describe('every non-public route', () => {
  it('answers 401 as API Gateway would when called without a caller', async () => {
    for (const route of routeList.filter((r) => r.auth !== 'public' && handlers[r.feature])) {
      const res = await call(route.id, { params: { id: CHAPTER } });
      expect([res.statusCode, res.json], route.id).toEqual([401, { message: 'Unauthorized' }]);
    }
    expect(readAdminGrant).not.toHaveBeenCalled();
    expect(readStanding).not.toHaveBeenCalled();
  });
});

it('refuses to build a feature with admin or leader routes but no access checks', () => {
  const build = (table: object) => (featureHandler as unknown as (specs: object, table: object) => unknown)(routes, table);
  expect(() => build({ getAdminOverview: async () => ({}) })).toThrow(/getAdminOverview is an admin route/);
});
