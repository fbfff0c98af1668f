/**
 * A write with side copies, one way. Many writes are ONE transaction of a
 * main write (a ticket's status, an offer's record, the door count) and the
 * copies and counts that go with it (the holder guard, the holder's My
 * Tickets view, a profile's or the event's count). A copy's guard fails
 * when the copy is gone (the account or the event deleted meanwhile) or its
 * count is already too low: the main write must still happen, without that
 * copy. The main write's own guard failing means something else: the
 * caller says what (used meanwhile, closed, changed: decide again).
 */
import { RETRY, retryOnConflict, type Attempt } from './optimistic';
import { transactWrite, type TransactOp } from './table';
import { writeFailure } from './write-failure';

/** One attempt's writes and what they answer. */
export interface SideCopyPlan<Name extends string, T> {
  /** The answer once `ops` are written; at once when there is nothing to write. */
  outcome: T;
  /** The transaction's operations by name, in the order sent (copies found gone are left out when it is sent). */
  ops?: ReadonlyMap<Name, TransactOp>;
}

export interface SideCopyWrite<Name extends string, T> {
  /**
   * What attempt `n` (from 1) writes: the same operations every time, or
   * decided again from a fresh read (the door reads the ticket and the
   * count again).
   */
  plan: (attempt: number) => SideCopyPlan<Name, T> | Promise<SideCopyPlan<Name, T>>;
  /** The operations the write may go on without when their guard fails. */
  isSideCopy: (name: Name) => boolean;
  /**
   * Called when guards failed (`failed`: the operations whose guard did,
   * side copies among them): the answer when that settles it (the main
   * write's own guard failed: used meanwhile, closed, gone), or `RETRY` to
   * leave the failed side copies out and write again. Without it, every
   * refusal is written again.
   */
  refused?: (failed: ReadonlySet<Name>) => Attempt<T> | Promise<Attempt<T>>;
}

/**
 * Writes `write.plan`'s operations in one transaction. When guards fail,
 * `refused` may answer; otherwise the failed side copies are left out of
 * this and every later attempt, and the write runs again (`retryOnConflict`:
 * back-off, at most `MAX_WRITE_ATTEMPTS` attempts, then `ContentionError` —
 * so a main write whose guard keeps failing, and that `refused` sends back,
 * ends there). Any other error is thrown as it is.
 */
export async function writeWithSideCopies<Name extends string, T>(write: SideCopyWrite<Name, T>): Promise<T> {
  const gone = new Set<Name>();
  return retryOnConflict<T>(async (attempt) => {
    const { outcome, ops } = await write.plan(attempt);
    const sent = [...(ops ?? [])].filter(([name]) => !gone.has(name));
    if (sent.length === 0) return outcome;
    try {
      await transactWrite(sent.map(([, op]) => op));
      return outcome;
    } catch (error) {
      const failure = writeFailure(error, sent.map(([name]) => name));
      if (!failure?.conditionFailed) throw error;
      const answer = write.refused ? await write.refused(failure.failed) : RETRY;
      if (answer !== RETRY) return answer;
      for (const name of failure.failed) if (write.isSideCopy(name)) gone.add(name);
      return RETRY;
    }
  });
}
