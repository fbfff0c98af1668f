/**
 * The admin's tools that few requests use — the school logos (with the S3
 * SDK), the logo auto-fetch, and the data tools with their catalogs — as
 * one module the handler and the job runner load by `import()`, so they
 * are one chunk of the bundle, loaded by the first request that needs one.
 *
 * One chunk, not one per tool: esbuild makes every module loaded by
 * `import()` an entry of its own and puts the code it shares with the
 * handler (the repositories, errors, audit, the DynamoDB client) into a
 * chunk per set of entries sharing it, all of which the cold start then
 * imports. Six separate imports split the admin's cold start into 23
 * files; through this module it reads 10, and its module load went from
 * 1.39–1.52× the baseline's to about 1.2× (the Lambda bundle
 * budget, docs/performance.md#budgets). The price: the first logo request of an instance reads the
 * data tools' code too (the chunk is about 95 KB in all, read once), on
 * routes an admin uses rarely. Import the tools only from here, never from
 * their own modules, or the split comes back (test/infra/media.test.ts
 * keeps them in one chunk, off the cold start).
 */
export { deleteSchoolLogo, listSchoolLogos, storeSchoolLogo } from './school-logos';
export { autoFetchLogos } from './logo-autofetch';
export { previewReplaceSchools, replaceSchools } from './data-tools/replace-schools';
export { populateOrganizations, redistributeOrganizations } from './data-tools/populate-orgs';
export { fixEventLocations } from './data-tools/event-locations';
export { clearAllEvents, generateSampleEvents } from './data-tools/sample-events';
