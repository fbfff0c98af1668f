/**
 * Counts the DynamoDB calls a test file's requests make (at most 3 DynamoDB calls per request), for
 * files that invoke one route at a time: a middleware on the shared client,
 * installed for the file and removed after it. `queryReadsOf` counts the
 * Queries of one piece of work and the items they read, `callsOf` the calls
 * of one command.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RouteId } from '../../shared/api/routes';
import { dynamo } from '../../functions/lib/clients/dynamodb';
import { invoke, type InvokeOptions, type InvokeResult } from './invoke';

/** Installs the counter for the file; `counted` invokes a route and says how many calls it took. */
export function useDynamoCallCounter(name: string): { counted: <T = unknown>(route: RouteId, options: InvokeOptions) => Promise<InvokeResult<T> & { calls: number }> } {
  let calls = 0;
  beforeAll(() => {
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        calls++;
        return next(args);
      },
      { step: 'initialize', name },
    );
  });
  afterAll(() => {
    dynamo().middlewareStack.remove(name);
  });
  return {
    counted: async <T,>(route: RouteId, options: InvokeOptions) => {
      const before = calls;
      const res = await invoke<T>(route, options);
      return Object.assign(res, { calls: calls - before });
    },
  };
}

/** The Queries `run` sends and the items DynamoDB read for them (before any FilterExpression). */
export async function queryReadsOf(run: () => Promise<unknown>): Promise<{ queries: number; scanned: number }> {
  const counted = { queries: 0, scanned: 0 };
  const name = `scanned-${randomUUID()}`;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      if (context.commandName === 'QueryCommand') {
        counted.queries++;
        counted.scanned += Number((out.output as { ScannedCount?: number }).ScannedCount ?? 0);
      }
      return out;
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    dynamo().middlewareStack.remove(name);
  }
  return counted;
}

/** How many calls of one DynamoDB command (`'UpdateCommand'`, `'BatchGetItemCommand'`…) `run` sends. */
export async function callsOf(commandName: string, run: () => Promise<unknown>): Promise<number> {
  let calls = 0;
  const name = `calls-${randomUUID()}`;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === commandName) calls++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    dynamo().middlewareStack.remove(name);
  }
  return calls;
}
