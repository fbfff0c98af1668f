import * as z from 'zod/mini';

export const MAX_SOBER_MONITORS = 20;

/** Sober monitors: the chapter members named, by account id, each once (none clears the list). */
export const soberMonitorsSchema = z.object({
  subs: z
    .array(z.uuid('Invalid member'))
    .check(
      z.maxLength(MAX_SOBER_MONITORS, `At most ${MAX_SOBER_MONITORS} sober monitors`),
      z.refine((subs) => new Set(subs).size === subs.length, 'A member is named twice'),
    ),
});
