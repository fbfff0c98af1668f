import type {
  PartyEventDetail,
  PartyEventListItem,
  PartyEventPageResponse,
  PartyEventViewer,
  Review,
  Ticket,
} from '../../../shared/api/types';
import { chapter, ut } from '../support/fixtures';

/** Realistic party-event DTOs (shared/api/types.ts) for the /party-events screens. */
export function listItem(overrides: Partial<PartyEventListItem> = {}): PartyEventListItem {
  const c = chapter();
  return {
    id: 'b0718293-a4b5-4c01-a2d3-5e6f708192a3',
    chapterId: c.id,
    title: 'Derby Days Kickoff',
    date: '2026-11-22',
    time: '21:30',
    location: 'Sigma Chi House, 2509 Pearl St',
    priceCents: 0,
    maxAttendees: 150,
    ticketsSold: 40,
    nationalKey: c.nationalKey,
    letters: c.letters,
    organizationName: c.name,
    organizationType: c.type,
    schoolId: ut.id,
    schoolName: ut.name,
    state: 'TX',
    ...overrides,
  };
}

export function detail(overrides: Partial<PartyEventDetail> = {}): PartyEventDetail {
  return {
    ...listItem(),
    description: 'Kick off Derby Days with live music on the lawn.',
    alcoholAllowed: false,
    salesOpenAt: null,
    dressCode: 'Western wear',
    ageRestriction: '18+',
    ageLimit: 'none',
    additionalInfo: 'Bring your student ID.',
    status: 'active',
    createdAt: '2026-10-01T15:00:00.000Z',
    interestedCount: 24,
    goingCount: 10,
    saveCount: 7,
    reviewCount: 2,
    averageRating: 4.25,
    ...overrides,
  };
}

export const reviews: Review[] = [
  { id: 'f1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', authorName: 'Sam S.', rating: 5, comment: 'Best party of the semester!', createdAt: '2026-11-23T02:00:00.000Z' },
  { id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', authorName: 'Riley P.', rating: 3, comment: null, createdAt: '2026-11-22T23:00:00.000Z' },
];

export function viewer(overrides: Partial<PartyEventViewer> = {}): PartyEventViewer {
  return { rsvp: null, saved: false, ticket: null, canReview: false, hasReviewed: false, soberMonitor: false, ...overrides };
}

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  const e = detail();
  return {
    id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d',
    eventId: e.id,
    status: 'valid',
    qrCode: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d.Zm9yZ2VkLW5vdC1yZWFsbHktYS1zaWc',
    amountPaidCents: e.priceCents,
    purchasedAt: '2026-11-01T18:00:00.000Z',
    usedAt: null,
    event: { title: e.title, date: e.date, time: e.time, location: e.location, letters: e.letters, organizationName: e.organizationName, state: e.state },
    ...overrides,
  };
}

/** The detail page's payload; pass `viewer` for the signed-in variant. */
export function page(event: Partial<PartyEventDetail> = {}, v?: PartyEventViewer): PartyEventPageResponse {
  return { event: detail(event), reviews, photos: [], ...(v ? { viewer: v } : {}) };
}
