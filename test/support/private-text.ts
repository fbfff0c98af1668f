/**
 * Checks that an answer or a file gives away no year of birth, and no name.
 *
 * A bare `not.toContain('1932')` fails whenever a random identifier happens
 * to hold those four digits (a UUID, a signature, a base64 file, a hash): the
 * date-of-birth privacy suite failed that way once in a few dozen runs, on a
 * user id `7bc1932b-…`. A year that leaks is written as a word of its own
 * ("1932-07-13", "07/13/1932", `"birthYear":1932`), so opaque runs are set
 * aside first and the year is looked for between non-alphanumerics. A name
 * looked for in an answer that carries a key or a signature ("Sam", "sub")
 * is looked for with those runs set aside too.
 */

/** UUIDs, base64url tokens and the pieces of a standard base64 file between its `+` and `/`. */
const OPAQUE_RUN = /[A-Za-z0-9_-]{16,}/g;

export function withoutOpaqueRuns(text: string): string {
  return text.replace(OPAQUE_RUN, '…');
}

export function mentionsYear(text: string, year: string): boolean {
  if (!/^\d{4}$/.test(year)) throw new Error(`not a year: ${year}`);
  return new RegExp(`(?<![0-9A-Za-z])${year}(?![0-9A-Za-z])`).test(withoutOpaqueRuns(text));
}
