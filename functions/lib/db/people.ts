/**
 * People search (friend search, Add): an index of names and e-mail
 * addresses kept beside the profiles, so a search is a Query, never a Scan.
 * - Name entries: `PK=PEOPLE#<first character> SK=<token>#<sub>` for each
 *   lower-case word of the name and the whole name ("ann", "smith",
 *   "ann smith"), so a typed prefix of any word matches with `begins_with`.
 * - E-mail entry: `PK=PEOPLE#EMAIL#<lower-case address> SK=SUB#<sub>`: an
 *   address matches only when typed whole, so nobody learns addresses by
 *   typing their beginnings.
 * - `PK=USER#<sub> SK=PEOPLE` `refs` every entry (account deletion removes them).
 * Written in the transaction that creates the profile.
 */
import { LIMITS } from '../../../shared/limits';
import { keys, type ItemKey } from './keys';
import { queryPrefix, type Item, type TransactOp } from './table';

const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The search tokens of a name: each word and the whole name, lower case. */
export function nameTokens(fullName: string): string[] {
  const name = normalize(fullName);
  if (!name) return [];
  return [...new Set([...name.split(' '), name])];
}

type Person = { sub: string; fullName: string; email?: string | null };

/** The stored items indexing a person's name and e-mail address (the seed writes them in bulk). */
export function peopleEntryItems(person: Person): Item[] {
  const entries: ItemKey[] = nameTokens(person.fullName).map((token) => keys.people.nameEntry(token, person.sub));
  const email = person.email ? normalize(person.email) : '';
  if (email) entries.push(keys.people.emailEntry(email, person.sub));
  if (!entries.length) return [];
  return [
    ...entries.map((key) => ({ ...key, entity: 'peopleEntry', sub: person.sub })),
    { ...keys.people.entries(person.sub), entity: 'peopleEntries', refs: entries },
  ];
}

/** The transaction operations that index a new profile's name and e-mail address. */
export function peopleEntryOps(person: Person): TransactOp[] {
  return peopleEntryItems(person).map((Item) => ({ Put: { Item } }));
}

/** True when the search text is an e-mail address rather than a name. */
export const looksLikeEmail = (text: string) => text.includes('@');

/**
 * The people whose name has a word starting with `text` (or whose e-mail
 * address is exactly `text`), other than `exclude`: at most
 * `LIMITS.friendSearch` subs, in index order. One Query (paged only past
 * duplicate entries of the same person).
 */
export async function findPeople(text: string, exclude: string): Promise<string[]> {
  const term = normalize(text);
  if (!term) return [];
  const query = looksLikeEmail(term) ? keys.people.emailSearch(term) : keys.people.nameSearch(term);
  // A person matches once per matching word: read a few more than needed, keep each once.
  const items = await queryPrefix(query, { max: LIMITS.friendSearch * 3 });
  const found: string[] = [];
  for (const item of items) {
    const sub = String(item.sub);
    if (sub === exclude || found.includes(sub)) continue;
    found.push(sub);
    if (found.length === LIMITS.friendSearch) break;
  }
  return found;
}
