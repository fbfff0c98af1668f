/**
 * A deleted account's access token stays valid until it expires (an hour):
 * through the real local API server (JWT checks against cognito-local), every
 * route that writes for a signed-in person refuses it and changes nothing —
 * not a ticket, not a payment intent, not an RSVP. Driven by the manifest: a
 * writing route without a row below fails the test.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { routeList, type RouteId } from '../../../shared/api/routes';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { resetCognito } from '../../../functions/lib/clients/cognito';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { profileChapterOp } from '../../../functions/domains/people/profiles';
import { assignRole } from '../../../functions/domains/people/roles/roles';
import { tableName, transactWrite } from '../../../functions/lib/db/table';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { createTestPool, signIn, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { apiCall, startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';
import { greekEvent, pickSchools, writeGreekEvents, writeSchools } from '../support/fixtures';
import { newChapter, newUser, requestRole } from '../leaders/fixtures';
import { giveTicket } from '../party-events/fixtures';
import { newEvent } from '../tickets/fixtures';
import { newPhoneKey } from '../tickets/live-fixtures';
import { recordedPhoto, storedUpload } from '../media/fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;

let server: RunningApiServer;
let pool: PoolIds;
const [alabama] = pickSchools('University of Alabama');

beforeAll(async () => {
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  resetCognito();
  await writeSchools([alabama!]);
  server = await startPoolApi(pool);
  PHONE_KEY = await newPhoneKey();
});
afterAll(async () => {
  await server?.close();
});

const api = <T = { message?: string }>(method: string, path: string, token: string, body?: unknown) =>
  apiCall<T>(server, method, path, token, body);

/** Every item of the file's table, in key order: what "nothing changed" is checked against. */
async function tableSnapshot(): Promise<string[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
}

interface Setup {
  greekEventId: string;
  freeEventId: string;
  paidEventId: string;
  reviewEventId: string;
  chapterId: string;
  leaderRequestId: string;
  otherTicketCode: string;
  paidIntentId: string;
  openIntentId: string;
  /** Another person's account (a target of the role and user routes). */
  otherSub: string;
  /** Someone else's photo at the chapter the account led, and an upload the account made before it was deleted. */
  mediaId: string;
  uploadKey: string;
  /** The used ticket the account held (kept, anonymised, after the deletion). */
  usedTicketId: string;
}

type Call = { path: string; body?: unknown };

/** A vendor id for the certificate routes (refused before any vendor is looked up). */
const GHOST_VENDOR = '00000000-0000-4000-8000-0000000000a1';

/** A phone's public key as a live ticket's phone registers it (any well-formed key: the ticket is refused first). */
let PHONE_KEY = '';

/**
 * Every route that writes for a signed-in person, the request a live account
 * would have had accepted, and how the deleted account is refused.
 */
