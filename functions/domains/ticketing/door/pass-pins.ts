/**
 * A door pass's PIN attempts, counted BEFORE any PIN is compared: a guess
 * first takes one of the `max` attempts of the pass's lock window with a
 * conditional write, and only a guess that took one is compared. However
 * the guesses arrive (one by one, or hundreds at once from as many
 * addresses), at most `max` are compared per window. The attempt that takes
 * the last one locks the pass in the same write; guesses after it are
 * refused unread until the lock ends (the first guess after it opens a new
 * window) or a leader unlocks the pass. A right PIN clears the count — and
 * a lock its own attempt set — unless a guess was counted after it: those
 * stand.
 *
 * On the item: `failedPins` counts the window's attempts, `lockedUntil` is
 * the lock's end (null, or past, when the pass is not locked).
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { doorPassFrom, type DoorPassRecord } from './passes';
import { keys } from '../../keys';
import { getItem, updateItem, updateReturning, type Item, type TransactOp } from '../../../lib/db/table';

type Update = NonNullable<TransactOp['Update']>;

/** What a guess got: an attempt (compare its PIN with the pass's), or none (refuse it unread); the pass as it is now. */
export interface PinAttempt {
  reserved: boolean;
  pass: DoorPassRecord;
}

/**
 * Writes one guess may lose to other guesses' before it gives up (then it
 * is refused like a locked one). Each loss means another guess's write
 * landed, and at most `max` land before the pass locks: only a right PIN or
 * an unlock landing meanwhile over and over could use them all up.
 */
const MAX_WRITES = 12;

/** The lock's end, while the pass is locked at `now`; null otherwise. */
export function activeLock(pass: Pick<DoorPassRecord, 'lockedUntil'>, now: Date): string | null {
  return pass.lockedUntil && Date.parse(pass.lockedUntil) > now.getTime() ? pass.lockedUntil : null;
}

/** The condition (with `:now` and `:nullType`) that the pass is not locked: no lock, or one that has ended (ISO instants sort as text). */
const NOT_LOCKED = '(attribute_not_exists(lockedUntil) OR attribute_type(lockedUntil, :nullType) OR lockedUntil <= :now)';

/** The usual case, in one write without a read: one more attempt while more than one is left (no lock to set). */
function nextAttemptOfMany(id: string, max: number, now: Date): Update {
  const guard = { expression: `failedPins < :last AND ${NOT_LOCKED}`, values: { ':last': max - 1, ':now': now.toISOString(), ':nullType': 'NULL' } };
  return counterUpdateOp(keys.doorPass.item(id), [{ field: 'failedPins', delta: 1 }], guard).op.Update!;
}

/**
 * The attempt after the count `item` shows, guarded by that count: the last
 * one (it sets the lock), or the first of a new window (the count is used
 * up and its lock has ended).
 */
function attemptAfter(passId: string, item: Item, max: number, now: Date, lockUntil: Date): Update {
  const counted = item.failedPins === undefined ? undefined : Number(item.failedPins);
  const next = counted === undefined || counted >= max ? 1 : counted + 1;
  return {
    Key: keys.doorPass.item(passId),
    UpdateExpression: 'SET failedPins = :next, lockedUntil = :lock',
    ConditionExpression: `attribute_exists(PK) AND ${counted === undefined ? 'attribute_not_exists(failedPins)' : 'failedPins = :counted'} AND ${NOT_LOCKED}`,
    ExpressionAttributeValues: {
      ':next': next,
      ':lock': next >= max ? lockUntil.toISOString() : null,
      ...(counted === undefined ? {} : { ':counted': counted }),
      ':now': now.toISOString(),
      ':nullType': 'NULL',
    },
  };
}

/**
 * Takes one PIN attempt of pass `passId` for a guess at `now`, before its PIN
 * is compared; the attempt that takes the last of `max` locks the pass until
 * `lockUntil`. Undefined when there is no such pass.
 */
export async function reservePinAttempt(passId: string, max: number, now: Date, lockUntil: Date): Promise<PinAttempt | undefined> {
  let write = nextAttemptOfMany(passId, max, now);
  let pass: DoorPassRecord | undefined;
  for (let n = 0; n < MAX_WRITES; n++) {
    const counted = await updateReturning(write);
    if (counted) return { reserved: true, pass: doorPassFrom(counted)! };
    // Refused: locked, at its last attempt, past a window's end, or changed meanwhile. Read what it is.
    const item = await getItem(keys.doorPass.item(passId), { consistent: true });
    pass = doorPassFrom(item);
    if (!item || !pass) return undefined;
    if (activeLock(pass, now)) return { reserved: false, pass };
    write = attemptAfter(passId, item, max, now, lockUntil);
  }
  return pass && { reserved: false, pass };
}

/** The count starts again, and a lock ends. */
const COUNT_AGAIN = { UpdateExpression: 'SET failedPins = :zero, lockedUntil = :null', values: { ':zero': 0, ':null': null } } as const;

/**
 * A right PIN on attempt `attempt` (the count its reservation left): the
 * count starts again and a lock it set ends, unless another guess was
 * counted after it.
 */
export async function clearPinAttempts(passId: string, attempt: number): Promise<void> {
  await updateItem({
    Key: keys.doorPass.item(passId),
    UpdateExpression: COUNT_AGAIN.UpdateExpression,
    ConditionExpression: 'failedPins = :attempt',
    ExpressionAttributeValues: { ...COUNT_AGAIN.values, ':attempt': attempt },
  });
}

/** A leader's unlock: the lock ends and the count starts again. The pass as it is now; undefined when gone. */
export async function unlockDoorPass(passId: string): Promise<DoorPassRecord | undefined> {
  return doorPassFrom(
    await updateReturning({
      Key: keys.doorPass.item(passId),
      UpdateExpression: COUNT_AGAIN.UpdateExpression,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: COUNT_AGAIN.values,
    }),
  );
}
