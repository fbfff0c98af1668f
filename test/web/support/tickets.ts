import type { DoorHeadcount, DoorPass, DoorRosterResponse, DoorScreenResponse, EventAnalyticsResponse, PartyEventDetail, Ticket } from '../../../shared/api/types';
import { headcountFrom, type DoorFigures, type DoorRule } from '../../../shared/door-headcount';

/** A door's count as the server answers it: nobody in yet unless told, capacity 150 and no monitors rule unless told. */
export function doorCount(rule: Partial<DoorRule> = {}, figures: Partial<DoorFigures> = {}): DoorHeadcount {
  return headcountFrom({ insideNow: 0, entries: 0, exits: 0, peakInside: 0, monitorsIn: 0, ...figures }, { capacity: 150, monitorRatio: null, ...rule });
}

/** A chapter's party event as the API returns it (Alpha Epsilon Phi at Alabama, like the seed). */
export const partyEventId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const aephiChapterId = 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';

export function partyEventDetail(overrides: Partial<PartyEventDetail> = {}): PartyEventDetail {
  return {
    id: partyEventId,
    chapterId: aephiChapterId,
    title: 'Neon Glow Night',
    date: '2026-11-21',
    time: '21:00',
    location: 'AEPhi House, 803 Hackberry Ln',
    maxAttendees: 150,
    priceCents: 1500,
    ticketsSold: 42,
    nationalKey: 'alpha-epsilon-phi',
    letters: 'ΑΕΦ',
    organizationName: 'Alpha Epsilon Phi',
    organizationType: 'sorority',
    schoolId: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
    schoolName: 'University of Alabama',
    state: 'AL',
    description: 'Glow sticks, a DJ and neon everything.',
    alcoholAllowed: false,
    salesOpenAt: null,
    dressCode: 'Neon',
    ageRestriction: '18+',
    ageLimit: 'none',
    additionalInfo: null,
    status: 'active',
    createdAt: '2026-10-01T12:00:00.000Z',
    interestedCount: 31,
    goingCount: 18,
    saveCount: 9,
    reviewCount: 4,
    averageRating: 4.25,
    ...overrides,
  };
}

/** A ticket of My Tickets. */
export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    eventId: partyEventId,
    status: 'valid',
    qrCode: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d.q8Xv2mW3n0JdL6rT9sYk1A',
    amountPaidCents: 1500,
    purchasedAt: '2026-11-02T18:30:00.000Z',
    usedAt: null,
    event: {
      title: 'Neon Glow Night',
      date: '2026-11-21',
      time: '21:00',
      location: 'AEPhi House, 803 Hackberry Ln',
      letters: 'ΑΕΦ',
      organizationName: 'Alpha Epsilon Phi',
      state: 'AL',
    },
    ...overrides,
  };
}

/** Analytics of {@link partyEventDetail}. */
export function analytics(overrides: Partial<EventAnalyticsResponse> = {}): EventAnalyticsResponse {
  return {
    event: partyEventDetail(),
    ticketsSold: 42,
    maxAttendees: 150,
    revenueCents: 63000,
    averageTicketCents: 1500,
    checkedIn: 13,
    attendancePercent: 31,
    rsvps: { interested: 31, going: 18 },
    saves: 9,
    salesPerDay: [
      { date: '2026-11-01', tickets: 10, revenueCents: 15000 },
      { date: '2026-11-02', tickets: 32, revenueCents: 48000 },
    ],
    averageRating: 4.25,
    reviewCount: 4,
    door: {
      insideNow: 9,
      capacity: 150,
      full: false,
      entries: 14,
      exits: 5,
      peakInside: 11,
      byDoor: [],
      limit: 150,
      monitorRatio: null,
      monitorsIn: 0,
      needsMonitor: false,
      entriesPer15Minutes: [
        { start: '2026-11-22T03:30:00.000Z', entries: 6 },
        { start: '2026-11-22T03:45:00.000Z', entries: 8 },
      ],
    },
    ...overrides,
  };
}

/** A door device's roster of an event (the door tests' usual one unless told), with its public key: no tickets, nobody in, no monitors unless told. */
export function doorRoster(publicKey: string, parts: Partial<DoorRosterResponse> = {}): DoorRosterResponse {
  return {
    eventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    title: 'Spring Formal',
    publicKey,
    generatedAt: '2026-11-24T02:00:00.000Z',
    alcohol: false,
    ageLimit: 'none',
    tickets: [],
    headcount: doorCount(),
    monitors: [],
    duplicates: [],
    flagged: [],
    ...parts,
  };
}

/** A door pass of `eventId` as its leaders list it (unlocked, unrevoked, unused). */
export function doorPass(eventId: string, overrides: Partial<DoorPass> = {}): DoorPass {
  return {
    id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    eventId,
    label: 'Side door',
    validFrom: '2026-11-21T19:00:00.000Z',
    validUntil: '2026-11-22T03:00:00.000Z',
    createdAt: '2026-11-20T12:00:00.000Z',
    revokedAt: null,
    scanCount: 0,
    lockedUntil: null,
    ...overrides,
  };
}

/** The door screen's one request (`GET /party-events/{id}/door-screen`) as the API answers it: a headcount, passes and a roster. */
export function doorScreen(eventId: string, parts: { headcount?: Partial<DoorHeadcount>; passes?: DoorPass[]; roster?: Partial<DoorRosterResponse> } = {}): DoorScreenResponse {
  return {
    headcount: { ...doorCount(), ...parts.headcount },
    passes: parts.passes ?? [],
    roster: {
      eventId,
      title: 'Neon Glow Night',
      publicKey: 'not-a-key',
      generatedAt: '2026-11-21T20:00:00.000Z',
      alcohol: false,
      ageLimit: 'none',
      tickets: [],
      headcount: { ...doorCount(), ...parts.headcount },
      monitors: [],
      duplicates: [],
      flagged: [],
      ...parts.roster,
    },
  };
}
