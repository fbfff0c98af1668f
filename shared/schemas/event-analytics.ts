import * as z from 'zod/mini';

// Its own file, read by the API's route table only (as `admin-overview.ts`): the SPA's forms need none of it.
/**
 * `GET /party-events/{id}/analytics?include=paperwork`: the analytics with the
 * paperwork panel, members aside (issue 8 §2: the screen's first data in one
 * request; the sober-monitor picker reads the members when it is opened).
 */
export const eventAnalyticsQuery = z.object({
  include: z.optional(z.literal('paperwork', { error: 'Invalid include' })),
});
