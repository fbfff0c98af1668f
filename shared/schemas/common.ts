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

/**
 * What an object schema makes of each of its fields left out, for the fields
 * that have such a value (optional text read as null, a default); the fields
 * it requires, or leaves undefined, are absent.
 */
export function absentValues(schema: z.ZodMiniObject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const absent = (field as z.ZodMiniType).safeParse(undefined);
    if (absent.success && absent.data !== undefined) values[name] = absent.data;
  }
  return values;
}

/** Optional two-letter state filter. */
export const stateQuery = z.object({
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Invalid state'))),
});

/**
 * Characters no free text may hold, whatever the field:
 * - C0 and C1 control characters (NUL, escape, …);
 * - the bidirectional controls: embeddings and overrides (U+202A–U+202E),
 *   isolates (U+2066–U+2069) and the marks LRM, RLM and ALM (U+200E,
 *   U+200F, U+061C), which reorder how the text around them is displayed
 *   ("display spoofing": a name that reads differently from what it is);
 * - invisible characters: the zero-width space and non-joiner (U+200B,
 *   U+200C), the word joiner and the other invisible format characters of
 *   U+2060–U+206F, and the byte order mark (U+FEFF) — two names that look
 *   the same but are not, a word that search no longer finds.
 * Multi-line fields keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/;
/**
 * The zero-width joiner (U+200D) is invisible too, and refused — but inside
 * an emoji sequence (👩‍💻, 🏳️‍🌈), where it joins two pictographs (the first
 * perhaps with its variation selector or skin tone) into one visible picture.
 */
const JOINER_OUTSIDE_EMOJI = /(?<!\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
/** A lone surrogate half: no character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is text a person could have typed into a field (see `plainText`). */
export function isPlainText(value: string, multiline = false): boolean {
  if (FORBIDDEN_CHARACTERS.test(value)) return false;
  if (!multiline && LINE_BREAKS.test(value)) return false;
  if (LONE_SURROGATE.test(value)) return false;
  return !JOINER_OUTSIDE_EMOJI.test(value);
}

/** The refusal of text that is not plain: "Title cannot contain …". */
export function notPlainTextMessage(label: string): string {
  return `${label} cannot contain invisible, control or text-direction characters`;
}

/**
 * The one refinement every free-text field carries:
 * `z.string().check(z.trim(), z.maxLength(…), plainText('Title'))`.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => isPlainText(value, options.multiline), notPlainTextMessage(label));
}
