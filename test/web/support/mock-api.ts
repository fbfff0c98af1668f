import { vi } from 'vitest';

/** A mocked answer: status and JSON body. */
export interface MockReply {
  status: number;
  body?: unknown;
  /** Headers besides the JSON content type (a 503's Retry-After). */
  headers?: Record<string, string>;
}
export type MockHandler = (request: { url: URL; method: string; body: unknown }) => MockReply | Promise<MockReply>;

export interface MockCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** 200 with a JSON body. */
export const ok = (body: unknown): MockReply => ({ status: 200, body });

/**
 * Replaces `fetch` with a router over `'METHOD /api/path/{param}'` patterns.
 * Unknown routes answer 404 like API Gateway; `/config.json` answers 404
 * unless given (the SPA then uses its defaults). Returns the recorded calls.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): MockCall[] {
  const calls: MockCall[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname.startsWith('/api/')) calls.push({ method, path: url.pathname, search: url.search, body });
    const match = table.find((r) => r.method === method && r.regex.test(url.pathname));
    const reply = match
      ? typeof match.handler === 'function'
        ? await match.handler({ url, method, body })
        : match.handler
      : { status: 404, body: { message: 'Not Found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A promise with its resolver, to hold a reply until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
