import { describe, expect, it } from 'vitest';
import { handler as organizations } from '../../../functions/organizations/handler';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { useEmptyTable } from '../support/empty-table';

useEmptyTable();

describe('organization pages that do not exist', () => {
  it.each([
    ['chapter', () => organizations(apiEvent('getChapter', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } }), lambdaContext)],
    ['national', () => organizations(apiEvent('getNational', { params: { key: 'no-such-org' } }), lambdaContext)],
  ])('an unknown %s answers 404 with the spec text', async (_, call) => {
    const res = parse(await call());
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'Organization not found' });
  });

  it('an empty directory is answered uncached, so the page can populate and list again at once', async () => {
    const res = parse(await organizations(apiEvent('listOrganizations'), lambdaContext));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ organizations: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
