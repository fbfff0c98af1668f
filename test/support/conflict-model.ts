/**
 * DynamoDB's transaction conflicts on the emulator (a hot drop, docs/performance.md#a-hot-drop). Real
 * DynamoDB cancels a TransactWriteItems with `TransactionConflict` when one
 * of its items is part of another transaction in flight, and refuses a
 * single write of such an item with `TransactionConflictException`;
 * DynamoDB Local runs them one after another and never does. While this
 * model is on, the handlers' client follows DynamoDB's rule: what contends
 * for one item is refused as DynamoDB would refuse it, and each item's
 * committed writes are counted, so a run can say how often its hottest
 * item was written.
 *
 * How long a transaction holds its items decides how often others meet
 * it. The emulator answers a burst 10–100× slower than DynamoDB, so holding
 * an item for the emulator's whole answer would make conflicts that many
 * times likelier than in AWS; a transaction holds its items for at most
 * `holdMs` (DynamoDB's own transaction latency, tens of milliseconds), or
 * until it is answered if sooner.
 */
import { dynamo } from '../../functions/lib/clients/dynamodb';

type Key = { PK?: unknown; SK?: unknown };
type Op = { Update?: { Key?: Key }; Put?: { Item?: Key }; Delete?: { Key?: Key }; ConditionCheck?: { Key?: Key } };

const keyOf = (key: Key | undefined) => `${String(key?.PK)}|${String(key?.SK)}`;

function opKey(op: Op): string {
  return keyOf(op.Update?.Key ?? op.Put?.Item ?? op.Delete?.Key ?? op.ConditionCheck?.Key);
}

/** True for an operation that changes its item (a ConditionCheck only reads it). */
const writes = (op: Op) => op.ConditionCheck === undefined;

export interface ConflictModel {
  /** Transactions and single writes refused for contention so far. */
  conflicts(): number;
  /** The contended items' kinds (partition and sort key with ids and numbers left out), with how many refusals each caused. */
  conflictsByKind(): Record<string, number>;
  /** Committed writes of the item (transactions' operations and single writes). */
  writesOf(key: Key): number;
  stop(): void;
}

const SINGLE_WRITES = new Set(['UpdateItemCommand', 'PutItemCommand', 'DeleteItemCommand']);

/** Turns the model on for the handlers' DynamoDB client until `stop()`. */
export function modelTransactionConflicts({ holdMs = 25, name = 'dynamoConflictModel' } = {}): ConflictModel {
  const inFlight = new Map<string, number>();
  const committed = new Map<string, number>();
  let conflicts = 0;
  const byKind = new Map<string, number>();
  const blame = (key: string) => {
    const kind = key.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>').replace(/#\d+/g, '#<k>');
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  };
  const busy = (key: string) => (inFlight.get(key) ?? 0) > 0;
  const count = (key: string) => committed.set(key, (committed.get(key) ?? 0) + 1);
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TransactItems?: Op[]; Key?: Key; Item?: Key };
      if (context.commandName === 'TransactWriteItemsCommand') {
        const ops = input.TransactItems ?? [];
        const keys = ops.map(opKey);
        if (keys.some(busy)) {
          conflicts++;
          keys.filter(busy).forEach(blame);
          throw Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons'), {
            name: 'TransactionCanceledException',
            CancellationReasons: keys.map((key) => ({ Code: busy(key) ? 'TransactionConflict' : 'None' })),
          });
        }
        for (const key of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
        let held = true;
        const release = () => {
          if (!held) return;
          held = false;
          for (const key of keys) inFlight.set(key, inFlight.get(key)! - 1);
        };
        const timer = setTimeout(release, holdMs);
        try {
          const result = await next(args);
          ops.forEach((op, i) => {
            if (writes(op)) count(keys[i]!);
          });
          return result;
        } finally {
          clearTimeout(timer);
          release();
        }
      }
      if (SINGLE_WRITES.has(context.commandName ?? '')) {
        const key = keyOf(input.Key ?? input.Item);
        if (busy(key)) {
          conflicts++;
          blame(key);
          throw Object.assign(new Error('Transaction is ongoing for the item'), { name: 'TransactionConflictException' });
        }
        const result = await next(args);
        count(key);
        return result;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    conflicts: () => conflicts,
    conflictsByKind: () => Object.fromEntries([...byKind].sort((a, b) => b[1] - a[1])),
    writesOf: (key) => committed.get(keyOf(key)) ?? 0,
    stop: () => dynamo().middlewareStack.remove(name),
  };
}
