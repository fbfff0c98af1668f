/**
 * Save toggle: the body states the desired state, so a retried request
 * changes nothing. The event's `saveCount` and the profile's `savedCount`
 * change in the same transaction as the save (saves.ts). A cancelled event
 * can be unsaved, not saved; so can an event awaiting the Greek-life office's
 * approval (to those who do not see it, it does not exist).
 */
import { EVENT_CANCELLED } from '../../shared/event-cancellation';
import type { SaveResponse } from '../../shared/api/types';
import { ContentionError, RETRY, retryOnConflict } from '../lib/db/optimistic';
import { readSaveState, writeSave } from '../domains/people/saves';
import { requireAccount } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { HttpError, notFound } from '../lib/errors';
import { inReviewRefusal } from '../domains/catalog/party-events/in-review-access';
import { EVENT_NOT_FOUND, SAVE_FAILED } from '../domains/catalog/party-events/messages';

/** Makes the caller's save of the event `saved`; answers the state and the event's save count. */
export async function setPartySaved(eventId: string, caller: SessionHolder, saved: boolean, now: Date): Promise<SaveResponse> {
  const sub = caller.sub;
  try {
    return await retryOnConflict(async () => {
      const state = await readSaveState(eventId, sub);
      if (state.saveCount === undefined) throw notFound(EVENT_NOT_FOUND);
      const { savedCount } = requireAccount(caller, state.profile);
      if (state.saved === saved) return { saved, saveCount: state.saveCount };
      if (saved && state.cancelled) throw new HttpError(409, EVENT_CANCELLED);
      if (saved && state.inReview) throw await inReviewRefusal(state.inReview, sub);
      const written = await writeSave(eventId, sub, { saveCount: state.saveCount, savedCount, saved: state.saved }, saved, now);
      return written.ok ? { saved, saveCount: written.saveCount } : RETRY;
    });
  } catch (error) {
    if (error instanceof ContentionError) throw new HttpError(409, SAVE_FAILED);
    throw error;
  }
}
