/**
 * Follow toggle of a chapter: the body states the desired state, so a
 * retried request changes nothing twice. The follower rows and the
 * chapter's `followerCount` change in one transaction (follows.ts).
 */
import type { FollowResponse } from '../../shared/api/types';
import { refuseEndedSession, requireAccount } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { readFollowState, writeFollow } from '../domains/people/follows';
import { ContentionError, RETRY, retryOnConflict } from '../lib/db/optimistic';
import { HttpError, notFound } from '../lib/errors';
import { FOLLOW_FAILED, ORGANIZATION_NOT_FOUND } from './messages';

/** Whether the caller follows the chapter, and its follower count. */
export async function getFollow(chapterId: string, caller: SessionHolder): Promise<FollowResponse> {
  const state = await readFollowState(chapterId, caller.sub);
  refuseEndedSession(caller, state.profile);
  if (!state.chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  return { following: state.following, followerCount: state.followerCount };
}

/** Makes the caller follow the chapter (`following`) or not; answers the state and the new count. */
export async function setFollow(chapterId: string, caller: SessionHolder, following: boolean, now: Date): Promise<FollowResponse> {
  try {
    return await retryOnConflict(async () => {
      const state = await readFollowState(chapterId, caller.sub);
      if (!state.chapter) throw notFound(ORGANIZATION_NOT_FOUND);
      requireAccount(caller, state.profile);
      if (state.following === following) return { following, followerCount: state.followerCount };
      const written = await writeFollow({ ...state, chapter: state.chapter }, caller, following, now);
      return written.ok ? { following, followerCount: written.followerCount } : RETRY;
    });
  } catch (error) {
    if (error instanceof ContentionError) throw new HttpError(409, FOLLOW_FAILED);
    throw error;
  }
}
