/**
 * JavaScript per route as a browser receives it (docs/performance.md#budgets: ≤ 150 KiB gzip),
 * and the API requests each screen makes (one screen, one request): a production build of
 * the SPA, served with its `/config.json` and the real API by the bench
 * stack, opened in headless Chromium route by route, signed out and signed in.
 *
 * Each page load gets a fresh browser context (empty cache, no service
 * worker), so every script counts; the figure is every same-origin script the
 * page fetched until the network was idle (lazy chunks, preloads and idle-time
 * loads included), each weighed as its file gzipped at level 9, the way
 * `web-size.ts` weighs the static imports. A signed-in page starts with the
 * demo account's tokens in localStorage, where Amplify keeps a session.
 */
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { DemoAccountKind } from '../../infra/local/demo-accounts';
import { AUTH_KEY_PREFIX, decodeJwtPayload } from '../../web/src/lib/auth/stored-tokens';
import { launchBrowser } from '../support/browser';
import { routeUrl, routerPatterns, type RouteIds } from '../support/spa-routes';
import type { BenchChoices } from './bench-choices';
import type { BenchStack } from './bench-stack';

/** The 150 KiB page budget (docs/performance.md#budgets): gzip JavaScript per route. */
export const ROUTE_JS_GOAL_BYTES = 150 * 1024;

export type Visitor = 'signed out' | DemoAccountKind;

export interface BrowserRouteFigure {
  /** The router pattern (`/party-events/:id`), with the kind of page when a pattern is measured on two (`… (with alcohol)`). */
  route: string;
  visitor: Visitor;
  /** Gzip bytes of every script the page loaded before its network fell idle. */
  scriptGzipBytes: number;
  /** The scripts it loaded (`/assets/…`), each with its gzip bytes. */
  scripts: { path: string; gzipBytes: number }[];
  /** The API calls of the screen (`/config.json` included), as `GET /me`. */
  apiRequests: string[];
}

const root = resolve(import.meta.dirname, '../..');

/** Who opens a route signed in: the role the page is for (a student would only see a refusal). */
const ADMIN_ROUTES = ['/admin', '/logos', '/admin/school-logos', '/populate-data', '/populate-top-schools', '/seed-data'];
// `/manage-roles` is a president's page (shared/authz.ts `manageRoles`): an admin is refused it.
const LEADER_ROUTES = ['/create-event', '/validate-ticket', '/party-events/:id/analytics', '/party-events/:id/edit', '/manage-roles', '/door/:passId'];
function signedInVisitor(pattern: string): DemoAccountKind {
  if (ADMIN_ROUTES.includes(pattern)) return 'admin';
  if (LEADER_ROUTES.includes(pattern)) return 'president';
  return 'student';
}

