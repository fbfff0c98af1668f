import type { MeResponse, RoleView } from '../../../shared/api/types';

/** Why a signed-in user may not use a leader screen, or null when they may. */
export interface LeaderDenial {
  title: string;
  description: string;
}

/**
 * The role rows of the user's own organization (leader side §5: a role row
 * for the profile's organization). Roles elsewhere do not count.
 */
export function ownOrganizationRoles(me: MeResponse): RoleView[] {
  const chapterId = me.profile.chapterId;
  return chapterId ? me.roles.filter((r) => r.chapterId === chapterId) : [];
}

/** Create Event (leader side §5): organization first, then a president or media manager role. */
export function createEventDenial(me: MeResponse): LeaderDenial | null {
  if (!me.profile.chapterId) return { title: 'Access Denied', description: 'You must belong to an organization to create events' };
  if (ownOrganizationRoles(me).length === 0) return { title: 'Access Denied', description: 'You must be a president or media manager to create events' };
  return null;
}

/**
 * Event Analytics (leader side §2): for members of the event's organization.
 * Someone in no organization at all is turned away from `/me` alone, before
 * any request; for everyone else the API decides (403 "Access Denied").
 */
export function analyticsDenial(me: MeResponse): LeaderDenial | null {
  if (!me.profile.chapterId && me.roles.length === 0) return { title: 'Access Denied', description: 'You must belong to an organization' };
  return null;
}

/** Validate Event Ticket (leader side §6). */
export function validateTicketDenial(me: MeResponse): LeaderDenial | null {
  if (!me.profile.chapterId) return { title: 'Access Denied', description: 'You must belong to an organization' };
  if (ownOrganizationRoles(me).length === 0) return { title: 'Access Denied', description: 'Only organization leaders can validate tickets' };
  return null;
}
