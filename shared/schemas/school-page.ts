import * as z from 'zod/mini';

// Its own file, read by the API's route table only: the SPA's forms load `common.ts` and need none of it.
/** `GET /schools/{id}?include=chapters`: My School's page, the school's chapters with it (issue 8 §2: one request). */
export const schoolPageQuery = z.object({
  include: z.optional(z.literal('chapters', { error: 'Invalid include' })),
});
