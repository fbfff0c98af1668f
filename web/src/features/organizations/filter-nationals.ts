import type { National } from '../../../../shared/api/types';

/** Organizations whose name or letters contain the search (case-insensitive). Keeps the API's order. */
export function filterNationals(organizations: National[], search: string): National[] {
  const q = search.trim().toLowerCase();
  if (!q) return organizations;
  return organizations.filter((o) => o.name.toLowerCase().includes(q) || o.letters.toLowerCase().includes(q));
}

/** Query string for a chosen state: `?state=TX`, or nothing for All States. */
export function stateSearch(state: string): string {
  return state ? `?state=${encodeURIComponent(state)}` : '';
}
