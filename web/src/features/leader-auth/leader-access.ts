import type { MeResponse } from '../../../../shared/api/types';

/**
 * Leader side §5: the portal admits a profile with an organization and at
 * least one role; otherwise the message to show (and the user is signed out).
 */
export function leaderAccessError(me: MeResponse): string | null {
  if (!me.profile.chapterId) return 'This account is not associated with an organization';
  if (me.roles.length === 0) return 'This account does not have leader privileges. Please wait for admin approval.';
  return null;
}
