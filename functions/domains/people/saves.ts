/**
 * Saved party events.
 * - Event side: `PK=EVENT#<eventId> SK=SAVE#<sub>`.
 * - User side:  `PK=USER#<sub> SK=SAVE#<eventId>` with `refs` (the event-side
 *   key) and `counters` (the event's `saveCount`) for account deletion.
 * Saving or unsaving changes both items, the event's `saveCount` and the
 * profile's `savedCount` in one transaction guarded by the save's previous
 * state (and the counts as read).
 */
import { bothSidesOps, transactIfUnchanged } from './both-sides';
import { counterUpdateOp, storedCount as count } from '../../lib/db/counter-update';
import { OPEN_TO_ATTENDEES } from '../ticketing/event-cancellation/cancelled-events';
import { partyEventKey } from '../catalog/party-events/party-events';
import { profileKey, toProfile, type Profile } from './profiles';
import { keys } from '../keys';
import { batchGetConsistent, queryPrefix, transactWrite, type TransactOp } from '../../lib/db/table';
import { writeFailure } from '../../lib/db/write-failure';

const saveKey = keys.save.eventSide;
const viewKey = keys.save.userSide;

export interface SaveState {
  /** The event's `saveCount`; undefined when there is no such event. */
  saveCount: number | undefined;
  saved: boolean;
  /** The event was cancelled: it can be unsaved, not saved. */
  cancelled: boolean;
  /** The event's chapter and school while it awaits the Greek-life office's approval: it can be unsaved, not saved. */
  inReview: { chapterId: string; schoolId: string } | undefined;
  /** The person's profile (its `savedCount`; their account, and its "Sign out everywhere" fence: session-fence.ts). */
  profile: Profile | undefined;
}


/** Event, save and profile: one strongly consistent BatchGetItem. */
export async function readSaveState(eventId: string, sub: string): Promise<SaveState> {
  const [event, save, profile] = await batchGetConsistent([partyEventKey(eventId), saveKey(eventId, sub), profileKey(sub)]);
  return {
    saveCount: event ? count(event.saveCount) : undefined,
    saved: save !== undefined,
    cancelled: event?.status === 'cancelled',
    inReview: event?.status === 'inReview' ? { chapterId: String(event.chapterId), schoolId: String(event.schoolId) } : undefined,
    profile: profile && toProfile(profile),
  };
}

/**
 * Saves (`saved`) or unsaves the event as the opposite of `state`; false when
 * something changed since it was read (read again and retry).
 */
export async function writeSave(
  eventId: string,
  sub: string,
  state: { saveCount: number; savedCount: number; saved: boolean },
  saved: boolean,
  now: Date,
): Promise<{ ok: true; saveCount: number } | { ok: false }> {
  const delta = saved ? 1 : -1;
  const event = counterUpdateOp(partyEventKey(eventId), [{ field: 'saveCount', delta, read: state.saveCount }], saved ? OPEN_TO_ATTENDEES : undefined);
  const profile = counterUpdateOp(profileKey(sub), [{ field: 'savedCount', delta, read: state.savedCount }]);
  const savedAt = now.toISOString();
  const ops: TransactOp[] = [
    event.op,
    profile.op,
    ...bothSidesOps(saved, {
      row: saveKey(eventId, sub),
      rowFields: { entity: 'save', eventId, sub, savedAt },
      view: viewKey(eventId, sub),
      viewFields: { entity: 'saveView', eventId, sub, savedAt },
      counted: { ...partyEventKey(eventId), field: 'saveCount' },
    }),
  ];
  if (!(await transactIfUnchanged(ops))) return { ok: false };
  return { ok: true, saveCount: event.after.saveCount! };
}


/** Who saved an event (for deleting the event). */
export async function listEventSavers(eventId: string): Promise<string[]> {
  const items = await queryPrefix(keys.save.ofEvent(eventId), { consistent: true });
  return items.map((i) => String(i.sub));
}

/**
 * Removes one person's save of a deleted event: both items and one from the
 * profile's `savedCount` (not below 0). Idempotent.
 */
export async function removeSaveOfDeletedEvent(eventId: string, sub: string): Promise<void> {
  const save = saveKey(eventId, sub);
  const deletes: TransactOp[] = [
    { Delete: { Key: save, ConditionExpression: 'attribute_exists(PK)' } },
    { Delete: { Key: viewKey(eventId, sub) } },
  ];
  const decrement = counterUpdateOp(profileKey(sub), [{ field: 'savedCount', delta: -1 }]).op;
  try {
    await transactWrite([...deletes, decrement]);
  } catch (error) {
    const failure = writeFailure(error, ['save', 'view', 'profile'] as const);
    if (!failure?.conditionFailed) throw error;
    // Already removed: nothing to do. Otherwise the profile is gone or at 0: delete without counting.
    if (failure.failed.has('save')) return;
    await transactWrite([{ Delete: { Key: save } }, deletes[1]!]);
  }
}
