import * as z from 'zod/mini';

// Its own file, read by the API's route table only (as `school-page.ts`): the SPA's forms need none of it.
/** `GET /admin/overview?include=approvals`: the dashboard's cards with the Approvals tab it opens on (issue 8 §2: one request). */
export const adminOverviewQuery = z.object({
  include: z.optional(z.literal('approvals', { error: 'Invalid include' })),
});
