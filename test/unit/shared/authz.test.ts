/** The authorization rules both sides use (docs/spec/leader-admin-side.md §5, §6): roles × actions, in the spec's words. */
import { describe, expect, it } from 'vitest';
import { adminDenial, chapterDenial, DENIALS, LEADER_ACTIONS, leaderDenial, officeDenial, presidedChapter, type Standing } from '../../../shared/authz';

const A = '0b5c3f5e-1d1a-4f55-9c55-4a8f8a6e0a01';
const B = '0b5c3f5e-1d1a-4f55-9c55-4a8f8a6e0a02';

const PEOPLE = {
  noProfile: { hasProfile: false, chapterId: null, roles: [] },
  student: { hasProfile: true, chapterId: null, roles: [] },
  memberOfA: { hasProfile: true, chapterId: A, roles: [] },
  mediaManagerOfA: { hasProfile: true, chapterId: A, roles: [{ chapterId: A, role: 'media_manager' }] },
  presidentOfA: { hasProfile: true, chapterId: A, roles: [{ chapterId: A, role: 'president' }] },
  presidentOfB: { hasProfile: true, chapterId: B, roles: [{ chapterId: B, role: 'president' }] },
  // Leads A, but their profile names B (approved for B later): they lead A, and belong to both.
  leadsAProfileB: { hasProfile: true, chapterId: B, roles: [{ chapterId: A, role: 'president' }] },
} satisfies Record<string, Standing>;
type Person = keyof typeof PEOPLE;

/** Who may do what to chapter A: the message of the refusal, or 'ok'. */
const EXPECTED: Record<Person, Record<(typeof LEADER_ACTIONS)[number], string>> = {
  noProfile: {
    createEvent: 'Profile not found',
    validateTickets: 'You must belong to an organization',
    viewAnalytics: 'Access Denied',
    manageRoles: 'You must belong to an organization',
    cancelEvent: 'Only organization leaders can cancel events',
  },
  student: {
    createEvent: 'Access Denied: You must belong to an organization to create events',
    validateTickets: 'You must belong to an organization',
    viewAnalytics: 'Access Denied',
    manageRoles: 'You must belong to an organization',
    cancelEvent: 'Only organization leaders can cancel events',
  },
  memberOfA: {
    createEvent: 'You must be a president or media manager to create events',
    validateTickets: 'Only organization leaders can validate tickets',
    viewAnalytics: 'ok',
    manageRoles: 'Only presidents can manage roles',
    cancelEvent: 'Only organization leaders can cancel events',
  },
  mediaManagerOfA: { createEvent: 'ok', validateTickets: 'ok', viewAnalytics: 'ok', manageRoles: 'Only presidents can manage roles', cancelEvent: 'ok' },
  presidentOfA: { createEvent: 'ok', validateTickets: 'ok', viewAnalytics: 'ok', manageRoles: 'ok', cancelEvent: 'ok' },
  presidentOfB: {
    createEvent: 'Access Denied: You must belong to an organization to create events',
    validateTickets: "You can only validate tickets for your organization's events",
    viewAnalytics: 'Access Denied',
    manageRoles: 'Only presidents can manage roles',
    cancelEvent: "You can only cancel your organization's events",
  },
  leadsAProfileB: {
    createEvent: 'You must be a president or media manager to create events',
    validateTickets: 'ok',
    viewAnalytics: 'ok',
    manageRoles: 'ok',
    cancelEvent: 'ok',
  },
};

describe('chapterDenial: roles × actions on a resource of chapter A', () => {
  for (const person of Object.keys(PEOPLE) as Person[]) {
    it.each(LEADER_ACTIONS)(`${person}: %s`, (action) => {
      expect(chapterDenial(action, PEOPLE[person], A)?.message ?? 'ok').toBe(EXPECTED[person][action]);
    });
  }
});

describe('leaderDenial: the check before the chapter is known', () => {
  it('refuses only whoever no chapter could admit', () => {
    expect(leaderDenial('createEvent', PEOPLE.presidentOfB)).toBeNull();
    expect(leaderDenial('validateTickets', PEOPLE.presidentOfB)).toBeNull();
    expect(leaderDenial('viewAnalytics', PEOPLE.memberOfA)).toBeNull();
    expect(leaderDenial('validateTickets', PEOPLE.memberOfA)).toBe(DENIALS.validateTickets.noRole);
  });

  it("gives the SPA the spec's sentence to show under \"Access Denied\"", () => {
    expect(leaderDenial('createEvent', PEOPLE.student)?.reason).toBe('You must belong to an organization to create events');
    expect(leaderDenial('createEvent', PEOPLE.memberOfA)?.reason).toBe('You must be a president or media manager to create events');
    expect(leaderDenial('validateTickets', PEOPLE.student)?.reason).toBe('You must belong to an organization');
    expect(leaderDenial('viewAnalytics', PEOPLE.student)?.reason).toBe('You must belong to an organization');
    expect(chapterDenial('viewAnalytics', PEOPLE.presidentOfB, A)?.reason).toBe("You can only view analytics of your own organization's events");
  });
});

describe('presidedChapter', () => {
  it("is the profile's organization when presided over, else the first presidency, else none", () => {
    expect(presidedChapter(PEOPLE.presidentOfA)).toBe(A);
    expect(presidedChapter(PEOPLE.leadsAProfileB)).toBe(A);
    expect(presidedChapter({ hasProfile: true, chapterId: B, roles: [{ chapterId: A, role: 'president' }, { chapterId: B, role: 'president' }] })).toBe(B);
    expect(presidedChapter(PEOPLE.mediaManagerOfA)).toBeNull();
    expect(leaderDenial('manageRoles', PEOPLE.mediaManagerOfA)?.reason).toBe('Only presidents can manage roles');
  });
});

describe('adminDenial', () => {
  it('admits an admin only, with the spec message for everyone else', () => {
    expect(adminDenial(true)).toBeNull();
    expect(adminDenial(false)).toEqual({
      message: "Access Denied: You don't have permission to access this page",
      reason: "You don't have permission to access this page",
    });
  });
});

describe('officeDenial', () => {
  const office = { sub: 'office-1', schoolId: 'school-a', schoolName: 'School A' };

  it("admits a school's office on that school only, and no one without an office", () => {
    expect(officeDenial(office, 'school-a')).toBeNull();
    expect(officeDenial(office, 'school-b')).toEqual(DENIALS.office.otherSchool);
    expect(officeDenial(null, 'school-a')).toEqual(DENIALS.office.notOffice);
    expect(DENIALS.office.otherSchool.message).toBe("You can only act on your own school's events");
  });
});
