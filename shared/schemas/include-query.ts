import * as z from 'zod/mini';

// Its own file, read by the API's route table only: the SPA's forms load `common.ts` and need none of it.
/**
 * `?include=<part>`: a screen's one request carrying another part of the
 * screen with it (one screen, one request): `/schools/{id}?include=chapters` My School's
 * page with the school's chapters, `/admin/overview?include=approvals` the
 * dashboard's cards with the Approvals tab it opens on,
 * `/party-events/{id}/analytics?include=paperwork` the analytics with the
 * paperwork panel, members aside (the sober-monitor picker reads them when
 * it is opened). Any other value is refused.
 */
export const includeQuery = <Part extends string>(part: Part) =>
  z.object({
    include: z.optional(z.literal(part, { error: 'Invalid include' })),
  });
