import { describe, expect, it } from 'vitest';
import { ApiError, api, buildUrl } from '../../../web/src/lib/api';
import { mockApi } from '../support/mock-api';

describe('API client', () => {
  it('fills and encodes path parameters and skips empty query values', () => {
    expect(buildUrl('/nationals/{key}', { key: 'a b/c' }, { state: 'TX', other: '' })).toBe('/api/nationals/a%20b%2Fc?state=TX');
  });

  it('throws an ApiError with the server message and status', async () => {
    mockApi({ 'GET /api/schools/{id}': { status: 404, body: { message: 'School not found' } } });
    const error = await api('getSchool', { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'School not found' });
  });

  it("carries a busy answer's Retry-After in seconds (none when absent)", async () => {
    mockApi({
      'POST /api/party-events/{id}/tickets': { status: 503, body: { message: 'Busy' }, headers: { 'retry-after': '2' } },
      'GET /api/schools/{id}': { status: 503, body: { message: 'Busy' } },
    });
    expect(await api('createFreeTicket', { params: { id: 'e' } }).catch((e: unknown) => e)).toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(await api('getSchool', { params: { id: 'x' } }).catch((e: unknown) => e)).toMatchObject({ status: 503, retryAfterSeconds: undefined });
  });
});
