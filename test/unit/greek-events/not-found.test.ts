import { describe, expect, it } from 'vitest';
import { handler as greekEvents } from '../../../functions/greek-events/handler';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { useEmptyTable } from '../support/empty-table';

useEmptyTable();

describe('Greek-life event pages that do not exist', () => {
  it('an unknown event answers 404 with the spec text', async () => {
    const res = parse(await greekEvents(apiEvent('getGreekEvent', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } }), lambdaContext));
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'Event not found' });
  });
});
