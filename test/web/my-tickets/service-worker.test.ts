/**
 * The offline app shell (`web/public/sw.js`) run in a stand-in worker scope:
 * its fetch routing and cache strategies, with the network switched on and off.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://campus.example';
// Tests run from the repository root (vitest.config.ts).
const source = readFileSync(resolve(process.cwd(), 'web/public/sw.js'), 'utf8');

/** A Cache Storage in memory (keys are URLs). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (r: Request | string) => store.get(keyOf(r))?.clone(),
      put: async (r: Request | string, response: Response) => void store.set(keyOf(r), response),
      add: async (r: Request | string) => void store.set(keyOf(r), await network.fetch(r)),
      keys: async () => [...store.keys()].map((k) => new Request(k)),
      delete: async (r: Request | string) => store.delete(keyOf(r)),
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()], delete: async (n: string) => stores.delete(n) } };
}

/** The network: online answers each URL with its path; offline every request fails. */
const network = {
  online: true,
  requests: [] as string[],
  async fetch(r: Request | string): Promise<Response> {
    const url = new URL(typeof r === 'string' ? r : r.url, ORIGIN);
    network.requests.push(url.pathname);
    if (!network.online) throw new TypeError('Failed to fetch');
    return new Response(`body of ${url.pathname}`, { status: 200 });
  },
};

/** Loads sw.js into a fresh scope and returns a way to dispatch fetches to it. */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = memoryCaches();
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(source, { self, caches: caches.api, fetch: network.fetch, URL, Request, Response, Promise });
  /** Dispatches a fetch event: the worker's answer, or null when it leaves the request to the browser. */
  const dispatch = async (path: string, init: { mode?: string; method?: string } = {}) => {
    let answer: Promise<Response> | null = null;
    const request = Object.assign(new Request(new URL(path, ORIGIN), { method: init.method ?? 'GET' }), {});
    Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
    listeners.get('fetch')!({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer ? await (answer as Promise<Response>) : null;
  };
  const install = async () => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { dispatch, install, caches };
}

describe('service worker (offline app shell)', () => {
  it('serves hashed assets cache-first: once fetched, they load offline without the network', async () => {
    network.online = true;
    const sw = loadWorker();
    expect(await (await sw.dispatch('/assets/MyTicketsPage-abc123.js'))!.text()).toBe('body of /assets/MyTicketsPage-abc123.js');
    network.online = false;
    network.requests = [];
    expect(await (await sw.dispatch('/assets/MyTicketsPage-abc123.js'))!.text()).toBe('body of /assets/MyTicketsPage-abc123.js');
    expect(network.requests).toEqual([]);
  });

  it('navigations go to the network first and fall back to the cached index.html offline', async () => {
    network.online = true;
    const sw = loadWorker();
    await sw.install();
    network.requests = [];
    expect(await (await sw.dispatch('/my-tickets', { mode: 'navigate' }))!.text()).toBe('body of /my-tickets');
    expect(network.requests).toEqual(['/my-tickets']);
    network.online = false;
    expect(await (await sw.dispatch('/my-tickets', { mode: 'navigate' }))!.text()).toBe('body of /my-tickets');
  });

  it('offline before any navigation: the index.html cached at install', async () => {
    network.online = true;
    const sw = loadWorker();
    await sw.install();
    network.online = false;
    expect(await (await sw.dispatch('/party-events', { mode: 'navigate' }))!.text()).toBe('body of /index.html');
  });

  it('/config.json is network-first with the last copy as the offline fallback', async () => {
    network.online = true;
    const sw = loadWorker();
    expect(await (await sw.dispatch('/config.json'))!.text()).toBe('body of /config.json');
    network.online = false;
    expect(await (await sw.dispatch('/config.json'))!.text()).toBe('body of /config.json');
  });

  it('never handles /api/* or writes', async () => {
    network.online = true;
    const sw = loadWorker();
    expect(await sw.dispatch('/api/me/tickets')).toBeNull();
    expect(await sw.dispatch('/api/tickets/validate', { method: 'POST' })).toBeNull();
    expect([...sw.caches.stores.values()].every((s) => [...s.keys()].every((k) => !k.includes('/api/')))).toBe(true);
  });
});
