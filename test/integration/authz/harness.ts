/**
 * The real HTTP path for the authorization matrix, the token attacks and the
 * fuzzing: the platform's local API server (every route of the manifest, JWTs
 * verified against the local Cognito's JWKS as API Gateway does) over this
 * test file's own table, with a private SES inbox so that mail other test
 * files send meanwhile never counts, and the reads that prove a refused
 * request changed nothing.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { resetClients } from '../../../functions/lib/aws';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { tableName } from '../../../functions/lib/db/table';
import type { RunningApiServer } from '../../../infra/local/api-server';
import type { ServiceProcess } from '../../../infra/local/child-process';
import { startPlatformApi } from '../../../infra/local/platform-api';
import { freePort } from '../../../infra/local/ports';
import { startSesLocal } from '../../../infra/local/ses-local';
import { routeList, type RouteId } from '../../../shared/api/routes';
import { JOB_QUEUE } from '../../../functions/lib/queue/queues';
import { createTestPool, type PoolIds } from '../../support/cognito';
import { readResponse, type ReadResponse } from '../../support/http';
import { createJobQueue, drained, pointJobQueueAt } from '../../support/queue';
import { useFreshTable } from '../../support/table';

/** One HTTP request as it goes on the wire (path stage-relative, already encoded). */
export interface WireRequest {
  method: string;
  path: string;
  /** Raw query string, without `?`. */
  query?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type WireResponse = ReadResponse;

/** What a refused request must leave as it was: every item of the table, and the inbox. */
export interface StoredState {
  items: Map<string, string>;
  mails: number;
}

export interface ApiStack {
  url: string;
  pool: PoolIds;
  send(request: WireRequest): Promise<WireResponse>;
  state(): Promise<StoredState>;
}

/** A route's typed input, as the matrix and the token attacks send it. */
export interface RouteInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The wire request of a route with a JSON body (objects) and a bearer token. */
export function routeRequest(id: RouteId, input: RouteInput, token?: string): WireRequest {
  const route = routeList.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${id}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const headers: Record<string, string> = { ...input.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers['content-type'] ??= 'application/json';
  }
  return { method: route.method, path, query: new URLSearchParams(input.query ?? {}).toString(), headers, body };
}

async function scanTable(): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) items.set(`${String(item.PK)} | ${String(item.SK)}`, JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** What changed between two states: `+ key`, `- key`, `~ key` and the mail count; empty when nothing did. */
export function stateChanges(before: StoredState, after: StoredState): string[] {
  const changes: string[] = [];
  for (const [key, value] of after.items) {
    if (!before.items.has(key)) changes.push(`+ ${key}`);
    else if (before.items.get(key) !== value) changes.push(`~ ${key}`);
  }
  for (const key of before.items.keys()) if (!after.items.has(key)) changes.push(`- ${key}`);
  if (after.mails !== before.mails) changes.push(`mail: ${before.mails} → ${after.mails}`);
  return changes;
}

/**
 * Registers hooks that start the stack for this file (after `useFreshTable`'s
 * table) and stop it afterwards. The returned object is usable inside tests.
 */
export function useApiStack(): ApiStack {
  useFreshTable();
  let api: RunningApiServer | undefined;
  let ses: ServiceProcess | undefined;
  let sesEndpoint = '';
  let pool: PoolIds | undefined;
  let jobs: Awaited<ReturnType<typeof createJobQueue>> | undefined;
  const previousSes = process.env.SES_ENDPOINT;

  beforeAll(async () => {
    const emulators = inject('emulators');
    const started = await startSesLocal({ port: await freePort() });
    ses = started.process;
    sesEndpoint = started.endpoint;
    pool = await createTestPool();
    // The handlers run in this process: point them at this file's pool and inbox.
    Object.assign(process.env, { SES_ENDPOINT: sesEndpoint, USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.userPoolClientId });
    resetClients();
    // Receipts are mailed off the request path: a work queue of this file's own, drained before each state read.
    jobs = await createJobQueue(emulators.sqs);
    pointJobQueueAt(jobs);
    // The matrix and the fuzzer call from one address thousands of times on purpose; the limiter has its own tests.
    api = await startPlatformApi({
      port: 0,
      endpoints: { ...emulators, ses: sesEndpoint },
      pool,
      rateLimits: false,
      queues: [{ queue: JOB_QUEUE, url: jobs.url }],
    });
    // A data tool started here is recorded and waits: a running job would change the table under the
    // "refused changes nothing" checks (the runs are tested in test/integration/admin/data-tools).
    process.env.DATA_TOOLS_RUN = 'held';
  });

  afterAll(async () => {
    await api?.close();
    jobs?.destroy();
    await ses?.stop();
    if (previousSes === undefined) delete process.env.SES_ENDPOINT;
    else process.env.SES_ENDPOINT = previousSes;
    resetClients();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the API stack is not started yet (use it inside tests or hooks)');
    return value;
  };

  return {
    get url() {
      return started(api).url;
    },
    get pool() {
      return started(pool);
    },
    async send(request) {
      const query = request.query ? `?${request.query}` : '';
      const body = typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body);
      return readResponse(await fetch(`${started(api).url}/api${request.path}${query}`, { method: request.method, headers: request.headers, body }));
    },
    async state() {
      // A receipt queued by an earlier call is mail that call sent: let it land first.
      await drained(started(jobs));
      const [items, store] = await Promise.all([scanTable(), fetch(`${sesEndpoint}/store`).then((r) => r.json() as Promise<{ emails: unknown[] }>)]);
      return { items, mails: store.emails.length };
    },
  };
}
