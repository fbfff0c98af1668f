import type { School } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';

/**
 * Schools matching a search (name, state abbreviation or state name; case-insensitive)
 * and a state filter ('' means All States). Keeps the API's order (by name).
 */
export function filterSchools(schools: School[], search: string, state: string): School[] {
  const q = search.trim().toLowerCase();
  return schools.filter((s) => {
    if (state && s.state !== state) return false;
    if (!q) return true;
    return s.name.toLowerCase().includes(q) || s.state.toLowerCase() === q || stateName(s.state).toLowerCase().includes(q);
  });
}
