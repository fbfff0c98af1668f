import * as z from 'zod/mini';
import { NATIONAL_KEY_PATTERN } from '../national-key';
import { LIMITS } from '../limits';

/** Route ids that must be UUIDs (party events, chapters, schools, Greek-life events). */
export const uuidParam = z.object({ id: z.uuid('Invalid id') });

/** A national's key, name or letters in `/national/{key}` (see `NATIONAL_KEY_PATTERN`). */
export const nationalKeyParam = z.object({
  key: z.string().check(z.maxLength(LIMITS.idMax, 'Invalid organization'), z.regex(NATIONAL_KEY_PATTERN, 'Invalid organization')),
});

/** An id picked in a form (school, organization): present, short, id characters only. */
export function pickedId(message: string, missing = message) {
  return z
    .string({ error: missing })
    .check(z.minLength(1, message), z.maxLength(LIMITS.idMax, message), z.regex(/^[0-9A-Za-z-]+$/, message));
}

/** A page of a list: the cursor the previous page handed out, and a page size. */
export const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2048))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

/** Optional two-letter state filter. */
export const stateQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Invalid state'))),
});

/**
 * Characters no free text may hold, whatever the field: C0 and C1 control
 * characters (NUL, escape, …) and the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), which reorder how the text
 * around them is displayed ("display spoofing": a title that reads
 * differently from what it is). Multi-line fields keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
/** A lone surrogate half: no character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is text a person could have typed into a field (see `plainText`). */
export function isPlainText(value: string, multiline = false): boolean {
  if (CONTROL_CHARACTERS.test(value)) return false;
  if (!multiline && LINE_BREAKS.test(value)) return false;
  return !LONE_SURROGATE.test(value);
}

/**
 * The one refinement every free-text field carries:
 * `z.string().check(z.trim(), z.maxLength(…), plainText('Title'))`.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => isPlainText(value, options.multiline), `${label} cannot contain control or text-direction characters`);
}
