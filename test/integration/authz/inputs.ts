/**
 * What the matrix sends to each route: a valid request on a meaningful
 * target, the same for every persona, so only who calls decides the answer
 * (the president's own chapter's event for analytics, which the other
 * chapter's leader tries too; the student's own payment, which nobody else
 * may confirm…). Targets a success would use up are made fresh per call.
 * Keyed by route id: a route missing here is a type error.
 */
import type { RouteId } from '../../../shared/api/routes';
import { SUCCESS_CARD, UPCOMING, type AuthzFixture } from './fixture';
import type { RouteInput } from './harness';
import type { Persona } from './personas';
import { TINY_PNG_BASE64 } from '../../support/images';

export type InputOf = (fx: AuthzFixture, persona: Persona) => RouteInput | Promise<RouteInput>;

const id = (value: string): RouteInput => ({ params: { id: value } });

export const MATRIX_INPUTS: Record<RouteId, InputOf> = {
  listSchools: () => ({}),
  getSchool: (fx) => id(fx.schools.a.id),
  listSchoolChapters: (fx) => id(fx.schools.a.id),

  listOrganizations: () => ({}),
  populateOrganizations: () => ({}),
  getNational: (fx) => ({ params: { key: fx.chapters.a.nationalKey }, query: { state: fx.chapters.a.state } }),
  getChapter: (fx) => id(fx.chapters.a.id),

  listGreekEvents: () => ({}),
  getGreekEvent: (fx) => id(fx.greekEvent.id),
  getGreekEventRsvp: (fx) => id(fx.greekEvent.id),
  setGreekEventRsvp: (fx) => ({ ...id(fx.greekEvent.id), body: { status: 'going' } }),

  sendFeedback: (_fx, persona) => ({
    body: { name: 'Pat Doe', email: 'pat@example.edu', subject: `Matrix (${persona})`, message: 'The event page is great.' },
  }),

  getMe: () => ({}),
  updateMySchool: (fx) => ({ body: { schoolId: fx.schools.b.id } }),
  deleteMe: () => ({ body: { confirm: 'DELETE' } }),

  getChapterRoles: (fx) => id(fx.chapters.a.id),
  createLeaderRequest: (fx) => ({ body: { chapterId: fx.chapters.b.id, role: 'media_manager', message: 'I run our socials' } }),

  getAdminOverview: () => ({}),
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
  getEventAnalytics: (fx) => id(fx.freeEvent.id),

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

  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: () => ({}),
  listSchoolLogos: () => ({}),
  uploadSchoolLogo: (fx) => ({ ...id(fx.schools.a.id), body: { contentBase64: TINY_PNG_BASE64 } }),
  deleteSchoolLogo: (fx) => id(fx.schools.b.id),
  autoFetchSchoolLogos: () => ({}),
};

/** Routes whose success removes the caller's own account: tried after every other route. */
export const SELF_DESTRUCTIVE: readonly RouteId[] = ['deleteMe'];
