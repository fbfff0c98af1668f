/**
 * Which operations of a cancelled transaction failed their condition.
 * DynamoDB answers a cancelled TransactWriteItems with one reason per
 * operation, in the order they were sent; a service that gave its operations
 * names can then say exactly what went wrong ("role taken" versus "already
 * reviewed") instead of one generic message.
 */

/**
 * The names of the operations whose condition failed, or null when `error`
 * is not a cancelled transaction (then it is not a business refusal).
 * `names[i]` names the i-th operation sent.
 */
export function failedConditions<Name extends string>(error: unknown, names: readonly Name[]): Set<Name> | null {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return null;
  const failed = new Set<Name>();
  (e.CancellationReasons ?? []).forEach((reason, i) => {
    const name = names[i];
    if (reason?.Code === 'ConditionalCheckFailed' && name !== undefined) failed.add(name);
  });
  return failed;
}
