/**
 * Names sort as people read them: case- and accent-insensitive, a shorter
 * name before its longer variants ("University of Alabama" before "University
 * of Alabama at Birmingham"), numbers by value. Stored sort keys order by
 * bytes (a space sorts before "#"), so lists of names are put in this order
 * after they are read, and states are listed by name, never by abbreviation.
 */
import { stateName } from './states';

/** Built on first use: creating it loads ICU's collation data, which a cold start that sorts nothing should not pay. */
let collator: Intl.Collator | undefined;

/** Compares two names as a reader would order them. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** A copy of `items` ordered by the names `keys` give, the first key first. */
export function sortByNames<T>(items: readonly T[], ...keys: ((item: T) => string)[]): T[] {
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const order = compareNames(key(a), key(b));
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** State abbreviations ordered by the states' names (Idaho before Iowa). */
export function sortStatesByName(states: readonly string[]): string[] {
  return sortByNames(states, stateName);
}
