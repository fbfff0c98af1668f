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
  CancellationReasons?: ({ Code?: string; Item?: Record<string, unknown> } | undefined)[];
}

/** A cancelled transaction's reasons, one per operation in the order sent (none for any other error). */
function cancellationReasons(error: unknown): NonNullable<DynamoError['CancellationReasons']> {
  const e = error as DynamoError | undefined;
  return e?.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []) : [];
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
  const codes = cancellationReasons(error).map((reason) => reason?.Code ?? 'None');
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

/** An attribute as a cancellation reason carries it: wire format (`{ N: "3" }`), or already plain. */
function plain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const wire = value as { N?: string; S?: string; BOOL?: boolean };
    return wire.N !== undefined ? Number(wire.N) : (wire.S ?? wire.BOOL);
  }
  return value;
}

/**
 * The item as it stood when operation `name` refused a cancelled
 * transaction (the operation asked for it: `ReturnValuesOnConditionCheckFailure:
 * 'ALL_OLD'`), its attributes as plain values; undefined when none came back.
 * A refused purchase reads from it whether the event is full, without a read.
 */
export function refusedItem<Name extends string>(error: unknown, names: readonly Name[], name: Name): Record<string, unknown> | undefined {
  const item = cancellationReasons(error)[names.indexOf(name)]?.Item;
  return item && Object.fromEntries(Object.entries(item).map(([attribute, value]) => [attribute, plain(value)]));
}
