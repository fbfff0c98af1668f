/**
 * What the matrix sends to each route: a valid request on a meaningful
 * target, the same for every persona, so only who calls decides the answer
 * (the president's own chapter's event for analytics, which the other
 * chapter's leader tries too; the student's own payment, which nobody else
 * may confirm…). Targets a success would use up are made fresh per call.
 * Keyed by route id: a route missing here is a type error.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '../../../shared/api/routes';
import { AUTHZ_NOW, freshChapterAndPerson, freshPerson, freshSchool, SUCCESS_CARD, UPCOMING, type AuthzFixture } from './fixture';
import { decodeJwt } from 'jose';
import { getProfile } from '../../../functions/domains/people/profiles';
import { signIn } from '../../support/cognito';
import { sessionOf } from '../../support/session';
import { giveOffice, giveRole, PASSWORD } from './personas';
import { freshFriend } from './social-targets';
import type { RouteInput } from './harness';
import type { Persona } from './personas';
// Photos and videos (media)
import { recordedPhoto, storedUpload } from '../media/fixtures';
import { TINY_PNG_BASE64 } from '../../support/images';
import { finishJob, getRunningJob, startJob } from '../../../functions/domains/platform/data-tool-jobs';
// Ticket cancellation
import { giveTicket } from '../party-events/fixtures';
// Transfer to a friend
import { offerTransfer } from '../../../functions/tickets/transfer';
// Door passes for volunteers
import { PASS_PIN, storedDoorPass } from '../door-pass/fixtures';
import { DOOR_PASS_MAX_FAILURES } from '../../../shared/schemas/door-pass';
// Waitlist
import { newEvent } from '../party-events/fixtures';
// A drop
import { runTick } from '../../../functions/domains/ticketing/drop/admission';
// After the party
import { rulesOf } from '../../../shared/school-deadlines';
// Vendors' certificates of insurance
import { newCertificateUploadKey } from '../../../functions/domains/catalog/party-events/vendor-certificates';
import { putObjectIn } from '../../../functions/lib/s3/objects';
import { loadConfig } from '../../../functions/lib/config';
import { realPdf } from '../vendors/certificate-fixtures';
// Live tickets
import { MOVE_CODE, newPhoneKey, pendingMoveWithCode } from '../tickets/live-fixtures';

/** The held job of this table (harness.ts: jobs wait), or a finished one recorded here (so the lock stays free). */
async function someDataToolJob(fx: AuthzFixture): Promise<string> {
  const running = await getRunningJob();
  if (running) return running.id;
  const job = await startJob(randomUUID(), 'fix-event-locations', fx.people.admin.sub, AUTHZ_NOW);
  if (!job) throw new Error('the data tool lock is taken, yet no job holds it');
  await finishJob(job.id, { status: 'succeeded', message: 'Matrix run', result: {} }, AUTHZ_NOW, []);
  return job.id;
}

/** A new valid ticket of `sub` for a new event of chapter A (Ticket cancellation); a live one with `live`, on a phone with `phoneKey`. */
export async function ownTicket(fx: AuthzFixture, sub: string, opts: { live?: boolean; phoneKey?: string } = {}) {
  return giveTicket({ sub, fullName: 'Matrix Holder', email: '', claims: {} }, await fx.fresh.event(), { purchasedAt: AUTHZ_NOW.toISOString(), ...opts });
}

/** A new sold-out free event of chapter A (Waitlist). */
export async function soldOutEvent(fx: AuthzFixture) {
  return newEvent(fx.chapters.a, UPCOMING, '20:00', { priceCents: 0, maxAttendees: 1, ticketsSold: 1 });
}

/** A new drop of chapter A: sales open at `salesOpenAt` (before the event, in its zone). */
export async function dropEvent(fx: AuthzFixture, salesOpenAt: string) {
  return newEvent(fx.chapters.a, UPCOMING, '20:00', { priceCents: 0, maxAttendees: 5, salesOpenAt });
}

/** A drop on sale since the day before, its line drawn and moved at `AUTHZ_NOW` (the clock stands still: no tick is due again). */
async function openDrop(fx: AuthzFixture): Promise<string> {
  const event = await dropEvent(fx, '2030-03-01T12:00');
  await runTick(event.id, AUTHZ_NOW);
  return event.id;
}

