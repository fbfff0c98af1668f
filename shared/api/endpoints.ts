/**
 * Every route of the HTTP API as plain data: method, path, feature, auth.
 *
 * This is the part of the contract the browser needs, kept free of zod so
 * the SPA's initial bundle stays small (docs/performance.md#budgets). `routes.ts` adds the
 * request schemas and response types to these same entries; CDK, the local
 * API server and the handlers read `routes.ts`.
 *
 * Paths are relative to the API stage `/api` (the SPA calls `/api/schools`).
 */
import type { LeaderAction } from '../authz';
import type { RateLimitName } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone; `user`: a valid Cognito access
 * token (checked by the API Gateway JWT authorizer, or the local server);
 * `leader` and `admin`: a valid token, and the handler wrapper's role check
 * before anything else runs (`functions/lib/http.ts`): an admin record, or
 * the rule of the route's leader `action` (`shared/authz.ts`); `office`: a
 * valid token and a Greek-life office grant (the route then checks the school
 * of the resource it found: `requireOfficeOf` in `functions/lib/access.ts`).
 */
export type AuthLevel = 'public' | 'user' | 'leader' | 'admin' | 'office';

/** Features: one Lambda each, `functions/<feature>/handler.ts`. */
export const FEATURES = [
  'schools',
  'organizations',
  'greek-events',
  'feedback',
  'accounts',
  'leaders',
  'admin',
  'party-events',
  'tickets',
  'payments',
  'social',
  // Photos and videos
  'media',
  // Party paperwork
  'party-packet',
] as const;
export type Feature = (typeof FEATURES)[number];

/** A `leader` route names the action whose rule admits its caller; no other level has one. */
export type Access = { auth: Exclude<AuthLevel, 'leader'>; action?: never } | { auth: 'leader'; action: LeaderAction };

export type Endpoint = Access & {
  method: HttpMethod;
  /** API Gateway path syntax: `/schools/{id}`. */
  path: string;
  feature: Feature;
  /**
   * The per-client budget the route draws on (`rate-limits.ts`), enforced by
   * AWS WAF and by the local API server: every anonymous route that does
   * work and every costly one names one (uploads too, when they come).
   */
  rateLimit?: RateLimitName;
};

