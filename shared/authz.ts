/**
 * Who may do what to which chapter (docs/spec/leader-admin-side.md §5, §6): pure rules over
 * what is known of a person, with the spec's wording for every refusal. The
 * API enforces them (the handler wrapper checks a route's manifest level,
 * `functions/lib/access.ts` the chapter of the resource); the SPA asks the
 * same rules to spare a user a screen they cannot use.
 */
import type { MeResponse } from './api/types';
import type { Role } from './limits';

/** What the rules need to know of a person. */
export interface Standing {
  /** False until the person's first `/me` has created their profile. */
  hasProfile: boolean;
  /** The profile's organization (a chapter id), if any. */
  chapterId: string | null;
  /** The leader roles held, in any chapter. */
  roles: readonly { chapterId: string; role: Role }[];
}

/** The SPA's view of the signed-in user's standing, from `/me`. */
export function standingFromMe(me: Pick<MeResponse, 'profile' | 'roles'>): Standing {
  return { hasProfile: true, chapterId: me.profile.chapterId, roles: me.roles };
}

/** The actions behind the manifest's `leader` routes; each such route names its own. */
export const LEADER_ACTIONS = ['createEvent', 'validateTickets', 'viewAnalytics', 'manageRoles', 'cancelEvent'] as const;
export type LeaderAction = (typeof LEADER_ACTIONS)[number];

/** A refusal: the API's 403 message, and the sentence the SPA shows under {@link ACCESS_DENIED}. */
export interface Denial {
  message: string;
  reason: string;
}

/** The title of every refusal the SPA shows. */
export const ACCESS_DENIED = 'Access Denied';

const denial = (reason: string, message: string = reason): Denial => ({ reason, message });

/** Every refusal, in the spec's words (docs/spec/leader-admin-side.md §5, §6, §8). */
export const DENIALS = {
  /** Not a platform admin: `Access Denied: You don't have permission to access this page`. */
  admin: denial("You don't have permission to access this page", `${ACCESS_DENIED}: You don't have permission to access this page`),
  noProfile: denial('Profile not found'),
  createEvent: {
    noOrganization: denial('You must belong to an organization to create events', `${ACCESS_DENIED}: You must belong to an organization to create events`),
    noRole: denial('You must be a president or media manager to create events'),
  },
  validateTickets: {
    noOrganization: denial('You must belong to an organization'),
    noRole: denial('Only organization leaders can validate tickets'),
    otherChapter: denial("You can only validate tickets for your organization's events"),
  },
  // The API says only "Access Denied" here: the spec gives analytics no other words.
  viewAnalytics: {
    noOrganization: denial('You must belong to an organization', ACCESS_DENIED),
    otherChapter: denial("You can only view analytics of your own organization's events", ACCESS_DENIED),
  },
  manageRoles: {
    noOrganization: denial('You must belong to an organization'),
    noRole: denial('Only presidents can manage roles'),
  },
  // The Greek-life office: an account granted the office of one school acts on that school only.
  office: {
    notOffice: denial('Only the Greek-life office can do this'),
    otherSchool: denial("You can only act on your own school's events"),
  },
  // Cancelled events: the host chapter's president or media manager.
  cancelEvent: {
    noRole: denial('Only organization leaders can cancel events'),
    otherChapter: denial("You can only cancel your organization's events"),
  },
} as const;

/** True when the person holds a role (president or media manager) of the chapter. */
export function leadsChapter(who: Standing, chapterId: string): boolean {
  return who.roles.some((r) => r.chapterId === chapterId);
}

/** True when the chapter is the person's organization, or they lead it. */
export function belongsToChapter(who: Standing, chapterId: string): boolean {
  return who.chapterId === chapterId || leadsChapter(who, chapterId);
}

const inAnOrganization = (who: Standing) => who.chapterId !== null || who.roles.length > 0;

/**
 * Why the person may not perform `action` at all, whatever its chapter (the
 * wrapper's check of a `leader` route, the SPA's gate of a leader screen);
 * null when they may try.
 */
