/**
 * Save toggle: the body states the desired state, so a retried request
 * changes nothing. The event's `saveCount` and the profile's `savedCount`
 * change in the same transaction as the save (saves.ts).
 */
import type { SaveResponse } from '../../shared/api/types';
import { readSaveState, writeSave } from '../lib/db/saves';
import { unauthorized } from '../lib/auth';
import { HttpError, notFound } from '../lib/errors';
import { EVENT_NOT_FOUND, SAVE_FAILED } from './messages';

const MAX_ATTEMPTS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Makes the caller's save of the event `saved`; answers the state and the event's save count. */
export async function setPartySaved(eventId: string, sub: string, saved: boolean, now: Date): Promise<SaveResponse> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = await readSaveState(eventId, sub);
    if (state.saveCount === undefined) throw notFound(EVENT_NOT_FOUND);
    if (state.savedCount === undefined) throw unauthorized();
    if (state.saved === saved) return { saved, saveCount: state.saveCount };
    const written = await writeSave(eventId, sub, { saveCount: state.saveCount, savedCount: state.savedCount, saved: state.saved }, saved, now);
    if (written.ok) return { saved, saveCount: written.saveCount };
    await sleep(Math.random() * Math.min(5 * 2 ** attempt, 100));
  }
  throw new HttpError(409, SAVE_FAILED);
}
