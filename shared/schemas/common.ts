import * as z from 'zod/mini';
import { NATIONAL_KEY_PATTERN } from '../national-key';

/** Route ids that must be UUIDs (party events, chapters, schools, Greek-life events). */
export const uuidParam = z.object({ id: z.uuid('Invalid id') });

/** A national's key, name or letters in `/national/{key}` (see `NATIONAL_KEY_PATTERN`). */
export const nationalKeyParam = z.object({
  key: z.string().check(z.regex(NATIONAL_KEY_PATTERN, 'Invalid organization')),
});

/** Optional two-letter state filter. */
export const stateQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Invalid state'))),
});
