import type { ApiOptions } from '../../lib/api';

/** The `/party-events` filters, kept in the URL so a filtered list can be shared and reloaded. */
export interface PartyEventFilters {
  state: string;
  school: string;
  type: '' | 'fraternity' | 'sorority';
  national: string;
  date: string;
  /** Chapter id (`?school=&org=`: all parties of a chapter at a school). */
  org: string;
}

const KEYS = ['state', 'school', 'type', 'national', 'date', 'org'] as const;

/** Reads the filters from the page's search params (unknown values pass through; the API validates). */
export function filtersFromSearch(search: URLSearchParams): PartyEventFilters {
  const type = search.get('type');
  return {
    state: search.get('state') ?? '',
    school: search.get('school') ?? '',
    type: type === 'fraternity' || type === 'sorority' ? type : '',
    national: search.get('national') ?? '',
    date: search.get('date') ?? '',
    org: search.get('org') ?? '',
  };
}

/** The filters as search params, empty ones left out. */
export function searchFromFilters(filters: PartyEventFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

/** The list query of one page: the set filters plus the cursor. */
export function listQuery(filters: PartyEventFilters, cursor?: string): NonNullable<ApiOptions<'listPartyEvents'>['query']> {
  const query: NonNullable<ApiOptions<'listPartyEvents'>['query']> = {};
  if (filters.state) query.state = filters.state;
  if (filters.school) query.school = filters.school;
  if (filters.type) query.type = filters.type;
  if (filters.national) query.national = filters.national;
  if (filters.date) query.date = filters.date;
  if (filters.org) query.org = filters.org;
  if (cursor) query.cursor = cursor;
  return query;
}
