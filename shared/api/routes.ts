/**
 * The API contract: every route of the HTTP API with its request schemas
 * and response type, built on the plain endpoint table of `endpoints.ts`.
 *
 * CDK creates one Lambda per `feature` and one HTTP API route per entry; the
 * local API server serves the same handler modules from the same entries; the
 * SPA's API client builds its requests from them; each feature's handler
 * dispatches on the route id. Renaming a path here breaks the type check
 * rather than a user's page.
 *
 * Paths are relative to the API stage `/api` (the SPA calls `/api/schools`).
 */
import type * as z from 'zod/mini';
import { deleteAccountSchema, greekRsvpSchema, leaderRequestSchema, partyRsvpSchema, updateSchoolSchema } from '../schemas/accounts';
import {
  confirmPaymentSchema,
  createPartyEventSchema,
  partyEventListQuery,
  reviewSchema,
  sandboxChargeSchema,
  saveEventSchema,
  validateTicketSchema,
  admitByIdCheckSchema,
} from '../schemas/party-events';
import { feedbackRequestSchema } from '../schemas/feedback';
import { followSchema, friendRequestSchema, friendSearchQuery } from '../schemas/social';
import { uploadLogoSchema } from '../schemas/school-logos';
import { dataToolParam } from '../schemas/data-tools';
import { nationalKeyParam, pageQuery, stateQuery, uuidParam } from '../schemas/common';
import { includeQuery } from '../schemas/include-query';
import { endpoints, type Endpoint, type EndpointId } from './endpoints';
// Photos and videos (media)
import { mediaIdParam, mediaUploadSchema, recordMediaSchema } from '../schemas/media';
import type { MediaItem, MediaUploadResponse } from './media-types';
// Offline door mode
import type { DoorRosterResponse, DoorSyncResponse } from './door-types';
import { doorSyncSchema } from '../schemas/door';
// 21+ at the door and live headcount
import { updateProfileSchema } from '../schemas/profile';
import type { DoorHeadcountByDoor } from './door-types';
// Door passes for volunteers
import type { CreatedDoorPass, DoorPass, DoorPassList, DoorPassScanResponse, DoorPassSession, DoorScreenResponse } from './door-pass-types';
import { createDoorPassSchema, doorPassScanSchema, openDoorPassSchema } from '../schemas/door-pass';
import type { AdminOverviewResponse, ChapterRolesResponse, LeaderRequestResponse, LeaderRequestsResponse, MeResponse } from './account-types';
import type { AdminStatsResponse, AutoFetchLogosResponse, DataToolJob, DataToolsStatusResponse, ReplaceSchoolsPreview, SchoolLogosResponse, SchoolResponse } from './admin-tools-types';
import type { CreatePartyEventResponse, EventAnalyticsResponse, PartyEventListResponse, PartyEventPageResponse, PartyRsvpResponse, ReviewResponse, SaveResponse } from './party-event-types';
import type { CancelTicketResponse, MyTicketsResponse, PaymentIntentResponse, SandboxChargeResponse, TicketResponse } from './ticket-types';
import type { WaitlistResponse } from './waitlist-types';
import type { DropLineResponse } from './drop-types';
import type { ValidateTicketResponse } from './door-types';
import type { ChapterPageResponse, GreekRsvpResponse, SchoolChaptersResponse, DirectoryResponse, GreekEventListResponse, GreekEventPageResponse, NationalLookupResponse, PopulateResponse, SchoolListResponse, SchoolPageResponse } from './catalog-types';
import type { OkResponse } from './common-types';
import type { FeedResponse, FollowResponse, FriendRequestResponse, FriendSearchResponse, FriendsResponse } from './social-types';
// Admin tabs and /manage-roles
import type { AuditLogResponse, ManageRolesResponse, RoleAssignmentsResponse, UserListResponse } from './admin-types';
import { chapterRoleParams, directRoleSchema, userListQuery, userParam } from '../schemas/admin';
import { newOrganizationSchema, newSchoolSchema } from '../schemas/catalog-admin';
import type { ChapterDetail, School } from './catalog-types';
import { assignMemberRoleSchema, roleParam } from '../schemas/roles';
// Cancelled events
import { cancelEventSchema, salesOpenSchema } from '../schemas/party-events';
import type { CancelPartyEventResponse } from './party-event-types';
// Transfer to a friend
import type { OfferTransferResponse, TransferDecisionResponse } from './ticket-types';
// Live tickets
import type { LiveTicketResponse, PhoneMoveStartedResponse } from './ticket-types';
import { phoneKeySchema, phoneMoveCodeSchema } from '../schemas/live-ticket';
import { offerTransferSchema } from '../schemas/ticket-transfer';
// Party paperwork
import { schoolRulesSchema } from '../school-rules';
import type { EventPaperworkResponse, OfficeRulesResponse, PacketFileResponse, SchoolRulesResponse, SoberMonitorCodeResponse, SoberMonitorsResponse } from './party-packet-types';
import { soberMonitorsSchema } from '../schemas/party-packet';
// A door pass offline
import type { DoorPassRoster, DoorPassSyncResponse } from './door-pass-types';
import { doorPassSyncSchema } from '../schemas/door-pass';
// The Greek-life office
import type { OfficeEventsResponse, OfficeGrantResponse } from './office-types';
import { grantOfficeSchema } from '../schemas/office';

