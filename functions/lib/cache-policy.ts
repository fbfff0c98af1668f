/**
 * How long public answers may be reused: the `cache-control` the API sends
 * and the in-Lambda reference-data caches share one number, so the staleness
 * a cache adds can never exceed what the response already advertises.
 */

/** max-age of public list answers (schools, directory, events), in seconds. */
export const PUBLIC_LIST_MAX_AGE_SECONDS = 30;

/** `cache-control` of public list answers. */
export const PUBLIC_LIST_CACHE = `public, max-age=${PUBLIC_LIST_MAX_AGE_SECONDS}`;

/** `cache-control` of everything else. */
export const NO_STORE = 'no-store';

/**
 * Lifetime of an in-Lambda copy of reference data (data only admins change:
 * the schools, the national organizations): the list's max-age.
 */
export const REFERENCE_DATA_TTL_MS = PUBLIC_LIST_MAX_AGE_SECONDS * 1000;
