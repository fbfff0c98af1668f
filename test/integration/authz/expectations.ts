/**
 * THE authorization matrix: for every route of the manifest, the status each
 * persona gets for the request of `inputs.ts`. Columns in `PERSONAS` order:
 *
 *   anonymous · student · media manager (chapter A) · president (chapter A)
 *   · leader of another chapter (B) · platform admin · Greek-life office of school A
 *
 * A new route fails `matrix.test.ts` (and the type check) until it has a row
 * here. Why the less obvious cells are what they are:
 * - 401 is API Gateway's JWT authorizer (no handler runs); 403 a role check
 *   in the handler; 404 "not yours" where a resource id is all it takes to
 *   probe (someone else's payment reads as unknown).
 * - Analytics and the door: members of the event's organization only; a
 *   platform admin is not one (docs/spec/leader-admin-side.md §6).
 * - Reviews: only a holder of a used ticket (the student, at chapter B's event).
 * - Create event: a role holder, for their own chapter; the other chapter's
 *   leader creates one for chapter B, the admin (no chapter) may not.
 * - The Stripe webhook is public, and refused (400) without Stripe's signature.
 * - The Greek-life office (a profile at school A, no chapter, no role) is answered as
 *   the student wherever the student's own things make no difference, and only
 *   it reads its school's events.
 */
import type { RouteId } from '../../../shared/api/routes';
import type { Persona } from './personas';

type Row = readonly [anonymous: number, student: number, mediaManager: number, president: number, otherLeader: number, admin: number, office: number];

const EVERYONE = [200, 200, 200, 200, 200, 200, 200] as const;
const SIGNED_IN = [401, 200, 200, 200, 200, 200, 200] as const;
const ADMINS = [401, 403, 403, 403, 403, 200, 403] as const;