export function leaderDenial(action: LeaderAction, who: Standing): Denial | null {
  switch (action) {
    case 'createEvent': {
      const d = DENIALS.createEvent;
      if (!who.hasProfile) return DENIALS.noProfile;
      if (!who.chapterId) return d.noOrganization;
      return leadsChapter(who, who.chapterId) ? null : d.noRole;
    }
    case 'validateTickets': {
      const d = DENIALS.validateTickets;
      if (!inAnOrganization(who)) return d.noOrganization;
      return who.roles.length > 0 ? null : d.noRole;
    }
    case 'viewAnalytics':
      return inAnOrganization(who) ? null : DENIALS.viewAnalytics.noOrganization;
    case 'manageRoles':
      if (!inAnOrganization(who)) return DENIALS.manageRoles.noOrganization;
      return presidedChapter(who) ? null : DENIALS.manageRoles.noRole;
    case 'cancelEvent':
      return who.roles.length > 0 ? null : DENIALS.cancelEvent.noRole;
  }
}

/**
 * Why the person may not perform `action` on a resource of `chapterId` (an
 * event of that chapter); null when they may. The door is for the chapter's
 * leaders; analytics for its members too (docs/spec/leader-admin-side.md §2: "members whose
 * organization matches"); events are created for one's own organization only.
 */
export function chapterDenial(action: LeaderAction, who: Standing, chapterId: string): Denial | null {
  const first = leaderDenial(action, who);
  if (first) return first;
  switch (action) {
    case 'createEvent':
      return who.chapterId === chapterId ? null : DENIALS.createEvent.noOrganization;
    case 'validateTickets':
      return leadsChapter(who, chapterId) ? null : DENIALS.validateTickets.otherChapter;
    case 'viewAnalytics':
      return belongsToChapter(who, chapterId) ? null : DENIALS.viewAnalytics.otherChapter;
    case 'manageRoles':
      return who.roles.some((r) => r.chapterId === chapterId && r.role === 'president') ? null : DENIALS.manageRoles.noRole;
    case 'cancelEvent':
      return leadsChapter(who, chapterId) ? null : DENIALS.cancelEvent.otherChapter;
  }
}

/** Cancelled events: true when the person may cancel an event of `chapterId` (its leaders; admins through their own route). */
export function mayCancelEvent(who: Standing, chapterId: string): boolean {
  return chapterDenial('cancelEvent', who, chapterId) === null;
}

/**
 * The chapter whose roles a president manages at /manage-roles: their
 * profile's organization when they preside over it, else the first chapter
 * they preside over; null for anyone who presides over none.
 */
export function presidedChapter(who: Standing): string | null {
  const presidencies = who.roles.filter((r) => r.role === 'president').map((r) => r.chapterId);
  if (who.chapterId && presidencies.includes(who.chapterId)) return who.chapterId;
  return presidencies[0] ?? null;
}

/** What the rules know of a Greek-life office account: the one school it acts for. */
export interface OfficeStanding {
  sub: string;
  schoolId: string;
  schoolName: string;
}

/**
 * Why `office` may not act on a resource of `schoolId` (an event of one of
 * its chapters); null when it is that school's office. No grant at all is
 * refused the same way, whatever the school.
 */
export function officeDenial(office: OfficeStanding | null, schoolId: string): Denial | null {
  if (!office) return DENIALS.office.notOffice;
  return office.schoolId === schoolId ? null : DENIALS.office.otherSchool;
}

/** Why a person may not use the admin dashboard and tools; null for a platform admin. */
export function adminDenial(isAdmin: boolean): Denial | null {
  return isAdmin ? null : DENIALS.admin;
}

// Photos and videos (media)
/** True when the person may delete a photo or video: its uploader, a leader of its chapter, or a platform admin. */
export function mayDeleteMedia(who: { sub: string; isAdmin: boolean; standing: Standing }, media: { uploadedBy?: string; chapterId?: string }): boolean {
  if (who.isAdmin || (media.uploadedBy !== undefined && media.uploadedBy === who.sub)) return true;
  return media.chapterId !== undefined && leadsChapter(who.standing, media.chapterId);
}