const WRITING_ROUTES: Partial<Record<RouteId, { call: (s: Setup) => Call; status: number; message?: string }>> = {
  setGreekEventRsvp: { call: (s) => ({ path: `/events/${s.greekEventId}/rsvp`, body: { status: 'going' } }), status: 401 },
  updateMySchool: { call: () => ({ path: '/me/school', body: { schoolId: alabama!.id } }), status: 401 },
  // Deleting again is harmless: nothing is left to delete.
  deleteMe: { call: () => ({ path: '/me', body: { confirm: 'DELETE' } }), status: 200 },
  // No account left to sign out of.
  signOutEverywhere: { call: () => ({ path: '/me/sign-out-everywhere' }), status: 401 },
  createLeaderRequest: { call: (s) => ({ path: '/leader-requests', body: { chapterId: s.chapterId, role: 'media_manager' } }), status: 409, message: 'Profile not found' },
  createOfficeRequest: { call: () => ({ path: '/office-requests', body: { schoolId: alabama!.id, jobTitle: 'Coordinator' } }), status: 409, message: 'Profile not found' },
  approveLeaderRequest: { call: (s) => ({ path: `/admin/leader-requests/${s.leaderRequestId}/approve` }), status: 403 },
  rejectLeaderRequest: { call: (s) => ({ path: `/admin/leader-requests/${s.leaderRequestId}/reject` }), status: 403 },
  createPartyEvent: {
    call: () => ({ path: '/party-events', body: { title: 'Ghost Party', date: '2031-04-01', time: '20:00', location: 'House', maxAttendees: 50, priceCents: 0 } }),
    status: 403,
    message: 'Profile not found',
  },
  deletePartyEvent: { call: (s) => ({ path: `/party-events/${s.freeEventId}` }), status: 403 },
  setPartyRsvp: { call: (s) => ({ path: `/party-events/${s.freeEventId}/rsvp`, body: { status: 'going' } }), status: 401 },
  setPartySaved: { call: (s) => ({ path: `/party-events/${s.freeEventId}/save`, body: { saved: true } }), status: 401 },
  createReview: { call: (s) => ({ path: `/party-events/${s.reviewEventId}/reviews`, body: { rating: 5 } }), status: 401 },
  createFreeTicket: { call: (s) => ({ path: `/party-events/${s.freeEventId}/tickets` }), status: 404, message: 'Profile not found' },
  validateTicket: { call: (s) => ({ path: '/tickets/validate', body: { eventId: s.freeEventId, qrCode: s.otherTicketCode } }), status: 403 },
  createTicketPayment: { call: (s) => ({ path: `/party-events/${s.paidEventId}/payments` }), status: 404, message: 'Profile not found' },
  sandboxCharge: {
    call: (s) => ({ path: '/payments/sandbox/charge', body: { paymentIntentId: s.openIntentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } }),
    status: 404,
    message: 'Profile not found',
  },
  // Paid before the deletion: refused, and the money goes back (checked on its own below).
  confirmTicketPayment: { call: (s) => ({ path: '/payments/confirm', body: { paymentIntentId: s.paidIntentId, eventId: s.paidEventId } }), status: 404, message: 'Profile not found' },
  // Admin tabs and /manage-roles: the roles and the admin grant went with the account.
  removeManagedRole: { call: () => ({ path: '/manage-roles/media_manager' }), status: 403, message: 'You must belong to an organization' },
  assignManagedRole: { call: (s) => ({ path: '/manage-roles', body: { sub: s.otherSub, role: 'media_manager' } }), status: 403, message: 'You must belong to an organization' },
  assignRoleDirectly: { call: (s) => ({ path: '/admin/roles', body: { sub: s.otherSub, chapterId: s.chapterId, role: 'media_manager' } }), status: 403 },
  removeRoleDirectly: { call: (s) => ({ path: `/admin/chapters/${s.chapterId}/roles/president` }), status: 403 },
  deleteUser: { call: (s) => ({ path: `/admin/users/${s.otherSub}` }), status: 403 },
  createSchool: { call: () => ({ path: '/admin/schools', body: { name: 'Ghost College' } }), status: 403 },
  deleteSchool: { call: () => ({ path: `/admin/schools/${alabama!.id}` }), status: 403 },
  createOrganization: { call: () => ({ path: '/admin/organizations', body: { name: 'Ghost Colony', type: 'fraternity', schoolId: alabama!.id } }), status: 403 },
  deleteOrganization: { call: (s) => ({ path: `/admin/organizations/${s.chapterId}` }), status: 403 },
  // Social: a follow or a friendship needs the person's profile.
  setFollow: { call: (s) => ({ path: `/chapters/${s.chapterId}/follow`, body: { following: true } }), status: 401 },
  sendFriendRequest: { call: (s) => ({ path: '/friends/requests', body: { userId: s.otherSub } }), status: 401 },
  acceptFriendRequest: { call: (s) => ({ path: `/friends/requests/${s.otherSub}/accept` }), status: 401 },
  rejectFriendRequest: { call: (s) => ({ path: `/friends/requests/${s.otherSub}` }), status: 401 },
  removeFriend: { call: (s) => ({ path: `/friends/${s.otherSub}` }), status: 401 },
  // Photos and videos: no profile, no post; its leader role and admin grant went with the account.
  createMediaUpload: { call: (s) => ({ path: `/party-events/${s.freeEventId}/media/uploads`, body: { contentType: 'image/png', size: 100 } }), status: 401 },
  recordMedia: { call: (s) => ({ path: `/party-events/${s.freeEventId}/media`, body: { key: s.uploadKey } }), status: 401 },
  deleteMedia: { call: (s) => ({ path: `/media/${s.mediaId}` }), status: 403, message: 'You can only delete your own photos' },
  // Admin tools: the admin grant went with the account.
  uploadSchoolLogo: { call: () => ({ path: `/admin/school-logos/${alabama!.id}`, body: { contentBase64: 'iVBORw0KGgo=' } }), status: 403 },
  deleteSchoolLogo: { call: () => ({ path: `/admin/school-logos/${alabama!.id}` }), status: 403 },
  autoFetchSchoolLogos: { call: () => ({ path: '/admin/school-logos/auto-fetch' }), status: 403 },
  startDataTool: { call: () => ({ path: '/admin/data-tools/clear-events' }), status: 403 },
  // Offline door mode: the account's leader roles went with it.
  syncDoorScans: {
    call: (s) => ({
      path: '/tickets/door-sync',
      body: { eventId: s.freeEventId, deviceId: randomUUID(), scans: [{ scanId: randomUUID(), qrCode: s.otherTicketCode, scannedAt: '2031-04-01T22:00:00.000Z', decision: 'admitted' }] },
    }),
    status: 403,
  },
  // 21+ at the door and live headcount
  updateMyProfile: { call: () => ({ path: '/me/profile', body: { dateOfBirth: '2004-06-15' } }), status: 401 },
  // Ticket cancellation: the account's used ticket is no longer anybody's.
  cancelTicket: { call: (s) => ({ path: `/tickets/${s.usedTicketId}/cancel` }), status: 404, message: 'Ticket not found' },
  // Cancelled events: the roles went with the account; it was never an admin.
  cancelPartyEvent: { call: (s) => ({ path: `/party-events/${s.freeEventId}/cancel`, body: { reason: 'Ghost' } }), status: 403 },
  adminCancelPartyEvent: { call: (s) => ({ path: `/admin/party-events/${s.freeEventId}/cancel`, body: {} }), status: 403 },
  // Waitlist: nobody to put in line; leaving a line it is not in changes nothing.
  joinWaitlist: { call: (s) => ({ path: `/party-events/${s.freeEventId}/waitlist` }), status: 404, message: 'Profile not found' },
  leaveWaitlist: { call: (s) => ({ path: `/party-events/${s.freeEventId}/waitlist` }), status: 200 },
  // A drop: nobody to put in its line; moving its opening takes a role that went with the account.
  joinDropLine: { call: (s) => ({ path: `/party-events/${s.freeEventId}/line` }), status: 404, message: 'Profile not found' },
  setSalesOpenAt: { call: (s) => ({ path: `/party-events/${s.freeEventId}/sales-open`, body: { salesOpenAt: '2031-01-01T12:00' } }), status: 403 },
  // Door passes: no door to run without the role.
  createDoorPass: { call: (s) => ({ path: `/party-events/${s.freeEventId}/door-passes`, body: { label: 'Ghost door' } }), status: 403 },
  revokeDoorPass: { call: () => ({ path: `/door-passes/${randomUUID()}` }), status: 403 },
  unlockDoorPass: { call: () => ({ path: `/door-passes/${randomUUID()}/unlock` }), status: 403 },
  // Party paperwork: leaders and admins only.
  setSoberMonitors: { call: (s) => ({ path: `/party-events/${s.freeEventId}/sober-monitors`, body: { subs: [] } }), status: 403 },
  setEventVendors: { call: (s) => ({ path: `/party-events/${s.freeEventId}/vendors`, body: { vendors: [] } }), status: 403 },
  // A vendor's certificate of insurance: the host chapter's leaders, whose roles went with the account.
  createVendorCertificateUpload: { call: (s) => ({ path: `/party-events/${s.freeEventId}/vendors/${GHOST_VENDOR}/certificate-upload`, body: { size: 1000 } }), status: 403 },
  recordVendorCertificate: {
    call: (s) => ({ path: `/party-events/${s.freeEventId}/vendors/${GHOST_VENDOR}/certificate`, body: { key: `certificate-uploads/${s.freeEventId}/${GHOST_VENDOR}/1900000000000-00000000.pdf` } }),
    status: 403,
  },
  updateSchoolRules: {
    call: () => ({ path: `/admin/schools/${alabama!.id}/rules`, body: { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null } }),
    status: 403,
  },
  // The Greek-life office: granted and taken back by admins only; a deleted account holds no office to edit rules with.
  updateOfficeSchoolRules: {
    call: () => ({ path: '/office/rules', body: { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null } }),
    status: 403,
  },
  grantOfficeRole: { call: (s) => ({ path: `/admin/users/${s.otherSub}/office`, body: { schoolId: alabama!.id } }), status: 403 },
  revokeOfficeRole: { call: (s) => ({ path: `/admin/users/${s.otherSub}/office` }), status: 403 },
  // The office's review: the account held no office; its leader role (to resubmit) went with it.
  approvePartyEvent: { call: (s) => ({ path: `/office/events/${s.freeEventId}/approve` }), status: 403 },
  returnPartyEvent: { call: (s) => ({ path: `/office/events/${s.freeEventId}/return`, body: { comment: 'Ghost' } }), status: 403 },
  resubmitPartyEvent: { call: (s) => ({ path: `/party-events/${s.freeEventId}/resubmit` }), status: 403 },
  // Edit Event takes a role of the host chapter, which went with the account.
  editPartyEvent: {
    call: (s) => ({ path: `/party-events/${s.freeEventId}`, body: { title: 'Ghost', date: '2031-01-01', time: '20:00', location: 'Nowhere', maxAttendees: 10, priceCents: 0 } }),
    status: 403,
  },
  // After the party: the event report takes a role of the chapter, the entry log an office grant; both went with the account.
  fileEventReport: { call: (s) => ({ path: `/party-events/${s.freeEventId}/report`, body: { attendance: 1, incident: false, text: '' } }), status: 403 },
  openEntryLog: { call: (s) => ({ path: `/office/events/${s.freeEventId}/entry-log`, body: { reason: 'Checking a complaint' } }), status: 403 },
  // Sober-monitor training is recorded by an office grant, which went with the account.
  setMemberTraining: { call: (s) => ({ path: `/office/chapters/${randomUUID()}/members/${s.otherSub}/training`, body: { date: '2026-01-05' } }), status: 403 },
  // Live tickets: the account's used ticket is no longer anybody's, so no phone of the account's binds or moves it;
  // admitting by name takes a door role that went with the account.
  openLiveTicket: { call: (s) => ({ path: `/tickets/${s.usedTicketId}/phone`, body: { publicKey: PHONE_KEY } }), status: 404, message: 'Ticket not found' },
  startPhoneMove: { call: (s) => ({ path: `/tickets/${s.usedTicketId}/phone-move`, body: { publicKey: PHONE_KEY } }), status: 404, message: 'Ticket not found' },
  confirmPhoneMove: { call: (s) => ({ path: `/tickets/${s.usedTicketId}/phone-move/confirm`, body: { code: '123456' } }), status: 404, message: 'Ticket not found' },
  admitByIdCheck: { call: (s) => ({ path: '/tickets/admit-by-id-check', body: { eventId: s.freeEventId, ticketId: s.usedTicketId } }), status: 403 },
  // Transfer to a friend: no ticket of the account's is left to offer; offers to or from it are nobody's.
  offerTicketTransfer: { call: (s) => ({ path: `/tickets/${s.usedTicketId}/transfer`, body: { friendId: randomUUID() } }), status: 404, message: 'Ticket not found' },
  acceptTicketTransfer: { call: () => ({ path: `/ticket-transfers/${randomUUID()}/accept` }), status: 404, message: 'Transfer offer not found' },
  declineTicketTransfer: { call: () => ({ path: `/ticket-transfers/${randomUUID()}/decline` }), status: 404, message: 'Transfer offer not found' },
  withdrawTicketTransfer: { call: () => ({ path: `/ticket-transfers/${randomUUID()}/withdraw` }), status: 404, message: 'Transfer offer not found' },
};