export const EXPECTED: Record<RouteId, Row> = {
  listSchools: EVERYONE,
  getSchool: EVERYONE,
  listSchoolChapters: EVERYONE,

  listOrganizations: EVERYONE,
  populateOrganizations: EVERYONE,
  getNational: EVERYONE,
  getChapter: EVERYONE,
  getChapterForViewer: SIGNED_IN,

  listGreekEvents: EVERYONE,
  getGreekEvent: EVERYONE,
  getGreekEventRsvp: SIGNED_IN,
  getGreekEventForViewer: SIGNED_IN,
  setGreekEventRsvp: SIGNED_IN,

  sendFeedback: [202, 202, 202, 202, 202, 202, 202],

  getMe: SIGNED_IN,
  updateMySchool: SIGNED_IN,
  deleteMe: SIGNED_IN,
  signOutEverywhere: SIGNED_IN,

  getChapterRoles: EVERYONE,
  createLeaderRequest: [401, 201, 201, 201, 201, 201, 201],
  // Anyone signed in may ask for a school's office but an account already holding one (409: an admin moves it).
  createOfficeRequest: [401, 201, 201, 201, 201, 201, 409],

  getAdminOverview: ADMINS,
  listLeaderRequests: ADMINS,
  approveLeaderRequest: ADMINS,
  rejectLeaderRequest: ADMINS,

  listPartyEvents: EVERYONE,
  getPartyEvent: EVERYONE,
  getPartyEventForViewer: SIGNED_IN,
  createPartyEvent: [401, 403, 201, 201, 201, 403, 403],
  deletePartyEvent: ADMINS,
  setPartyRsvp: SIGNED_IN,
  setPartySaved: SIGNED_IN,
  createReview: [401, 201, 403, 403, 403, 403, 403],
  getEventAnalytics: [401, 403, 200, 200, 403, 403, 403],

  createFreeTicket: [401, 201, 201, 201, 201, 201, 201],
  listMyTickets: SIGNED_IN,
  validateTicket: [401, 403, 200, 200, 403, 403, 403],

  createTicketPayment: SIGNED_IN,
  confirmTicketPayment: [401, 201, 404, 404, 404, 404, 404],
  stripeWebhook: [400, 400, 400, 400, 400, 400, 400],
  sandboxCharge: [401, 200, 404, 404, 404, 404, 404],

  // Admin tabs and /manage-roles
  listAuditLog: ADMINS,
  // A president manages their own chapter: chapter A's removes A's media manager and assigns them again;
  // chapter B's president has no media manager to remove, and A's media manager is no member of B.
  getManagedRoles: [401, 403, 403, 200, 200, 403, 403],
  removeManagedRole: [401, 403, 403, 200, 404, 403, 403],
  assignManagedRole: [401, 403, 403, 200, 404, 403, 403],
  listRoleAssignments: ADMINS,
  assignRoleDirectly: ADMINS,
  removeRoleDirectly: ADMINS,
  listUsers: ADMINS,
  deleteUser: ADMINS,
  listAdminSchools: ADMINS,
  createSchool: [401, 403, 403, 403, 403, 201, 403],
  deleteSchool: ADMINS,
  createOrganization: [401, 403, 403, 403, 403, 201, 403],
  deleteOrganization: ADMINS,
  // Social: follows, friends, My Feed (every signed-in person; the targets are their own).
  getFollow: SIGNED_IN,
  setFollow: SIGNED_IN,
  getMyFeed: SIGNED_IN,
  listFriends: SIGNED_IN,
  searchPeople: SIGNED_IN,
  sendFriendRequest: [401, 201, 201, 201, 201, 201, 201],
  acceptFriendRequest: SIGNED_IN,
  rejectFriendRequest: SIGNED_IN,
  removeFriend: SIGNED_IN,
  // Photos and videos (media): anyone signed in posts; the student's photo at chapter A's event
  // may be deleted by the student (its uploader), chapter A's leaders and the admin, not by chapter B's leader.
  createMediaUpload: SIGNED_IN,
  recordMedia: [401, 201, 201, 201, 201, 201, 201],
  deleteMedia: [401, 200, 200, 200, 403, 200, 403],
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: ADMINS,
  listSchoolLogos: ADMINS,
  uploadSchoolLogo: ADMINS,
  deleteSchoolLogo: ADMINS,
  autoFetchSchoolLogos: ADMINS,
  getDataToolsStatus: ADMINS,
  previewReplaceSchools: ADMINS,
  startDataTool: [401, 403, 403, 403, 403, 202, 403],
  getDataToolJob: ADMINS,
  // Offline door mode: the door's roster, for the event's organization like the door itself.
  getDoorRoster: [401, 403, 200, 200, 403, 403, 403],
  syncDoorScans: [401, 403, 200, 200, 403, 403, 403],
  // 21+ at the door and live headcount: each signed-in person's own date of birth.
  updateMyProfile: SIGNED_IN,
  // The door's live headcount: whoever may scan the event's tickets (chapter A's leaders).
  getDoorHeadcount: [401, 403, 200, 200, 403, 403, 403],
  getDoorScreen: [401, 403, 200, 200, 403, 403, 403],
  // Ticket cancellation: anyone signed in cancels their own ticket.
  cancelTicket: SIGNED_IN,
  // Cancelled events: chapter A's leaders cancel its event; admins through their own route.
  cancelPartyEvent: [401, 403, 200, 200, 403, 403, 403],
  adminCancelPartyEvent: ADMINS,
  // Transfer to a friend: the persona's own ticket to a friend, a friend's offer to the persona, their own offer withdrawn.
  offerTicketTransfer: [401, 201, 201, 201, 201, 201, 201],
  acceptTicketTransfer: SIGNED_IN,
  declineTicketTransfer: SIGNED_IN,
  withdrawTicketTransfer: SIGNED_IN,
  // Door passes for volunteers: leaders manage them as they run the door. Opening a pass is
  // public (its PIN is the key); scanning with one takes the pass's token, which no person's token is.
  listDoorPasses: [401, 403, 200, 200, 403, 403, 403],
  createDoorPass: [401, 403, 201, 201, 403, 403, 403],
  revokeDoorPass: [401, 403, 200, 200, 403, 403, 403],
  unlockDoorPass: [401, 403, 200, 200, 403, 403, 403],
  openDoorPass: EVERYONE,
  scanWithDoorPass: [401, 401, 401, 401, 401, 401, 401],
  // Waitlist: anyone signed in joins and leaves a line.
  joinWaitlist: SIGNED_IN,
  leaveWaitlist: SIGNED_IN,
  // A drop: anyone signed in joins its line and asks where they stand; chapter A's role holders move when its sales open.
  joinDropLine: SIGNED_IN,
  getDropLine: SIGNED_IN,
  setSalesOpenAt: [401, 403, 200, 200, 403, 403, 403],
  // Party paperwork: office rules are the admins'; Create Event's view of them is any role holder's, for their own chapter.
  getSchoolRules: ADMINS,
  updateSchoolRules: ADMINS,
  getOfficeRules: [401, 403, 200, 200, 200, 403, 403],
  // The paperwork of chapter A's event: read like its analytics; monitors named by its role holders.
  getEventPaperwork: [401, 403, 200, 200, 403, 403, 403],
  setSoberMonitors: [401, 403, 200, 200, 403, 403, 403],
  setEventVendors: [401, 403, 200, 200, 403, 403, 403],
  // A vendor's certificate of insurance: sent by the host chapter's leaders (A); opened by them, the office of its school and admins.
  createVendorCertificateUpload: [401, 403, 200, 200, 403, 403, 403],
  recordVendorCertificate: [401, 403, 200, 200, 403, 403, 403],
  openVendorCertificate: [401, 403, 200, 200, 403, 200, 200],
  getRegistrationPacket: [401, 403, 200, 200, 403, 403, 403],
  getGuestListCsv: [401, 403, 200, 200, 403, 403, 403],
  // A door pass offline: the pass's roster and sync take its token, which no person's token is.
  getDoorPassRoster: [401, 401, 401, 401, 401, 401, 401],
  syncDoorPassScans: [401, 401, 401, 401, 401, 401, 401],
  // Sober monitors at the door: anyone signed in asks; only a named monitor gets a code
  getMySoberMonitorCode: SIGNED_IN,
  // The door's admission by name after an ID check: the door's own rule (chapter A's leaders).
  admitByIdCheck: [401, 403, 200, 200, 403, 403, 403],
  // Live tickets: the persona's own live ticket (someone else's is "not found").
  openLiveTicket: SIGNED_IN,
  startPhoneMove: [401, 202, 202, 202, 202, 202, 202],
  confirmPhoneMove: SIGNED_IN,
  // The Greek-life office: granted and taken back by admins (Users tab); only an office reads its school's events.
  grantOfficeRole: ADMINS,
  revokeOfficeRole: ADMINS,
  listOfficeEvents: [401, 403, 403, 403, 403, 403, 200],
  // The office of the event's school decides; the chapter's leaders resubmit what it returned.
  approvePartyEvent: [401, 403, 403, 403, 403, 403, 200],
  returnPartyEvent: [401, 403, 403, 403, 403, 403, 200],
  resubmitPartyEvent: [401, 403, 200, 200, 403, 403, 403],
  // Edit Event: the leaders of the host chapter (A) only, as its other changes.
  editPartyEvent: [401, 403, 200, 200, 403, 403, 403],
  getPartyEventForEdit: [401, 403, 200, 200, 403, 403, 403],
  // After the party: chapter A's event report, read like its analytics and filed by those who create its events;
  // the entry log (with a reason) and the packet of a school A event, for school A's office only.
  getEventReport: [401, 403, 200, 200, 403, 403, 403],
  fileEventReport: [401, 403, 200, 200, 403, 403, 403],
  openEntryLog: [401, 403, 403, 403, 403, 403, 200],
  getOfficePacket: [401, 403, 403, 403, 403, 403, 200],
  // The office's own school's rules (the school is the office's, never a parameter).
  getOfficeSchoolRules: [401, 403, 403, 403, 403, 403, 200],
  updateOfficeSchoolRules: [401, 403, 403, 403, 403, 403, 200],
  // Sober-monitor training of a school A chapter's members, for school A's office only.
  getChapterTraining: [401, 403, 403, 403, 403, 403, 200],
  setMemberTraining: [401, 403, 403, 403, 403, 403, 200],
};

const COLUMN: Record<Persona, number> = { anonymous: 0, student: 1, mediaManager: 2, president: 3, otherLeader: 4, admin: 5, office: 6 };

/**
 * The seventh persona, a door pass of chapter A's event: its
 * column is derived. It holds no account: a public route answers it as it
 * answers anonymous, any other route refuses its token (401) — except the
 * pass's own routes, listed here.
 */
const DOOR_PASS_ROUTES: Partial<Record<RouteId, number>> = { scanWithDoorPass: 200, getDoorPassRoster: 200, syncDoorPassScans: 200 };

export function expectedForDoorPass(route: RouteId, auth: string): number {
  return DOOR_PASS_ROUTES[route] ?? (auth === 'public' ? EXPECTED[route][0] : 401);
}

/** The expected status of one cell; undefined when the route has no row. */
export function expectedStatus(route: string, persona: Persona): number | undefined {
  return (EXPECTED as Record<string, Row | undefined>)[route]?.[COLUMN[persona]];
}