/** An event of chapter A (school A) awaiting the office: `submitted` (its one sober monitor named, so it may be approved) or `returned`. */
export function eventInReview(fx: AuthzFixture, state: 'submitted' | 'returned') {
  const review = { state, comment: state === 'returned' ? 'Name the venue' : null, by: fx.people.president.sub, at: AUTHZ_NOW.toISOString() };
  return newEvent(fx.chapters.a, UPCOMING, '20:00', { alcoholAllowed: true, maxAttendees: 10, status: 'inReview', review, soberMonitors: [{ sub: fx.people.mediaManager.sub, fullName: 'Matrix Monitor' }] });
}

/** A new event of chapter A (school A) with one declared vendor; its certificate recorded with `withCertificate`. */
async function vendorEvent(fx: AuthzFixture, withCertificate = false) {
  const vendorId = randomUUID();
  const certificate = { key: `vendor-certificates/${vendorId}.pdf`, bytes: 1000, uploadedAt: AUTHZ_NOW.toISOString() };
  const vendors = [{ id: vendorId, name: 'Campus Guard', kind: 'security' as const, ...(withCertificate ? { certificate } : {}) }];
  return { event: await newEvent(fx.chapters.a, UPCOMING, '20:00', { vendors }), vendorId };
}

/** A PDF at a new upload key of the event's vendor, as its presigned POST would have sent it. */
async function sentCertificate(eventId: string, vendorId: string): Promise<string> {
  const key = newCertificateUploadKey(eventId, vendorId, AUTHZ_NOW);
  await putObjectIn(loadConfig().documentBucket, key, await realPdf(), { contentType: 'application/pdf' });
  return key;
}

export type InputOf = (fx: AuthzFixture, persona: Persona) => RouteInput | Promise<RouteInput>;

const id = (value: string): RouteInput => ({ params: { id: value } });
/** A persona's sub (anonymous has none: any person then, the call is refused before it matters). */
const subOf = (fx: AuthzFixture, persona: Persona) => (persona === 'anonymous' ? fx.people.student.sub : fx.people[persona].sub);

