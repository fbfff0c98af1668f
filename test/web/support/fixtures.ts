import type {
  Chapter,
  ChapterPageResponse,
  GreekEvent,
  National,
  NationalPageResponse,
  PartyEventSummary,
  School,
  SchoolPageResponse,
} from '../../../shared/api/types';

/** Realistic API payloads (the DTOs of shared/api/types.ts). */
export const schools: School[] = [
  { id: '0b6f3a52-7d0e-4a43-9a4f-1f1d2c3b4a51', name: 'Arizona State University', city: 'Tempe', state: 'AZ', website: 'https://www.asu.edu', logoUrl: null },
  { id: '1c7a4b63-8e1f-4b54-8b5a-2a2e3d4c5b62', name: 'Ohio State University', city: 'Columbus', state: 'OH', website: 'https://www.osu.edu', logoUrl: null },
  { id: '2d8b5c74-9f20-4c65-9c6b-3b3f4e5d6c73', name: 'University of Michigan', city: 'Ann Arbor', state: 'MI', website: 'https://umich.edu', logoUrl: 'https://logos.example/umich.png' },
  { id: '3e9c6d85-a031-4d76-ad7c-4c405f6e7d84', name: 'University of Texas at Austin', city: 'Austin', state: 'TX', website: 'https://www.utexas.edu', logoUrl: null },
  { id: '4fad7e96-b142-4e87-be8d-5d5160708e95', name: 'Texas A&M University', city: 'College Station', state: 'TX', website: 'https://www.tamu.edu', logoUrl: null },
];

export const ut = schools[3]!;

export function greekEvent(overrides: Partial<GreekEvent> = {}): GreekEvent {
  return {
    id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    schoolId: ut.id,
    schoolName: ut.name,
    state: 'TX',
    title: 'Fall Recruitment Kickoff',
    organization: 'Interfraternity Council',
    description: 'Meet every IFC chapter on campus.',
    date: '2026-11-22',
    time: '18:30',
    location: 'Gregory Gym',
    attendees: 400,
    type: 'open',
    priceCents: 0,
    interestedCount: 37,
    goingCount: 12,
    ...overrides,
  };
}

export const schoolPage: SchoolPageResponse = {
  school: { ...ut, emailDomains: ['utexas.edu'] },
  events: [
    greekEvent(),
    greekEvent({
      id: '6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e',
      title: 'Greek Week Gala',
      organization: 'Panhellenic Council',
      date: '2026-12-05',
      time: '20:00',
      location: 'Texas Union Ballroom',
      type: 'paid',
      priceCents: 1500,
    }),
    greekEvent({
      id: '7c3d4e5f-6071-4c8d-ae9f-1a2b3c4d5e6f',
      title: 'New Member Education Night',
      date: '2027-01-14',
      time: '19:00',
      type: 'restricted',
    }),
  ],
};

export function national(overrides: Partial<National> & Pick<National, 'key' | 'name'>): National {
  return {
    letters: '',
    type: 'fraternity',
    foundedYear: 1900,
    foundingInstitution: null,
    council: null,
    description: '',
    schoolCount: 1,
    states: ['TX'],
    ...overrides,
  };
}

/** Directory order as the API sends it: fraternities first, then alphabetical. */
export const nationals: National[] = [
  national({ key: 'alpha-tau-omega', name: 'Alpha Tau Omega', letters: 'ΑΤΩ', schoolCount: 12, states: ['AZ', 'OH', 'TX'] }),
  national({ key: 'farmhouse', name: 'FarmHouse', letters: '', schoolCount: 1, states: ['OH'] }),
  national({
    key: 'sigma-chi',
    name: 'Sigma Chi',
    letters: 'ΣΧ',
    schoolCount: 25,
    foundedYear: 1855,
    foundingInstitution: 'Miami University',
    council: 'North American Interfraternity Conference',
    description: 'Sigma Chi was founded on the ideals of friendship, justice and learning.',
    states: ['AZ', 'MI', 'OH', 'TX'],
  }),
  national({ key: 'alpha-chi-omega', name: 'Alpha Chi Omega', letters: 'ΑΧΩ', type: 'sorority', schoolCount: 9, states: ['MI', 'TX'] }),
  national({ key: 'kappa-delta', name: 'Kappa Delta', letters: 'ΚΔ', type: 'sorority', schoolCount: 14, states: ['AZ', 'TX'] }),
];

export function chapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: '8d4e5f60-7182-4d9e-bfa0-2b3c4d5e6f70',
    nationalKey: 'sigma-chi',
    letters: 'ΣΧ',
    name: 'Sigma Chi',
    type: 'fraternity',
    schoolId: ut.id,
    schoolName: ut.name,
    city: 'Austin',
    state: 'TX',
    ...overrides,
  };
}

export const sigmaChiChapters: Chapter[] = [
  chapter({ id: '9e5f6071-8293-4eaf-80b1-3c4d5e6f7081', schoolId: schools[0]!.id, schoolName: 'Arizona State University', city: 'Tempe', state: 'AZ' }),
  chapter(),
  chapter({ id: 'af607182-93a4-4fb0-91c2-4d5e6f708192', schoolId: schools[4]!.id, schoolName: 'Texas A&M University', city: 'College Station', state: 'TX' }),
];

export const sigmaChiNational: NationalPageResponse = {
  organization: nationals[2]!,
  chapters: sigmaChiChapters,
  photos: [],
};

export function partyEvent(overrides: Partial<PartyEventSummary> = {}): PartyEventSummary {
  return {
    id: 'b0718293-a4b5-4c01-a2d3-5e6f708192a3',
    chapterId: chapter().id,
    title: 'Derby Days Kickoff',
    date: '2026-11-22',
    time: '21:30',
    location: 'Sigma Chi House, 2509 Pearl St',
    priceCents: 0,
    maxAttendees: 150,
    ticketsSold: 40,
    ...overrides,
  };
}

export const chapterPage: ChapterPageResponse = {
  chapter: { ...chapter(), description: 'The Alpha Nu chapter at UT Austin.', foundedYear: 1884, followerCount: 128 },
  events: [
    partyEvent(),
    partyEvent({ id: 'c1829304-b5c6-4d12-b3e4-6f708192a3b4', title: 'Snowball Formal', date: '2026-12-12', time: '20:00', priceCents: 2500, ticketsSold: 90 }),
    partyEvent({ id: 'd2930415-c6d7-4e23-84f5-708192a3b4c5', title: 'Date Dash', date: '2027-02-03', time: '22:00', priceCents: 1000, maxAttendees: 80, ticketsSold: 80 }),
  ],
  photos: [
    { id: 'e3a41526-d7e8-4f34-95a6-8192a3b4c5d6', url: 'http://127.0.0.1:4569/event-media/u/e/1.jpg', caption: 'Bid Day 2026', isVideo: false, createdAt: '2026-09-01T18:00:00.000Z' },
  ],
};
