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
 *
 * Each entry carries what a search result shows (the name, the school's name,
 * and on the e-mail entry the address), so a search is that one Query
 * (the bench: its p95 was 2× a bare Query while it read the profiles after
 * it). The name and the address never change; the school's name is
 * rewritten on the entries in the transaction that changes the profile's
 * school (`searchEntrySchoolOps`). An entry written before they carried it
 * (no `fullName`) costs the search a read of that person's profile.
 */
import { LIMITS } from '../../../shared/limits';
import { keys, type ItemKey } from '../keys';
import { queryPrefix, type Item, type TransactOp } from '../../lib/db/table';

/** What a search result shows of a person, as their entry carries it. */
export interface PersonShown {
  fullName: string;
  schoolName: string | null;
  /** Only on the e-mail entry: the address as given, shown to whoever typed it whole. */
  email?: string;
}

/** A person found: their sub, and what to show when the entry carries it. */
export interface FoundPerson {
  sub: string;
  shown?: PersonShown;
}

const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The search tokens of a name: each word and the whole name, lower case. */
export function nameTokens(fullName: string): string[] {
  const name = normalize(fullName);
  if (!name) return [];
  return [...new Set([...name.split(' '), name])];
}

type Person = { sub: string; fullName: string; email?: string | null; schoolName?: string | null };

/** The stored items indexing a person's name and e-mail address (the seed writes them in bulk). */
export function peopleEntryItems(person: Person): Item[] {
  const shown = { fullName: person.fullName, ...(person.schoolName ? { schoolName: person.schoolName } : {}) };
  const entries: Item[] = nameTokens(person.fullName).map((token) => ({ ...keys.people.nameEntry(token, person.sub), ...shown }));
  const email = person.email ? normalize(person.email) : '';
  if (email) entries.push({ ...keys.people.emailEntry(email, person.sub), ...shown, email: person.email });
  if (!entries.length) return [];
  return [
    ...entries.map((entry) => ({ ...entry, entity: 'peopleEntry', sub: person.sub })),
    { ...keys.people.entries(person.sub), entity: 'peopleEntries', refs: entries.map(({ PK, SK }) => ({ PK, SK })) },
  ];
}

/** The keys of a person's search entries, from the item that `refs` them (the user partition holds it). */
export function searchEntryKeys(item: Item): ItemKey[] {
  if (item.SK !== keys.user.items.peopleIndex || !Array.isArray(item.refs)) return [];
  return (item.refs as ItemKey[]).filter((r) => r && typeof r.PK === 'string' && typeof r.SK === 'string');
}

/** The keys of the search entries `peopleEntryItems` writes for a person. */
export function searchEntriesOf(person: Person): ItemKey[] {
  const index = peopleEntryItems(person).find((item) => item.SK === keys.user.items.peopleIndex);
  return index ? searchEntryKeys(index) : [];
}

/**
 * The operations setting the school's name on a person's search entries,
 * beside the profile's own change. Each entry must still exist: an update
 * never writes a stray entry for an account being deleted.
 */
export function searchEntrySchoolOps(entries: readonly ItemKey[], schoolName: string): TransactOp[] {
  return entries.map((key) => ({
    Update: {
      Key: { PK: key.PK, SK: key.SK },
      UpdateExpression: 'SET schoolName = :schoolName',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':schoolName': schoolName },
    },
  }));
}

/** What a search entry (or a profile, whose fields have the same names) shows; undefined for an entry that carries none. */
export function personShown(item: Item): PersonShown | undefined {
  if (typeof item.fullName !== 'string') return undefined;
  return {
    fullName: item.fullName,
    schoolName: typeof item.schoolName === 'string' ? item.schoolName : null,
    ...(typeof item.email === 'string' ? { email: item.email } : {}),
  };
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
 * `LIMITS.friendSearch`, in index order, each with what their entry shows.
 * One Query (paged only past duplicate entries of the same person).
 */
export async function findPeople(text: string, exclude: string): Promise<FoundPerson[]> {
  const term = normalize(text);
  if (!term) return [];
  const query = looksLikeEmail(term) ? keys.people.emailSearch(term) : keys.people.nameSearch(term);
  // A person matches once per matching word: read a few more than needed, keep each once.
  const items = await queryPrefix(query, { max: LIMITS.friendSearch * 3 });
  const found: FoundPerson[] = [];
  for (const item of items) {
    const sub = String(item.sub);
    if (sub === exclude || found.some((person) => person.sub === sub)) continue;
    const shown = personShown(item);
    found.push(shown ? { sub, shown } : { sub });
    if (found.length === LIMITS.friendSearch) break;
  }
  return found;
}