export const endpoints = {
  listSchools: { method: 'GET', path: '/schools', feature: 'schools', auth: 'public' },
  getSchool: { method: 'GET', path: '/schools/{id}', feature: 'schools', auth: 'public' },
  listSchoolChapters: { method: 'GET', path: '/schools/{id}/chapters', feature: 'schools', auth: 'public' },

  listOrganizations: { method: 'GET', path: '/organizations', feature: 'organizations', auth: 'public' },
  populateOrganizations: { method: 'POST', path: '/organizations/populate', feature: 'organizations', auth: 'public', rateLimit: 'population' },
  getNational: { method: 'GET', path: '/nationals/{key}', feature: 'organizations', auth: 'public' },
  getChapter: { method: 'GET', path: '/chapters/{id}', feature: 'organizations', auth: 'public' },
  // The chapter page signed in: the page and whether the viewer follows the chapter, in one request.
  getChapterForViewer: { method: 'GET', path: '/chapters/{id}/viewer', feature: 'organizations', auth: 'user' },

  listGreekEvents: { method: 'GET', path: '/events', feature: 'greek-events', auth: 'public' },
  getGreekEvent: { method: 'GET', path: '/events/{id}', feature: 'greek-events', auth: 'public' },
  getGreekEventRsvp: { method: 'GET', path: '/events/{id}/rsvp', feature: 'greek-events', auth: 'user' },
  // The event page signed in: the event and the viewer's RSVP in one request.
  getGreekEventForViewer: { method: 'GET', path: '/events/{id}/viewer', feature: 'greek-events', auth: 'user' },
  setGreekEventRsvp: { method: 'PUT', path: '/events/{id}/rsvp', feature: 'greek-events', auth: 'user' },

  sendFeedback: { method: 'POST', path: '/feedback', feature: 'feedback', auth: 'public', rateLimit: 'feedback' },

  getMe: { method: 'GET', path: '/me', feature: 'accounts', auth: 'user' },
  updateMySchool: { method: 'PUT', path: '/me/school', feature: 'accounts', auth: 'user' },
  deleteMe: { method: 'DELETE', path: '/me', feature: 'accounts', auth: 'user' },
  // Every session of the account ends: its refresh tokens, and its access tokens at the API (functions/domains/people/session-fence.ts).
  signOutEverywhere: { method: 'POST', path: '/me/sign-out-everywhere', feature: 'accounts', auth: 'user' },

  getChapterRoles: { method: 'GET', path: '/chapters/{id}/roles', feature: 'leaders', auth: 'public' },
  createLeaderRequest: { method: 'POST', path: '/leader-requests', feature: 'leaders', auth: 'user', rateLimit: 'leaderRequests' },

  // The dashboard's cards; `?include=approvals` with the Approvals tab it opens on (one screen, one request).
  getAdminOverview: { method: 'GET', path: '/admin/overview', feature: 'admin', auth: 'admin' },
  listLeaderRequests: { method: 'GET', path: '/admin/leader-requests', feature: 'admin', auth: 'admin' },
  approveLeaderRequest: { method: 'POST', path: '/admin/leader-requests/{id}/approve', feature: 'admin', auth: 'admin' },
  rejectLeaderRequest: { method: 'POST', path: '/admin/leader-requests/{id}/reject', feature: 'admin', auth: 'admin' },

  listPartyEvents: { method: 'GET', path: '/party-events', feature: 'party-events', auth: 'public' },
  getPartyEvent: { method: 'GET', path: '/party-events/{id}', feature: 'party-events', auth: 'public' },
  getPartyEventForViewer: { method: 'GET', path: '/party-events/{id}/viewer', feature: 'party-events', auth: 'user' },
  createPartyEvent: { method: 'POST', path: '/party-events', feature: 'party-events', auth: 'leader', action: 'createEvent', rateLimit: 'eventCreation' },
  deletePartyEvent: { method: 'DELETE', path: '/party-events/{id}', feature: 'party-events', auth: 'admin' },
  setPartyRsvp: { method: 'PUT', path: '/party-events/{id}/rsvp', feature: 'party-events', auth: 'user' },
  setPartySaved: { method: 'PUT', path: '/party-events/{id}/save', feature: 'party-events', auth: 'user' },
  createReview: { method: 'POST', path: '/party-events/{id}/reviews', feature: 'party-events', auth: 'user' },
  // `?include=paperwork` with the paperwork panel but its members (the screen's first data in one request).
  getEventAnalytics: { method: 'GET', path: '/party-events/{id}/analytics', feature: 'party-events', auth: 'leader', action: 'viewAnalytics' },

  createFreeTicket: { method: 'POST', path: '/party-events/{id}/tickets', feature: 'tickets', auth: 'user', rateLimit: 'purchases' },
  listMyTickets: { method: 'GET', path: '/me/tickets', feature: 'tickets', auth: 'user' },
  validateTicket: { method: 'POST', path: '/tickets/validate', feature: 'tickets', auth: 'leader', action: 'validateTickets' },

  createTicketPayment: { method: 'POST', path: '/party-events/{id}/payments', feature: 'payments', auth: 'user', rateLimit: 'purchases' },
  confirmTicketPayment: { method: 'POST', path: '/payments/confirm', feature: 'payments', auth: 'user', rateLimit: 'purchases' },
  // Not limited per client: every call comes from Stripe's servers, signed (the stage throttle still applies).
  stripeWebhook: { method: 'POST', path: '/payments/webhook', feature: 'payments', auth: 'public' },
  sandboxCharge: { method: 'POST', path: '/payments/sandbox/charge', feature: 'payments', auth: 'user', rateLimit: 'purchases' },

  // Admin tabs and /manage-roles
  listAuditLog: { method: 'GET', path: '/admin/audit', feature: 'admin', auth: 'admin' },
  getManagedRoles: { method: 'GET', path: '/manage-roles', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
  removeManagedRole: { method: 'DELETE', path: '/manage-roles/{role}', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
  assignManagedRole: { method: 'POST', path: '/manage-roles', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
  listRoleAssignments: { method: 'GET', path: '/admin/roles', feature: 'admin', auth: 'admin' },
  assignRoleDirectly: { method: 'POST', path: '/admin/roles', feature: 'admin', auth: 'admin' },
  removeRoleDirectly: { method: 'DELETE', path: '/admin/chapters/{id}/roles/{role}', feature: 'admin', auth: 'admin' },
  listUsers: { method: 'GET', path: '/admin/users', feature: 'admin', auth: 'admin' },
  deleteUser: { method: 'DELETE', path: '/admin/users/{id}', feature: 'admin', auth: 'admin' },
  // The Schools tab's list: read fresh, where the public list may be up to 30 s old.
  listAdminSchools: { method: 'GET', path: '/admin/schools', feature: 'admin', auth: 'admin' },
  createSchool: { method: 'POST', path: '/admin/schools', feature: 'admin', auth: 'admin' },
  deleteSchool: { method: 'DELETE', path: '/admin/schools/{id}', feature: 'admin', auth: 'admin' },
  createOrganization: { method: 'POST', path: '/admin/organizations', feature: 'admin', auth: 'admin' },
  deleteOrganization: { method: 'DELETE', path: '/admin/organizations/{id}', feature: 'admin', auth: 'admin' },
  // Social: follows, friends, My Feed.
  getFollow: { method: 'GET', path: '/chapters/{id}/follow', feature: 'social', auth: 'user' },
  setFollow: { method: 'PUT', path: '/chapters/{id}/follow', feature: 'social', auth: 'user' },
  getMyFeed: { method: 'GET', path: '/me/feed', feature: 'social', auth: 'user' },
  listFriends: { method: 'GET', path: '/friends', feature: 'social', auth: 'user' },
  searchPeople: { method: 'GET', path: '/friends/search', feature: 'social', auth: 'user', rateLimit: 'peopleSearch' },
  sendFriendRequest: { method: 'POST', path: '/friends/requests', feature: 'social', auth: 'user', rateLimit: 'friendRequests' },
  acceptFriendRequest: { method: 'POST', path: '/friends/requests/{id}/accept', feature: 'social', auth: 'user' },
  rejectFriendRequest: { method: 'DELETE', path: '/friends/requests/{id}', feature: 'social', auth: 'user' },
  removeFriend: { method: 'DELETE', path: '/friends/{id}', feature: 'social', auth: 'user' },
  // Photos and videos (media)
  createMediaUpload: { method: 'POST', path: '/party-events/{id}/media/uploads', feature: 'media', auth: 'user', rateLimit: 'uploads' },
  recordMedia: { method: 'POST', path: '/party-events/{id}/media', feature: 'media', auth: 'user', rateLimit: 'uploads' },
  deleteMedia: { method: 'DELETE', path: '/media/{id}', feature: 'media', auth: 'user' },
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: { method: 'GET', path: '/admin/stats', feature: 'admin', auth: 'admin' },
  listSchoolLogos: { method: 'GET', path: '/admin/school-logos', feature: 'admin', auth: 'admin' },
  uploadSchoolLogo: { method: 'PUT', path: '/admin/school-logos/{id}', feature: 'admin', auth: 'admin' },
  deleteSchoolLogo: { method: 'DELETE', path: '/admin/school-logos/{id}', feature: 'admin', auth: 'admin' },
  autoFetchSchoolLogos: { method: 'POST', path: '/admin/school-logos/auto-fetch', feature: 'admin', auth: 'admin' },
  getDataToolsStatus: { method: 'GET', path: '/admin/data-tools', feature: 'admin', auth: 'admin' },
  // Replace Schools' page: the preview with the job running now (one screen, one request).
  previewReplaceSchools: { method: 'GET', path: '/admin/data-tools/replace-schools/preview', feature: 'admin', auth: 'admin' },
  startDataTool: { method: 'POST', path: '/admin/data-tools/{tool}', feature: 'admin', auth: 'admin' },
  getDataToolJob: { method: 'GET', path: '/admin/data-tools/jobs/{id}', feature: 'admin', auth: 'admin' },
  // Offline door mode
  getDoorRoster: { method: 'GET', path: '/party-events/{id}/door-roster', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  syncDoorScans: { method: 'POST', path: '/tickets/door-sync', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // 21+ at the door and live headcount
  updateMyProfile: { method: 'PUT', path: '/me/profile', feature: 'accounts', auth: 'user' },
  getDoorHeadcount: { method: 'GET', path: '/party-events/{id}/door', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // The door screen on opening: the headcount, the door passes and the offline roster in one request.
  getDoorScreen: { method: 'GET', path: '/party-events/{id}/door-screen', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // Ticket cancellation
  cancelTicket: { method: 'POST', path: '/tickets/{id}/cancel', feature: 'tickets', auth: 'user' },
  // Cancelled events
  cancelPartyEvent: { method: 'POST', path: '/party-events/{id}/cancel', feature: 'party-events', auth: 'leader', action: 'cancelEvent' },
  adminCancelPartyEvent: { method: 'POST', path: '/admin/party-events/{id}/cancel', feature: 'party-events', auth: 'admin' },
  // Transfer to a friend
  offerTicketTransfer: { method: 'POST', path: '/tickets/{id}/transfer', feature: 'tickets', auth: 'user' },
  acceptTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/accept', feature: 'tickets', auth: 'user' },
  declineTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/decline', feature: 'tickets', auth: 'user' },
  withdrawTicketTransfer: { method: 'POST', path: '/ticket-transfers/{id}/withdraw', feature: 'tickets', auth: 'user' },
  // Door passes for volunteers: leaders manage them like the door; a pass's own routes are public
  // in the gateway and take the pass's token instead (functions/tickets/door-pass-scan.ts), 401 without it.
  listDoorPasses: { method: 'GET', path: '/party-events/{id}/door-passes', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  createDoorPass: { method: 'POST', path: '/party-events/{id}/door-passes', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  revokeDoorPass: { method: 'DELETE', path: '/door-passes/{id}', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  // A pass locked by wrong PINs opens again at once; the lock never touches the leader's own door.
  unlockDoorPass: { method: 'POST', path: '/door-passes/{id}/unlock', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  openDoorPass: { method: 'POST', path: '/door-passes/{id}/session', feature: 'tickets', auth: 'public', rateLimit: 'doorPassPin' },
  scanWithDoorPass: { method: 'POST', path: '/door-passes/{id}/scan', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  // Waitlist
  joinWaitlist: { method: 'POST', path: '/party-events/{id}/waitlist', feature: 'tickets', auth: 'user', rateLimit: 'waitlist' },
  leaveWaitlist: { method: 'DELETE', path: '/party-events/{id}/waitlist', feature: 'tickets', auth: 'user', rateLimit: 'waitlist' },
  // A drop: its line, and moving when sales open
  joinDropLine: { method: 'POST', path: '/party-events/{id}/line', feature: 'tickets', auth: 'user', rateLimit: 'dropLine' },
  getDropLine: { method: 'GET', path: '/party-events/{id}/line', feature: 'tickets', auth: 'user', rateLimit: 'dropLine' },
  setSalesOpenAt: { method: 'PUT', path: '/party-events/{id}/sales-open', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  // Party paperwork: office rules, sober monitors, registration packet
  getSchoolRules: { method: 'GET', path: '/admin/schools/{id}/rules', feature: 'admin', auth: 'admin' },
  updateSchoolRules: { method: 'PUT', path: '/admin/schools/{id}/rules', feature: 'admin', auth: 'admin' },
  getOfficeRules: { method: 'GET', path: '/me/office-rules', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  getEventPaperwork: { method: 'GET', path: '/party-events/{id}/paperwork', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  setSoberMonitors: { method: 'PUT', path: '/party-events/{id}/sober-monitors', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  // Third-party vendors of an event and their certificates of insurance
  setEventVendors: { method: 'PUT', path: '/party-events/{id}/vendors', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  getRegistrationPacket: { method: 'GET', path: '/party-events/{id}/packet', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  getGuestListCsv: { method: 'GET', path: '/party-events/{id}/guest-list', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  // A door pass offline: its roster without names and its offline scans' sync, with the pass's token (public in the gateway).
  getDoorPassRoster: { method: 'GET', path: '/door-passes/{id}/roster', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  syncDoorPassScans: { method: 'POST', path: '/door-passes/{id}/sync', feature: 'tickets', auth: 'public', rateLimit: 'doorPassScans' },
  // The Greek-life office: an admin grants an account the office of one school (Users tab); the office sees its school's events.
  grantOfficeRole: { method: 'PUT', path: '/admin/users/{id}/office', feature: 'admin', auth: 'admin' },
  revokeOfficeRole: { method: 'DELETE', path: '/admin/users/{id}/office', feature: 'admin', auth: 'admin' },
  listOfficeEvents: { method: 'GET', path: '/office/events', feature: 'party-packet', auth: 'office' },
  // The office's review of an event with alcohol at a school that requires approval; the chapter resubmits a returned one.
  approvePartyEvent: { method: 'POST', path: '/office/events/{id}/approve', feature: 'party-packet', auth: 'office' },
  returnPartyEvent: { method: 'POST', path: '/office/events/{id}/return', feature: 'party-packet', auth: 'office' },
  resubmitPartyEvent: { method: 'POST', path: '/party-events/{id}/resubmit', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  editPartyEvent: { method: 'PUT', path: '/party-events/{id}', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  // The Edit Event form's data: the event and every field it holds (its cancellation cut-off is on no public page).
  getPartyEventForEdit: { method: 'GET', path: '/party-events/{id}/edit', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  // After the party: the host chapter's event report (read like analytics, filed by those who create events), the office's
  // entry log (opened with a reason, audited) and its copy of the registration packet.
  getEventReport: { method: 'GET', path: '/party-events/{id}/report', feature: 'party-packet', auth: 'leader', action: 'viewAnalytics' },
  fileEventReport: { method: 'POST', path: '/party-events/{id}/report', feature: 'party-packet', auth: 'leader', action: 'createEvent' },
  openEntryLog: { method: 'POST', path: '/office/events/{id}/entry-log', feature: 'party-packet', auth: 'office' },
  getOfficePacket: { method: 'GET', path: '/office/events/{id}/packet', feature: 'party-packet', auth: 'office' },
  // The office keeps its own school's rules (the Schools tab's dialog, audited alike).
  getOfficeSchoolRules: { method: 'GET', path: '/office/rules', feature: 'party-packet', auth: 'office' },
  updateOfficeSchoolRules: { method: 'PUT', path: '/office/rules', feature: 'party-packet', auth: 'office' },
  // Sober monitors at the door: a monitor's own code, signed with the event's door key (the tickets function holds it)
  getMySoberMonitorCode: { method: 'GET', path: '/party-events/{id}/sober-monitor-code', feature: 'tickets', auth: 'user' },
  // Live tickets: the phone a ticket is on (registered when it is first opened), and a move to another phone by an e-mailed code.
  // A guest without a code found by name in the roster and admitted after an ID check, recorded as such.
  admitByIdCheck: { method: 'POST', path: '/tickets/admit-by-id-check', feature: 'tickets', auth: 'leader', action: 'validateTickets' },
  openLiveTicket: { method: 'POST', path: '/tickets/{id}/phone', feature: 'tickets', auth: 'user' },
  startPhoneMove: { method: 'POST', path: '/tickets/{id}/phone-move', feature: 'tickets', auth: 'user', rateLimit: 'phoneMoves' },
  confirmPhoneMove: { method: 'POST', path: '/tickets/{id}/phone-move/confirm', feature: 'tickets', auth: 'user', rateLimit: 'phoneMoves' },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