export const MATRIX_INPUTS: Record<RouteId, InputOf> = {
  listSchools: () => ({}),
  // The heavier variant (My School's, with the chapters): what route-calls holds to 3.
  getSchool: (fx) => ({ ...id(fx.schools.a.id), query: { include: 'chapters' } }),
  listSchoolChapters: (fx) => id(fx.schools.a.id),

  listOrganizations: () => ({}),
  populateOrganizations: () => ({}),
  getNational: (fx) => ({ params: { key: fx.chapters.a.nationalKey }, query: { state: fx.chapters.a.state } }),
  getChapter: (fx) => id(fx.chapters.a.id),
  getChapterForViewer: (fx) => id(fx.chapters.a.id),

  listGreekEvents: () => ({}),
  getGreekEvent: (fx) => id(fx.greekEvent.id),
  getGreekEventRsvp: (fx) => id(fx.greekEvent.id),
  getGreekEventForViewer: (fx) => id(fx.greekEvent.id),
  setGreekEventRsvp: (fx) => ({ ...id(fx.greekEvent.id), body: { status: 'going' } }),

  sendFeedback: (_fx, persona) => ({
    body: { name: 'Pat Doe', email: 'pat@example.edu', subject: `Matrix (${persona})`, message: 'The event page is great.', feedbackId: randomUUID() },
  }),

  getMe: () => ({}),
  updateMySchool: (fx) => ({ body: { schoolId: fx.schools.b.id } }),
  // Tried after every other route but deleteMe (SELF_DESTRUCTIVE), which signs in again first.
  signOutEverywhere: () => ({}),
  deleteMe: async (fx, persona) => {
    await signedInAgain(fx, persona);
    return { body: { confirm: 'DELETE' } };
  },

  getChapterRoles: (fx) => id(fx.chapters.a.id),
  createLeaderRequest: (fx) => ({ body: { chapterId: fx.chapters.b.id, role: 'media_manager', message: 'I run our socials' } }),
  createOfficeRequest: (fx) => ({ body: { schoolId: fx.schools.b.id, jobTitle: 'Assistant Director of Fraternity & Sorority Life' } }),

  getAdminOverview: () => ({ query: { include: 'approvals' } }),
  listLeaderRequests: () => ({}),
  approveLeaderRequest: async (fx) => id((await fx.fresh.leaderRequest()).id),
  rejectLeaderRequest: async (fx) => id((await fx.fresh.leaderRequest()).id),

  listPartyEvents: (fx) => ({ query: { school: fx.schools.a.id, limit: '10' } }),
  getPartyEvent: (fx) => id(fx.freeEvent.id),
  getPartyEventForViewer: (fx) => id(fx.freeEvent.id),
  createPartyEvent: () => ({
    body: { title: 'Matrix Mixer', date: UPCOMING, time: '20:30', location: 'Chapter House', maxAttendees: 80, priceCents: 0 },
  }),
  deletePartyEvent: async (fx) => id((await fx.fresh.event()).id),
  setPartyRsvp: (fx) => ({ ...id(fx.freeEvent.id), body: { status: 'going' } }),
  setPartySaved: (fx) => ({ ...id(fx.freeEvent.id), body: { saved: true } }),
  createReview: (fx) => ({ ...id(fx.reviewedEvent.id), body: { rating: 5, comment: 'Great night' } }),
  // With the paperwork panel, as the screen asks (one screen, one request): the matrix and route-calls count the widest answer.
  getEventAnalytics: (fx) => ({ ...id(fx.freeEvent.id), query: { include: 'paperwork' } }),

  createFreeTicket: (fx) => id(fx.freeEvent.id),
  listMyTickets: () => ({}),
  validateTicket: async (fx) => ({ body: { eventId: fx.freeEvent.id, qrCode: await fx.fresh.ticketCode(fx.freeEvent) } }),

  createTicketPayment: (fx) => id(fx.paidEvent.id),
  confirmTicketPayment: async (fx) => ({
    body: { paymentIntentId: await fx.fresh.studentIntent(fx.confirmEvent, true), eventId: fx.confirmEvent.id },
  }),
  // Nobody can forge Stripe's signature; the sandbox gateway takes no webhooks at all.
  stripeWebhook: (fx) => ({
    headers: { 'stripe-signature': 't=1,v1=0000' },
    body: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged', metadata: { eventId: fx.paidEvent.id } } } },
  }),
  sandboxCharge: async (fx) => ({
    body: { paymentIntentId: await fx.fresh.studentIntent(fx.paidEvent, false), cardNumber: SUCCESS_CARD.number, expiry: '12 / 34', cvc: '123' },
  }),

  // Admin tabs and /manage-roles
  listAuditLog: () => ({}),
  getManagedRoles: () => ({}),
  removeManagedRole: () => ({ params: { role: 'media_manager' } }),
  assignManagedRole: (fx) => ({ body: { sub: fx.people.mediaManager.sub, role: 'media_manager' } }),
  listRoleAssignments: () => ({}),
  assignRoleDirectly: async (fx) => {
    const { chapter, person } = await freshChapterAndPerson(fx);
    return { body: { sub: person.sub, chapterId: chapter.id, role: 'president' } };
  },
  removeRoleDirectly: async (fx) => {
    const { chapter, person } = await freshChapterAndPerson(fx);
    await giveRole(person, chapter, 'media_manager', AUTHZ_NOW);
    return { params: { id: chapter.id, role: 'media_manager' } };
  },
  listUsers: () => ({ query: { q: 'tester' } }),
  deleteUser: async (fx) => id((await freshPerson(fx)).sub),
  listAdminSchools: () => ({}),
  createSchool: () => ({ body: { name: 'Matrix College', city: 'Tempe', state: 'AZ' } }),
  deleteSchool: async () => id((await freshSchool()).id),
  createOrganization: (fx) => ({ body: { name: 'Matrix Colony', letters: 'ΜΧ', type: 'fraternity', schoolId: fx.schools.a.id } }),
  deleteOrganization: async (fx) => id((await freshChapterAndPerson(fx)).chapter.id),
  // Social: each signed-in persona acts on their own follow, requests and friends (made fresh).
  getFollow: (fx) => id(fx.chapters.a.id),
  setFollow: (fx) => ({ ...id(fx.chapters.a.id), body: { following: true } }),
  getMyFeed: () => ({}),
  listFriends: () => ({}),
  searchPeople: () => ({ query: { q: 'Student' } }),
  sendFriendRequest: async () => ({ body: { userId: await freshFriend() } }),
  acceptFriendRequest: async (fx, persona) => id(await freshFriend({ asking: subOf(fx, persona) })),
  rejectFriendRequest: async (fx, persona) => id(await freshFriend({ asking: subOf(fx, persona) })),
  removeFriend: async (fx, persona) => id(await freshFriend({ asking: subOf(fx, persona), accepted: true })),
  // Photos and videos (media): the caller's own upload to record; a new photo of the student's to delete.
  createMediaUpload: (fx) => ({ ...id(fx.freeEvent.id), body: { contentType: 'image/png', size: 2048 } }),
  recordMedia: async (fx, persona) => ({
    ...id(fx.freeEvent.id),
    body: { key: await storedUpload(persona === 'anonymous' ? fx.people.student.sub : fx.people[persona].sub, fx.freeEvent.id), caption: 'Matrix' },
  }),
  deleteMedia: async (fx) => id((await recordedPhoto(fx.people.student.sub, fx.freeEvent.id)).id),
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: () => ({}),
  listSchoolLogos: () => ({}),
  uploadSchoolLogo: (fx) => ({ ...id(fx.schools.a.id), body: { contentBase64: TINY_PNG_BASE64 } }),
  deleteSchoolLogo: (fx) => id(fx.schools.b.id),
  autoFetchSchoolLogos: () => ({}),
  getDataToolsStatus: () => ({}),
  previewReplaceSchools: () => ({}),
  startDataTool: () => ({ params: { tool: 'fix-event-locations' } }),
  getDataToolJob: async (fx) => id(await someDataToolJob(fx)),
  // Offline door mode
  getDoorRoster: (fx) => id(fx.freeEvent.id),
  // A fresh ticket admitted offline by a new device, synced.
  syncDoorScans: async (fx) => ({
    body: {
      eventId: fx.freeEvent.id,
      deviceId: randomUUID(),
      scans: [{ scanId: randomUUID(), qrCode: await fx.fresh.ticketCode(fx.freeEvent), scannedAt: AUTHZ_NOW.toISOString(), decision: 'admitted' }],
    },
  }),
  // 21+ at the door and live headcount
  updateMyProfile: () => ({ body: { dateOfBirth: '2004-06-15' } }),
  getDoorHeadcount: (fx) => id(fx.freeEvent.id),
  getDoorScreen: (fx) => id(fx.freeEvent.id),
  // Ticket cancellation: the persona's own ticket of a new event.
  cancelTicket: async (fx, persona) => id((await ownTicket(fx, subOf(fx, persona))).id),
  // Cancelled events: a fresh event of chapter A each time (a success cancels it).
  cancelPartyEvent: async (fx) => ({ ...id((await fx.fresh.event()).id), body: { reason: 'Venue flooded' } }),
  adminCancelPartyEvent: async (fx) => ({ ...id((await fx.fresh.event()).id), body: {} }),
  // Transfer to a friend
  offerTicketTransfer: async (fx, persona) => {
    const sub = subOf(fx, persona);
    return { ...id((await ownTicket(fx, sub)).id), body: { friendId: await freshFriend({ asking: sub, accepted: true }) } };
  },
  acceptTicketTransfer: async (fx, persona) => id(await friendOffer(fx, subOf(fx, persona), 'to')),
  declineTicketTransfer: async (fx, persona) => id(await friendOffer(fx, subOf(fx, persona), 'to')),
  withdrawTicketTransfer: async (fx, persona) => id(await friendOffer(fx, subOf(fx, persona), 'from')),
  // Door passes for volunteers: chapter A's event's passes; a new one to revoke or open each call.
  listDoorPasses: (fx) => id(fx.freeEvent.id),
  createDoorPass: (fx) => ({ ...id(fx.freeEvent.id), body: { label: 'Matrix door' } }),
  revokeDoorPass: async (fx) => id((await storedDoorPass(fx.freeEvent, fx.doorPass.window)).id),
  // A new pass locked by wrong PINs, to unlock.
  unlockDoorPass: async (fx) => id((await storedDoorPass(fx.freeEvent, fx.doorPass.window, { failedPins: DOOR_PASS_MAX_FAILURES, lockedUntil: new Date(AUTHZ_NOW.getTime() + 600_000).toISOString() })).id),
  openDoorPass: async (fx) => ({ ...id((await storedDoorPass(fx.freeEvent, fx.doorPass.window)).id), body: { pin: PASS_PIN } }),
  // The door pass persona's own pass (its token is what it sends); a new ticket of its event.
  scanWithDoorPass: async (fx) => ({ ...id(fx.doorPass.pass.id), body: { qrCode: await fx.fresh.ticketCode(fx.freeEvent) } }),
  // Waitlist: a new sold-out event to join; leaving answers even when not in line.
  joinWaitlist: async (fx) => id((await soldOutEvent(fx)).id),
  leaveWaitlist: (fx) => id(fx.freeEvent.id),
  // A drop: a new event of chapter A whose sales opened the day before and whose line has moved this second (as it
  // has for every ask but one a second: that one's tick works for the whole line), or whose sales open in a week (to move).
  joinDropLine: async (fx) => id(await openDrop(fx)),
  getDropLine: async (fx) => id(await openDrop(fx)),
  setSalesOpenAt: async (fx) => ({ ...id((await dropEvent(fx, '2030-03-10T12:00')).id), body: { salesOpenAt: '2030-03-10T13:00' } }),
  // Party paperwork
  getSchoolRules: (fx) => id(fx.schools.a.id),
  updateSchoolRules: (fx) => ({ ...id(fx.schools.b.id), body: { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: 'greeklife@example.edu' } }),
  getOfficeRules: () => ({}),
  getEventPaperwork: (fx) => id(fx.freeEvent.id),
  setEventVendors: (fx) => ({ ...id(fx.freeEvent.id), body: { vendors: [{ name: 'Campus Guard', kind: 'security' }] } }),
  createVendorCertificateUpload: async (fx) => {
    const { event, vendorId } = await vendorEvent(fx);
    return { params: { id: event.id, vendorId }, body: { size: 1000 } };
  },
  recordVendorCertificate: async (fx) => {
    const { event, vendorId } = await vendorEvent(fx);
    return { params: { id: event.id, vendorId }, body: { key: await sentCertificate(event.id, vendorId) } };
  },
  openVendorCertificate: async (fx) => {
    const { event, vendorId } = await vendorEvent(fx, true);
    return { params: { id: event.id, vendorId } };
  },
  setSoberMonitors: (fx) => ({ ...id(fx.freeEvent.id), body: { subs: [fx.people.president.sub] } }),
  getRegistrationPacket: (fx) => id(fx.freeEvent.id),
  getGuestListCsv: (fx) => id(fx.freeEvent.id),
  // A door pass offline: the door pass persona's own pass; a new ticket of its event admitted offline by a new device.
  getDoorPassRoster: (fx) => id(fx.doorPass.pass.id),
  syncDoorPassScans: async (fx) => ({
    ...id(fx.doorPass.pass.id),
    body: { deviceId: randomUUID(), scans: [{ scanId: randomUUID(), qrCode: await fx.fresh.ticketCode(fx.freeEvent), scannedAt: AUTHZ_NOW.toISOString(), decision: 'admitted' }] },
  }),
  // Sober monitors at the door
  getMySoberMonitorCode: (fx) => id(fx.freeEvent.id),
  // The student's new ticket of a new event of chapter A, the student admitted by name.
  admitByIdCheck: async (fx) => {
    const ticket = await ownTicket(fx, fx.people.student.sub);
    return { body: { eventId: ticket.eventId, ticketId: ticket.id } };
  },
  // Live tickets: the persona's own live ticket, opened by a new phone; on one phone, moved to another (by the e-mailed code).
  openLiveTicket: async (fx, persona) => ({ ...id((await ownTicket(fx, subOf(fx, persona), { live: true })).id), body: { publicKey: await newPhoneKey() } }),
  startPhoneMove: async (fx, persona) => ({ ...id((await ownTicket(fx, subOf(fx, persona), { phoneKey: await newPhoneKey() })).id), body: { publicKey: await newPhoneKey() } }),
  confirmPhoneMove: async (fx, persona) => {
    const ticket = await ownTicket(fx, subOf(fx, persona), { phoneKey: await newPhoneKey() });
    await pendingMoveWithCode(ticket.id, await newPhoneKey(), MOVE_CODE, AUTHZ_NOW);
    return { ...id(ticket.id), body: { code: MOVE_CODE } };
  },
  // The Greek-life office: a new person made school A's office, or one that already is, to take it back.
  grantOfficeRole: async (fx) => ({ ...id((await freshPerson(fx)).sub), body: { schoolId: fx.schools.a.id } }),
  revokeOfficeRole: async (fx) => {
    const person = await freshPerson(fx);
    await giveOffice(person, fx.schools.a, AUTHZ_NOW);
    return id(person.sub);
  },
  listOfficeEvents: () => ({}),
  approvePartyEvent: async (fx) => id((await eventInReview(fx, 'submitted')).id),
  returnPartyEvent: async (fx) => ({ ...id((await eventInReview(fx, 'submitted')).id), body: { comment: 'Name a second sober monitor' } }),
  resubmitPartyEvent: async (fx) => id((await eventInReview(fx, 'returned')).id),
  editPartyEvent: async (fx) => ({
    ...id((await fx.fresh.event()).id),
    body: { title: 'Matrix Mixer, renamed', date: UPCOMING, time: '21:00', location: 'Chapter House', maxAttendees: 90, priceCents: 0 },
  }),
  getPartyEventForEdit: (fx) => id(fx.freeEvent.id),
  // After the party: a new event of chapter A with alcohol, over at AUTHZ_NOW, whose rules ask for a report (filing uses it up).
  getEventReport: (fx) => id(fx.freeEvent.id),
  fileEventReport: async (fx) => ({ ...id((await reportDueEvent(fx)).id), body: { attendance: 12, incident: false, text: '' } }),
  openEntryLog: (fx) => ({ ...id(fx.freeEvent.id), body: { reason: 'Noise complaint follow-up' } }),
  getOfficePacket: (fx) => id(fx.freeEvent.id),
  getOfficeSchoolRules: () => ({}),
  updateOfficeSchoolRules: () => ({ body: { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: 'greeklife@example.edu' } }),
  // Sober-monitor training: chapter A and its media manager, trained the day before.
  getChapterTraining: (fx) => ({ params: { chapterId: fx.chapters.a.id } }),
  setMemberTraining: (fx) => ({ params: { chapterId: fx.chapters.a.id, sub: fx.people.mediaManager.sub }, body: { date: '2030-03-01' } }),
};

