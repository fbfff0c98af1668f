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
});
