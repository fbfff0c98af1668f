/**
 * Every key of the single table, built here and nowhere else (README "Table
 * access"): one object per entity, with its primary key, the index keys it
 * carries, and the partitions and prefixes the repositories query it by.
 * Repositories import `keys`; services, seeds and tests never spell a key.
 */
import { catalogKeys } from './catalog/keys';
import { peopleKeys } from './people/keys';
import { platformKeys } from './platform/keys';
import { ticketsKeys } from './ticketing/keys';

export { EVERY_DATE, PARTY_FACETS, type ItemKey, type PartyFacet, type PrefixQuery, type RangeQuery } from '../lib/db/keys/shared';

export const keys = { ...catalogKeys, ...peopleKeys, ...ticketsKeys, ...platformKeys } as const;
