import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type Filters<K extends string> = Record<K, string>;

function readFilters<K extends string>(params: URLSearchParams, names: readonly K[]): Filters<K> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Filters<K>;
}

const serialize = (filters: Record<string, string>) => JSON.stringify(filters);

/**
 * A page's filters (a search box, a dropdown) kept in the URL's search params,
 * so that Back returns to the same filtered list.
 *
 * The fields show React state, and the URL follows it: a URL change renders
 * as a transition (see `AppRouter`), which lands only when the browser is
 * free, so a field fed by the URL alone would snap back to its old text
 * between keys and lose whatever a fast typist typed meanwhile. A URL change
 * made by other means (Back, a link to the same page) is shown in the fields.
 */
export function useUrlFilters<K extends string>(names: readonly K[]): [Filters<K>, (name: K, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = readFilters(params, names);
  const [filters, setFilters] = useState(inUrl);
  const latest = useRef(filters);
  // What this hook asked the URL to show, oldest first, until the URL shows it.
  const written = useRef<string[]>([]);

  const urlKey = serialize(inUrl);
  useEffect(() => {
    const mine = written.current.lastIndexOf(urlKey);
    if (mine >= 0) {
      written.current.splice(0, mine + 1);
      return;
    }
    const fromElsewhere = JSON.parse(urlKey) as Filters<K>;
    latest.current = fromElsewhere;
    setFilters(fromElsewhere);
  }, [urlKey]);

  const set = (name: K, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setFilters(next);
    written.current.push(serialize(next));
    setParams(
      (prev) => {
        const search = new URLSearchParams(prev);
        for (const key of names) {
          if (next[key]) search.set(key, next[key]);
          else search.delete(key);
        }
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [filters, set];
}