export { FEATURES, type AuthLevel, type Feature, type HttpMethod } from './endpoints';

export type RouteSpec = Endpoint & {
  /** Path parameters schema. */
  params?: z.ZodMiniType;
  /** Query string schema. */
  query?: z.ZodMiniType;
  /** JSON body schema. */
  body?: z.ZodMiniType;
  /** The handler reads the body's exact bytes itself (a signed webhook): no JSON check before it. */
  rawBody?: true;
  /** Phantom: the 2xx response body type. Never set at runtime. */
  response?: unknown;
};

/** Adds schemas and the response type to an endpoint of `endpoints.ts`. */
function route<Res>() {
  return <const Id extends EndpointId, const S extends Omit<RouteSpec, keyof Endpoint | 'response'>>(id: Id, spec?: S) =>
    ({ ...endpoints[id], ...(spec as S) }) as (typeof endpoints)[Id] & S & { response?: Res };
}

export const routes = {
  listSchools: route<SchoolListResponse>()('listSchools'),
  getSchool: route<SchoolPageResponse>()('getSchool', { params: uuidParam, query: includeQuery('chapters') }),
  listSchoolChapters: route<SchoolChaptersResponse>()('listSchoolChapters', { params: uuidParam }),

  listOrganizations: route<DirectoryResponse>()('listOrganizations'),
  populateOrganizations: route<PopulateResponse>()('populateOrganizations'),
  getNational: route<NationalLookupResponse>()('getNational', { params: nationalKeyParam, query: stateQuery }),
  getChapter: route<ChapterPageResponse>()('getChapter', { params: uuidParam }),
  getChapterForViewer: route<ChapterPageResponse>()('getChapterForViewer', { params: uuidParam }),

  listGreekEvents: route<GreekEventListResponse>()('listGreekEvents', { query: pageQuery }),
  getGreekEvent: route<GreekEventPageResponse>()('getGreekEvent', { params: uuidParam }),
  getGreekEventRsvp: route<GreekRsvpResponse>()('getGreekEventRsvp', { params: uuidParam }),
  getGreekEventForViewer: route<GreekEventPageResponse>()('getGreekEventForViewer', { params: uuidParam }),
  setGreekEventRsvp: route<GreekRsvpResponse>()('setGreekEventRsvp', { params: uuidParam, body: greekRsvpSchema }),

  sendFeedback: route<OkResponse>()('sendFeedback', { body: feedbackRequestSchema }),

  getMe: route<MeResponse>()('getMe'),
  updateMySchool: route<MeResponse>()('updateMySchool', { body: updateSchoolSchema }),
  deleteMe: route<OkResponse>()('deleteMe', { body: deleteAccountSchema }),
  signOutEverywhere: route<OkResponse>()('signOutEverywhere'),

  getChapterRoles: route<ChapterRolesResponse>()('getChapterRoles', { params: uuidParam }),
  createLeaderRequest: route<LeaderRequestResponse>()('createLeaderRequest', { body: leaderRequestSchema }),

  getAdminOverview: route<AdminOverviewResponse>()('getAdminOverview', { query: includeQuery('approvals') }),
  listLeaderRequests: route<LeaderRequestsResponse>()('listLeaderRequests'),
  approveLeaderRequest: route<LeaderRequestResponse>()('approveLeaderRequest', { params: uuidParam }),
  rejectLeaderRequest: route<LeaderRequestResponse>()('rejectLeaderRequest', { params: uuidParam }),

  listPartyEvents: route<PartyEventListResponse>()('listPartyEvents', { query: partyEventListQuery }),
  getPartyEvent: route<PartyEventPageResponse>()('getPartyEvent', { params: uuidParam }),
  getPartyEventForViewer: route<PartyEventPageResponse>()('getPartyEventForViewer', { params: uuidParam }),
  createPartyEvent: route<CreatePartyEventResponse>()('createPartyEvent', { body: createPartyEventSchema }),
  deletePartyEvent: route<OkResponse>()('deletePartyEvent', { params: uuidParam }),
  setPartyRsvp: route<PartyRsvpResponse>()('setPartyRsvp', { params: uuidParam, body: partyRsvpSchema }),
  setPartySaved: route<SaveResponse>()('setPartySaved', { params: uuidParam, body: saveEventSchema }),
  createReview: route<ReviewResponse>()('createReview', { params: uuidParam, body: reviewSchema }),
  getEventAnalytics: route<EventAnalyticsResponse>()('getEventAnalytics', { params: uuidParam, query: includeQuery('paperwork') }),

  createFreeTicket: route<TicketResponse>()('createFreeTicket', { params: uuidParam }),
  listMyTickets: route<MyTicketsResponse>()('listMyTickets'),
  validateTicket: route<ValidateTicketResponse>()('validateTicket', { body: validateTicketSchema }),

  createTicketPayment: route<PaymentIntentResponse>()('createTicketPayment', { params: uuidParam }),
  confirmTicketPayment: route<TicketResponse>()('confirmTicketPayment', { body: confirmPaymentSchema }),
  /** Raw body: the handler verifies Stripe's signature over the exact bytes. */
  stripeWebhook: route<OkResponse>()('stripeWebhook', { rawBody: true }),
  sandboxCharge: route<SandboxChargeResponse>()('sandboxCharge', { body: sandboxChargeSchema }),

  // Admin tabs and /manage-roles
  listAuditLog: route<AuditLogResponse>()('listAuditLog'),
  getManagedRoles: route<ManageRolesResponse>()('getManagedRoles'),
  removeManagedRole: route<ManageRolesResponse>()('removeManagedRole', { params: roleParam }),
  assignManagedRole: route<ManageRolesResponse>()('assignManagedRole', { body: assignMemberRoleSchema }),
  listRoleAssignments: route<RoleAssignmentsResponse>()('listRoleAssignments'),
  assignRoleDirectly: route<RoleAssignmentsResponse>()('assignRoleDirectly', { body: directRoleSchema }),
  removeRoleDirectly: route<RoleAssignmentsResponse>()('removeRoleDirectly', { params: chapterRoleParams }),
  listUsers: route<UserListResponse>()('listUsers', { query: userListQuery }),
  deleteUser: route<OkResponse>()('deleteUser', { params: userParam }),
  listAdminSchools: route<SchoolListResponse>()('listAdminSchools'),
  createSchool: route<{ school: School }>()('createSchool', { body: newSchoolSchema }),
  deleteSchool: route<OkResponse>()('deleteSchool', { params: uuidParam }),
  createOrganization: route<{ organization: ChapterDetail }>()('createOrganization', { body: newOrganizationSchema }),
  deleteOrganization: route<OkResponse>()('deleteOrganization', { params: uuidParam }),
  // Social: follows, friends, My Feed.
  getFollow: route<FollowResponse>()('getFollow', { params: uuidParam }),
  setFollow: route<FollowResponse>()('setFollow', { params: uuidParam, body: followSchema }),
  getMyFeed: route<FeedResponse>()('getMyFeed'),
  listFriends: route<FriendsResponse>()('listFriends'),
  searchPeople: route<FriendSearchResponse>()('searchPeople', { query: friendSearchQuery }),
  sendFriendRequest: route<FriendRequestResponse>()('sendFriendRequest', { body: friendRequestSchema }),
  acceptFriendRequest: route<OkResponse>()('acceptFriendRequest', { params: uuidParam }),
  rejectFriendRequest: route<OkResponse>()('rejectFriendRequest', { params: uuidParam }),
  removeFriend: route<OkResponse>()('removeFriend', { params: uuidParam }),
  // Photos and videos (media)
  createMediaUpload: route<MediaUploadResponse>()('createMediaUpload', { params: uuidParam, body: mediaUploadSchema }),
  recordMedia: route<MediaItem>()('recordMedia', { params: uuidParam, body: recordMediaSchema }),
  deleteMedia: route<OkResponse>()('deleteMedia', { params: mediaIdParam }),
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: route<AdminStatsResponse>()('getAdminStats'),
  listSchoolLogos: route<SchoolLogosResponse>()('listSchoolLogos'),
  uploadSchoolLogo: route<SchoolResponse>()('uploadSchoolLogo', { params: uuidParam, body: uploadLogoSchema }),
  deleteSchoolLogo: route<SchoolResponse>()('deleteSchoolLogo', { params: uuidParam }),
  autoFetchSchoolLogos: route<AutoFetchLogosResponse>()('autoFetchSchoolLogos'),
  getDataToolsStatus: route<DataToolsStatusResponse>()('getDataToolsStatus'),
  previewReplaceSchools: route<ReplaceSchoolsPreview>()('previewReplaceSchools'),
  startDataTool: route<DataToolJob>()('startDataTool', { params: dataToolParam }),
  getDataToolJob: route<DataToolJob>()('getDataToolJob', { params: uuidParam }),
  // Offline door mode
  getDoorRoster: route<DoorRosterResponse>()('getDoorRoster', { params: uuidParam }),
  syncDoorScans: route<DoorSyncResponse>()('syncDoorScans', { body: doorSyncSchema }),
  // 21+ at the door and live headcount
  updateMyProfile: route<MeResponse>()('updateMyProfile', { body: updateProfileSchema }),
  getDoorHeadcount: route<DoorHeadcountByDoor>()('getDoorHeadcount', { params: uuidParam }),
  getDoorScreen: route<DoorScreenResponse>()('getDoorScreen', { params: uuidParam }),
  // Ticket cancellation
  cancelTicket: route<CancelTicketResponse>()('cancelTicket', { params: uuidParam }),
  // Cancelled events
  cancelPartyEvent: route<CancelPartyEventResponse>()('cancelPartyEvent', { params: uuidParam, body: cancelEventSchema }),
  adminCancelPartyEvent: route<CancelPartyEventResponse>()('adminCancelPartyEvent', { params: uuidParam, body: cancelEventSchema }),
  // Transfer to a friend
  offerTicketTransfer: route<OfferTransferResponse>()('offerTicketTransfer', { params: uuidParam, body: offerTransferSchema }),
  acceptTicketTransfer: route<TransferDecisionResponse>()('acceptTicketTransfer', { params: uuidParam }),
  declineTicketTransfer: route<TransferDecisionResponse>()('declineTicketTransfer', { params: uuidParam }),
  withdrawTicketTransfer: route<TransferDecisionResponse>()('withdrawTicketTransfer', { params: uuidParam }),
  // Door passes for volunteers
  listDoorPasses: route<DoorPassList>()('listDoorPasses', { params: uuidParam }),
  createDoorPass: route<CreatedDoorPass>()('createDoorPass', { params: uuidParam, body: createDoorPassSchema }),
  revokeDoorPass: route<DoorPass>()('revokeDoorPass', { params: uuidParam }),
  unlockDoorPass: route<DoorPass>()('unlockDoorPass', { params: uuidParam }),
  openDoorPass: route<DoorPassSession>()('openDoorPass', { params: uuidParam, body: openDoorPassSchema }),
  scanWithDoorPass: route<DoorPassScanResponse>()('scanWithDoorPass', { params: uuidParam, body: doorPassScanSchema }),
  // Waitlist
  joinWaitlist: route<WaitlistResponse>()('joinWaitlist', { params: uuidParam }),
  leaveWaitlist: route<WaitlistResponse>()('leaveWaitlist', { params: uuidParam }),
  // A drop: its line, and moving when sales open
  joinDropLine: route<DropLineResponse>()('joinDropLine', { params: uuidParam }),
  getDropLine: route<DropLineResponse>()('getDropLine', { params: uuidParam }),
  setSalesOpenAt: route<CreatePartyEventResponse>()('setSalesOpenAt', { params: uuidParam, body: salesOpenSchema }),
  // Party paperwork: office rules, sober monitors, registration packet
  getSchoolRules: route<SchoolRulesResponse>()('getSchoolRules', { params: uuidParam }),
  updateSchoolRules: route<SchoolRulesResponse>()('updateSchoolRules', { params: uuidParam, body: schoolRulesSchema }),
  getOfficeRules: route<OfficeRulesResponse>()('getOfficeRules'),
  getEventPaperwork: route<EventPaperworkResponse>()('getEventPaperwork', { params: uuidParam }),
  setSoberMonitors: route<SoberMonitorsResponse>()('setSoberMonitors', { params: uuidParam, body: soberMonitorsSchema }),
  getRegistrationPacket: route<PacketFileResponse>()('getRegistrationPacket', { params: uuidParam }),
  getGuestListCsv: route<PacketFileResponse>()('getGuestListCsv', { params: uuidParam }),
  // A door pass offline
  getDoorPassRoster: route<DoorPassRoster>()('getDoorPassRoster', { params: uuidParam }),
  syncDoorPassScans: route<DoorPassSyncResponse>()('syncDoorPassScans', { params: uuidParam, body: doorPassSyncSchema }),
  // The Greek-life office
  grantOfficeRole: route<OfficeGrantResponse>()('grantOfficeRole', { params: userParam, body: grantOfficeSchema }),
  revokeOfficeRole: route<OfficeGrantResponse>()('revokeOfficeRole', { params: userParam }),
  listOfficeEvents: route<OfficeEventsResponse>()('listOfficeEvents'),
  getOfficeSchoolRules: route<SchoolRulesResponse>()('getOfficeSchoolRules'),
  updateOfficeSchoolRules: route<SchoolRulesResponse>()('updateOfficeSchoolRules', { body: schoolRulesSchema }),
  // Sober monitors at the door
  getMySoberMonitorCode: route<SoberMonitorCodeResponse>()('getMySoberMonitorCode', { params: uuidParam }),
  // Live tickets
  admitByIdCheck: route<ValidateTicketResponse>()('admitByIdCheck', { body: admitByIdCheckSchema }),
  openLiveTicket: route<LiveTicketResponse>()('openLiveTicket', { params: uuidParam, body: phoneKeySchema }),
  startPhoneMove: route<PhoneMoveStartedResponse>()('startPhoneMove', { params: uuidParam, body: phoneKeySchema }),
  confirmPhoneMove: route<LiveTicketResponse>()('confirmPhoneMove', { params: uuidParam, body: phoneMoveCodeSchema }),
} as const satisfies { [Id in EndpointId]: RouteSpec };

export type Routes = typeof routes;
export type RouteId = keyof Routes;
/** The 2xx body type of a route. */
export type ResponseOf<Id extends RouteId> = NonNullable<Routes[Id]['response']>;
/** `GET /schools/{id}`: the API Gateway v2 routeKey of a route. */
export function routeKey(id: RouteId): string {
  const r: RouteSpec = routes[id];
  return `${r.method} ${r.path}`;
}
/** Every route as a list, for CDK, the local server and the parity test. */
export const routeList: (RouteSpec & { id: RouteId })[] = (Object.keys(routes) as RouteId[]).map((id) => ({
  id,
  ...(routes[id] as RouteSpec),
}));
