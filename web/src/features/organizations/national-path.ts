import { stateSearch } from './filter-nationals';

/**
 * The one form of every link to a national page: its canonical key
 * (`/national/alpha-epsilon-phi`), never its letters. The page also answers
 * to the letters or the name, and then replaces its address with this one.
 */
export function nationalPath(key: string, state = ''): string {
  return `/national/${encodeURIComponent(key)}${stateSearch(state)}`;
}
