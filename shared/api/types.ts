/**
 * Every type of the API contract, from one import: the SPA, the handlers and
 * the tests read them here. Each lives in the module of its concept; those
 * modules import each other directly, never this barrel (no import cycle).
 */
// ---- Error bodies and plain answers ----
export * from './common-types';
// ---- Schools, Greek-life events, nationals, chapters ----
export * from './catalog-types';
// ---- Accounts, leaders and admin ----
export * from './account-types';
// ---- Party events ----
export * from './party-event-types';
// ---- Tickets and payments ----
export * from './ticket-types';
// ---- Admin tabs: roles, users, schools, organizations, audit ----
export * from './admin-types';
// ---- Social: follows, friends, My Feed ----
export * from './social-types';
// ---- Photos and videos (media) ----
export * from './media-types';
// ---- Admin tools: Stats tab, school logos, data tools ----
export * from './admin-tools-types';
// ---- The door: validation, live headcount, offline door mode ----
export * from './door-types';
// ---- Door passes for volunteers ----
export * from './door-pass-types';
// ---- Waitlist ----
export * from './waitlist-types';
// ---- A drop's line ----
export * from './drop-types';
// ---- Party paperwork ----
export * from './party-packet-types';
// ---- The Greek-life office ----
export * from './office-types';
// ---- After the party: the event report and the entry log ----
export * from './after-party-types';
