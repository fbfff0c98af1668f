/**
 * Why a write failed, decoded in one place. DynamoDB answers a cancelled
 * TransactWriteItems with one reason per operation, in the order they were
 * sent: a caller that names its operations can say exactly what went wrong
 * ("role taken" versus "already reviewed"), and a transaction that only
 * lost to a concurrent one (`TransactionConflict`, which real DynamoDB
 * returns under contention and DynamoDB Local never does) is told apart
 * from one that was refused.
 */

export interface WriteFailure<Name extends string> {
  /** The named operations whose condition failed (`names[i]` names the i-th operation sent). */
  failed: Set<Name>;
  /** A condition failed: a single write's, or one of the transaction's operations'. */
  conditionFailed: boolean;
  /** Nothing was refused: the write lost only to a concurrent transaction and may simply be tried again. */
  conflict: boolean;
}

interface DynamoError {
  name?: string;
  CancellationReasons?: ({ Code?: string } | undefined)[];
}

/**
 * The failure of a write, or undefined when `error` is not a refused or
 * conflicting write (a network error, a validation error: not a business
 * outcome, so the caller rethrows it).
 */
export function writeFailure<Name extends string = never>(error: unknown, names: readonly Name[] = []): WriteFailure<Name> | undefined {
  const e = error as DynamoError | undefined;
  if (e?.name === 'ConditionalCheckFailedException') return { failed: new Set(), conditionFailed: true, conflict: false };
  if (e?.name === 'TransactionConflictException') return { failed: new Set(), conditionFailed: false, conflict: true };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  const codes = (e.CancellationReasons ?? []).map((reason) => reason?.Code ?? 'None');
  const failed = new Set<Name>();
  codes.forEach((code, i) => {
    const name = names[i];
    if (code === 'ConditionalCheckFailed' && name !== undefined) failed.add(name);
  });
  return {
    failed,
    conditionFailed: codes.includes('ConditionalCheckFailed'),
    conflict: codes.includes('TransactionConflict') && codes.every((code) => code === 'None' || code === 'TransactionConflict'),
  };
}

/** True when a write failed on its ConditionExpression (a single write's or a transaction's). */
export function isConditionFailure(error: unknown): boolean {
  return writeFailure(error)?.conditionFailed === true;
}
