import type { AdminOverviewResponse, LeaderRequestView, MeResponse, Profile } from '../../../shared/api/types';
import { chapter, ut } from './fixtures';

/** The signed-in student of the web tests (a Cognito `sub` as id). */
export const studentSub = '6f1c9e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: studentSub,
    fullName: 'Jordan Avery',
    email: 'jordan.avery@utexas.edu',
    phone: null,
    schoolId: ut.id,
    schoolName: ut.name,
    schoolState: 'TX',
    chapterId: null,
    isOrgAdmin: false,
    createdAt: '2026-09-03T15:04:05.000Z',
    ...overrides,
  };
}

/** GET /me of a student; pass overrides for a leader, an admin or a user without a school. */
export function me(overrides: Partial<Omit<MeResponse, 'profile'>> & { profile?: Partial<Profile> } = {}): MeResponse {
  return {
    roles: [],
    dateOfBirth: null,
    isAdmin: false,
    activity: { totalTickets: 0, eventsAttended: 0, savedEvents: 0, friends: 0 },
    ...overrides,
    profile: profile(overrides.profile),
  };
}

export const overview: AdminOverviewResponse = {
  totalUsers: 1284,
  signupsLast7Days: 37,
  pendingApprovals: 2,
  activeEvents: 46,
  organizations: 5120,
  schools: 250,
};

export function leaderRequest(overrides: Partial<LeaderRequestView> = {}): LeaderRequestView {
  const c = chapter();
  return {
    kind: 'leader',
    id: '71a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    userId: '82b3c4d5-e6f7-4081-92a3-b4c5d6e7f809',
    fullName: 'Taylor Brooks',
    email: 'taylor.brooks@utexas.edu',
    chapterId: c.id,
    letters: c.letters,
    organizationName: c.name,
    schoolName: c.schoolName,
    type: c.type,
    requestedRole: 'president',
    message: 'Elected chapter president for 2026-27.',
    status: 'pending',
    createdAt: '2026-11-18T16:20:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  };
}