/** A new event of chapter A with alcohol, the day before AUTHZ_NOW (over by then), whose office rules ask for a report within 48 hours. */
export async function reportDueEvent(fx: AuthzFixture) {
  return newEvent(fx.chapters.a, '2030-03-01', '20:00', { alcoholAllowed: true, officeRules: { ...rulesOf(undefined), eventReportDueHours: 48 } });
}

/** A new open transfer offer between `sub` and a new friend: `to` the persona (from the friend's ticket) or `from` the persona's ticket. */
export async function friendOffer(fx: AuthzFixture, sub: string, side: 'to' | 'from'): Promise<string> {
  const friend = await freshFriend({ asking: sub, accepted: true });
  const [holder, taker] = side === 'to' ? [friend, sub] : [sub, friend];
  return (await offerTransfer(sessionOf(holder), (await ownTicket(fx, holder)).id, taker)).offer.id;
}

/**
 * Routes whose success ends the caller's sessions or removes their account:
 * tried after every other route, in this order.
 */
export const SELF_DESTRUCTIVE: readonly RouteId[] = ['signOutEverywhere', 'deleteMe'];

/** `routes` in the order the matrix tries them: every other route first, then the self-destructive ones in their order. */
export function inRunOrder<R extends { id: RouteId }>(routes: readonly R[]): R[] {
  const last = SELF_DESTRUCTIVE.flatMap((id) => routes.filter((r) => r.id === id));
  return [...routes.filter((r) => !SELF_DESTRUCTIVE.includes(r.id)), ...last];
}

/**
 * After "Sign out everywhere", the persona signs in again, as a person
 * would: once Cognito's clock is past the fence (a token of the fence's own
 * second stays void), so at most a second's wait, once for all personas.
 */
async function signedInAgain(fx: AuthzFixture, persona: Persona): Promise<void> {
  if (persona === 'anonymous') return;
  const person = fx.people[persona];
  const fence = (await getProfile(person.sub))?.sessionsValidAfter ?? null;
  if (fence === null || Number(decodeJwt(person.tokens.accessToken).iat) > fence) return;
  const wait = (fence + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  person.tokens = await signIn(person.email, PASSWORD, { pool: fx.pool });
}