export async function getJson<T>(api: string, path: string): Promise<T> {
  const res = await fetch(`${api}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The ids the routes are opened with: the chosen school, chapter, national, Greek-life event and party without alcohol. */
function routeIdsOf({ greekEvent, chapter, plainParty }: BenchChoices): RouteIds {
  return { schoolId: greekEvent.schoolId, chapterId: chapter.id, nationalKey: chapter.nationalKey, greekEventId: greekEvent.id, partyEventId: plainParty.id };
}

/**
 * Every page to open: one per router pattern, and the party event page twice,
 * for a party without alcohol and one with (its page differs by who may be a
 * sober monitor there).
 */
function pagesToOpen(choices: BenchChoices): { route: string; pattern: string; url: string }[] {
  const ids = routeIdsOf(choices);
  return routerPatterns().flatMap((pattern) => {
    const page = { route: pattern, pattern, url: routeUrl(pattern, ids) };
    if (pattern !== '/party-events/:id') return [page];
    return [page, { route: `${pattern} (with alcohol)`, pattern, url: routeUrl(pattern, { ...ids, partyEventId: choices.alcoholParty.id }) }];
  });
}

/** The localStorage a signed-in Amplify v6 session leaves (what the shell reads at first paint). */
export async function signedInStorage(stack: BenchStack, origin: string, clientId: string, kind: DemoAccountKind): Promise<BrowserContextOptions['storageState']> {
  const account = stack.accounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`The seed has no demo ${kind}`);
  const tokens = await stack.session(account.email);
  const claims = decodeJwtPayload<{ username?: string; sub?: string }>(tokens.accessToken);
  const username = claims?.username ?? claims?.sub ?? account.email;
  const base = `${AUTH_KEY_PREFIX}.${clientId}.${username}`;
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: `${AUTH_KEY_PREFIX}.${clientId}.LastAuthUser`, value: username },
          { name: `${base}.accessToken`, value: tokens.accessToken },
          { name: `${base}.idToken`, value: tokens.idToken },
          { name: `${base}.refreshToken`, value: tokens.refreshToken },
          { name: `${base}.clockDrift`, value: '0' },
        ],
      },
    ],
  };
}

/**
 * A session as a visitor has it on their second page: signed in, and the
 * home page opened once, so what the app keeps for the session (the `/me`
 * summary) is in storage; each measured page still starts with an empty
 * HTTP cache.
 */
async function openedSession(browser: Browser, origin: string, storageState: BrowserContextOptions['storageState']): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  try {
    const page = await context.newPage();
    const quiet = trackQuiet(page);
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    await quiet.settled();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** No request in flight for this long counts as a quiet network (Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * Waits until the page is really done loading: `networkidle` alone can fire
 * while the main thread is still parsing the entry chunk on a busy machine
 * (no request in flight for 500 ms, the route's lazy chunk not yet asked
 * for), which once weighed a page without its own code. So: the main thread
 * idle (an idle callback ran), then no request in flight for 500 ms, and
 * again until a round starts no new request.
 */
function trackQuiet(page: Page): { settled(): Promise<void> } {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight++;
    started++;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const mainThreadIdle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
  const networkQuiet = async () => {
    for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight > 0) quietSince = Date.now();
    }
  };
  return {
    async settled() {
      for (let round = 0; round < 20; round++) {
        const before = started;
        await mainThreadIdle();
        await networkQuiet();
        if (started === before) return;
      }
      throw new Error('The page never stopped loading');
    },
  };
}

/** Builds the SPA, serves it from the bench stack and weighs every route in Chromium, signed out and signed in. */
export async function measureRoutesInBrowser(stack: BenchStack, choices: BenchChoices): Promise<BrowserRouteFigure[]> {
  const spaDir = mkdtempSync(join(tmpdir(), 'bench-spa-'));
  const browser = await launchBrowser();
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
    const spa = await stack.serveSpa(spaDir);
    const origin = spa.url;
    const { userPoolClientId } = await getJson<{ userPoolClientId: string }>(origin, '/config.json');
    const gzipOf = new Map<string, number>();
    const weigh = (pathname: string) => {
      if (!gzipOf.has(pathname)) gzipOf.set(pathname, gzipSync(readFileSync(join(spaDir, pathname)), { level: 9 }).length);
      return gzipOf.get(pathname)!;
    };
    const figures: BrowserRouteFigure[] = [];
    const sessions = new Map<DemoAccountKind, BrowserContextOptions['storageState']>();
    const sessionOf = async (kind: DemoAccountKind) => {
      if (!sessions.has(kind)) sessions.set(kind, await openedSession(browser, origin, await signedInStorage(stack, origin, userPoolClientId, kind)));
      return sessions.get(kind);
    };
    for (const { route, pattern, url } of pagesToOpen(choices)) {
      for (const visitor of ['signed out', signedInVisitor(pattern)] as const) {
        const storageState = visitor === 'signed out' ? undefined : await sessionOf(visitor);
        const context = await browser.newContext({ serviceWorkers: 'block', ...(storageState ? { storageState } : {}) });
        try {
          const page = await context.newPage();
          const scripts = new Set<string>();
          const apiRequests: string[] = [];
          page.on('request', (request) => {
            const { origin: from, pathname } = new URL(request.url());
            if (from !== origin) return;
            if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
            else if (pathname.startsWith('/api/') || pathname === '/config.json') apiRequests.push(`${request.method()} ${pathname.replace(/^\/api/, '')}`);
          });
          const quiet = trackQuiet(page);
          await page.goto(`${origin}${url}`, { waitUntil: 'networkidle', timeout: 60_000 });
          await quiet.settled();
          const weighed = [...scripts].map((path) => ({ path, gzipBytes: weigh(path) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
          const scriptGzipBytes = weighed.reduce((sum, s) => sum + s.gzipBytes, 0);
          figures.push({ route, visitor, scriptGzipBytes, scripts: weighed, apiRequests });
        } finally {
          await context.close();
        }
      }
    }
    return figures.sort((a, b) => b.scriptGzipBytes - a.scriptGzipBytes);
  } finally {
    await browser.close();
    rmSync(spaDir, { recursive: true, force: true });
  }
}
