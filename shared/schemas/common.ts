import * as z from 'zod/mini';

/** Route ids that must be UUIDs (party events, chapters, schools, Greek-life events). */
export const uuidParam = z.object({ id: z.uuid('Invalid id') });

/** National organization key in `/national/{key}`: a lowercase slug such as `alpha-chi-omega`. */
export const nationalKeyParam = z.object({
  key: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid organization')),
});

/** Optional two-letter state filter. */
export const stateQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Invalid state'))),
});
