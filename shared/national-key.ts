/**
 * What `/national/{key}` may hold: the canonical key (`alpha-chi-omega`, the
 * form every link uses), the name, or the letters in Greek or Latin as people
 * type them (`ΑΧΩ`, `A X O`): letters, digits, spaces, dots, hyphens and
 * apostrophes, at most 80. The API resolves which national it names.
 */
export const NATIONAL_KEY_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .'-]{0,79}$/u;

/** URL key of a national: lower-case slug of its name ("Alpha Chi Omega" → "alpha-chi-omega"). */
export function nationalKeyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
