import type { MeResponse } from '../../../../shared/api/types';

const NOT_APPROVED = 'This account does not have leader privileges. Please wait for admin approval.';

/**
 * docs/spec/leader-admin-side.md §5: the portal admits a profile with an organization and at
 * least one role; otherwise the message to show (and the user is signed out).
 * A leader who registered and awaits approval has no organization yet (the
 * approval sets it): they are told to wait, not that they have none.
 */
export function leaderAccessError(me: MeResponse): string | null {
  if (me.roles.length === 0 && me.pendingLeaderRequest) return NOT_APPROVED;
  if (!me.profile.chapterId) return 'This account is not associated with an organization';
  if (me.roles.length === 0) return NOT_APPROVED;
  return null;
}