describe('a deleted account’s still-valid token', () => {
  it('has a row for every route that writes for a signed-in person', () => {
    const writing = routeList.filter((r) => r.auth !== 'public' && r.method !== 'GET').map((r) => r.id);
    expect(Object.keys(WRITING_ROUTES).sort()).toEqual([...writing].sort());
  });

  it('is refused by every such route, and nothing changes but the refund of what it had paid', async () => {
    const email = `ghost-${randomUUID().slice(0, 8)}@example.edu`;
    const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name: 'Gus Ghost' } });
    const { accessToken: token } = await signIn(email, 'secret1', { pool });
    expect((await api('GET', '/me', token)).status).toBe(200);

    // Everything a live account of every kind could act on: a leader and an admin, with tickets and intents.
    const chapter = await newChapter();
    await transactWrite([profileChapterOp(sub, chapter.id)]);
    const role = { chapterId: chapter.id, role: 'president' as const, sub, letters: chapter.letters, name: chapter.name, schoolName: chapter.schoolName };
    expect(await assignRole({ ...role, createdAt: new Date().toISOString() })).toBe(true);
    await grantAdmin({ sub, email, grantedAt: new Date().toISOString() });
    const greek = greekEvent(alabama!, '2031-05-01', '19:00');
    await writeGreekEvents([greek]);
    const free = await newEvent(chapter.id);
    const paid = await newEvent(chapter.id, { priceCents: 1200 });
    const reviewed = await newEvent(chapter.id);
    const usedTicket = await giveTicket({ sub, email, fullName: 'Gus Ghost', claims: {} }, reviewed, { used: true });
    const guest = await newUser();
    const guestTicket = await giveTicket(guest, free);
    const request = await requestRole(await newUser(), (await newChapter()).id, 'president');
    const paidIntent = (await api<PaymentIntentResponse>('POST', `/party-events/${paid.id}/payments`, token)).json.paymentIntentId;
    const charge = { paymentIntentId: paidIntent, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    expect((await api('POST', '/payments/sandbox/charge', token, charge)).status).toBe(200);
    const openIntent = (await api<PaymentIntentResponse>('POST', `/party-events/${paid.id}/payments`, token)).json.paymentIntentId;
    const setup: Setup = {
      greekEventId: greek.id,
      freeEventId: free.id,
      paidEventId: paid.id,
      reviewEventId: reviewed.id,
      chapterId: chapter.id,
      leaderRequestId: request.id,
      otherTicketCode: guestTicket.qrCode,
      paidIntentId: paidIntent,
      openIntentId: openIntent,
      otherSub: guest.sub,
      mediaId: (await recordedPhoto(guest.sub, free.id)).id,
      uploadKey: await storedUpload(sub, free.id),
      usedTicketId: usedTicket.id,
    };

    expect((await api('DELETE', '/me', token, { confirm: 'DELETE' })).status).toBe(200);
    const before = await tableSnapshot();

    for (const route of routeList.filter((r) => r.auth !== 'public' && r.method !== 'GET' && r.id !== 'confirmTicketPayment')) {
      const expected = WRITING_ROUTES[route.id]!;
      const { path, body } = expected.call(setup);
      const answer = await api(route.method, path, token, body);
      expect(answer.status, `${route.id}: ${JSON.stringify(answer.json)}`).toBe(expected.status);
      if (expected.message) expect(answer.json.message, route.id).toBe(expected.message);
    }
    expect(await tableSnapshot()).toEqual(before);
    expect((await getSandboxIntent(openIntent))?.status).toBe('requires_payment_method');

    const confirm = WRITING_ROUTES.confirmTicketPayment!;
    const confirmed = await api<TicketResponse & { message?: string }>('POST', '/payments/confirm', token, confirm.call(setup).body);
    expect([confirmed.status, confirmed.json.message]).toEqual([confirm.status, confirm.message]);
    expect(await listEventTickets(paid.id)).toEqual([]);
    expect((await getSandboxIntent(paidIntent))?.refunded).toBe(true);
  });
});
