/**
 * An admin route that checks its caller's admin grant in its own first read
 * (`checksAdminItself`; at most 3 DynamoDB calls per request) keeps the wrapper's rule: the right to
 * call comes first. Whatever fails before the route confirmed the grant is
 * preceded by the wrapper's own check; an answer without the check is never
 * sent. The wrapper's read (`readAdminGrant`) is mocked; the authorization matrix
 * runs the real routes.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/routes';

vi.mock('../../../functions/domains/platform/admins', async (original) => ({ ...(await original<object>()), readAdminGrant: vi.fn() }));
const { readAdminGrant } = await import('../../../functions/domains/platform/admins');
const { accessChecks } = await import('../../../functions/lib/access');
const { checksAdminItself } = await import('../../../functions/lib/admin-gate');
const { featureHandler } = await import('../../../functions/lib/http');
const { HttpError } = await import('../../../functions/lib/errors');
const { captureLogs } = await import('../../support/logs');
const { apiEvent, lambdaContext, parse } = await import('../support/api-event');

const DENIED = { message: "Access Denied: You don't have permission to access this page" };
const SCHOOL = '0b5c3f5e-1d1a-4f55-9c55-4a8f8a6e0a01';
const claims = { sub: 'caller-1' };
const GRANT = { PK: 'USER#caller-1', SK: 'ADMIN', sub: 'caller-1' };

/** Calls DELETE /admin/schools/{id} of a feature whose route is `route`. */
async function deleteSchool(route: Parameters<typeof checksAdminItself>[0], id = SCHOOL) {
  const handler = featureHandler(routes, { deleteSchool: checksAdminItself(route as never) }, { access: accessChecks });
  return parse(await handler(apiEvent('deleteSchool', { params: { id }, claims }), lambdaContext));
}

beforeEach(() => vi.mocked(readAdminGrant).mockReset());

it('hands the route an unconfirmed gate of the caller, and makes no read of its own', async () => {
  const route = vi.fn(async ({ admin }: { admin: { sub: string; confirmed: boolean; confirm(grant: object | undefined): void } }) => {
    expect([admin.sub, admin.confirmed]).toEqual(['caller-1', false]);
    admin.confirm(GRANT);
    return { ok: true };
  });
  const res = await deleteSchool(route as never);
  expect([res.statusCode, res.json]).toEqual([200, { ok: true }]);
  expect(readAdminGrant).not.toHaveBeenCalled();
});

it('answers the admin 403 when the route found no grant', async () => {
  const res = await deleteSchool((async ({ admin }: { admin: { confirm(grant: object | undefined): void } }) => {
    admin.confirm(undefined);
    return { ok: true };
  }) as never);
  expect([res.statusCode, res.json]).toEqual([403, DENIED]);
  expect(readAdminGrant).not.toHaveBeenCalled();
});

it('checks the grant first when the input is malformed: 403 for a non-admin, the 400 for an admin', async () => {
  const route = vi.fn();
  vi.mocked(readAdminGrant).mockResolvedValue(undefined);
  const student = await deleteSchool(route, 'not-a-uuid');
  expect([student.statusCode, student.json]).toEqual([403, DENIED]);
  vi.mocked(readAdminGrant).mockResolvedValue(GRANT);
  const admin = await deleteSchool(route, 'not-a-uuid');
  expect([admin.statusCode, admin.json.message]).toEqual([400, 'Invalid id']);
  expect(route).not.toHaveBeenCalled();
  expect(readAdminGrant).toHaveBeenCalledTimes(2);
});

it('checks the grant first when the route refuses before confirming it', async () => {
  const route = async () => {
    throw new HttpError(404, 'School not found');
  };
  vi.mocked(readAdminGrant).mockResolvedValue(undefined);
  expect((await deleteSchool(route)).statusCode).toBe(403);
  vi.mocked(readAdminGrant).mockResolvedValue(GRANT);
  const admin = await deleteSchool(route);
  expect([admin.statusCode, admin.json.message]).toEqual([404, 'School not found']);
});

it('never sends an answer the route gave without confirming the grant', async () => {
  const logs = captureLogs();
  const res = await deleteSchool(async () => ({ ok: true }));
  expect([res.statusCode, res.json]).toEqual([500, { message: 'Internal Server Error' }]);
  expect(logs.at('ERROR')).toEqual([expect.objectContaining({ error: expect.objectContaining({ message: "deleteSchool answered without checking its caller's admin grant" }) })]);
});

it('answers 401 when the grant the route found carries a fence at or after the token’s session', async () => {
  const route = async ({ admin }: { admin: { confirm(grant: object | undefined): void } }) => {
    admin.confirm({ ...GRANT, sessionsValidAfter: 1_900_000_000 });
    return { ok: true };
  };
  const handler = featureHandler(routes, { deleteSchool: checksAdminItself(route as never) }, { access: accessChecks });
  const at = (seconds: number) => ({ ...claims, auth_time: String(seconds), iat: String(seconds) });
  const voided = parse(await handler(apiEvent('deleteSchool', { params: { id: SCHOOL }, claims: at(1_900_000_000) }), lambdaContext));
  expect([voided.statusCode, voided.json]).toEqual([401, { message: 'Unauthorized' }]);
  const later = parse(await handler(apiEvent('deleteSchool', { params: { id: SCHOOL }, claims: at(1_900_000_001) }), lambdaContext));
  expect([later.statusCode, later.json]).toEqual([200, { ok: true }]);
});
