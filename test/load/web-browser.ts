/**
 * JavaScript per route as a browser receives it (DESIGN §5: ≤ 150 KiB gzip),
 * and the API requests each screen makes (issue 8 §2): a production build of
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
import type { BrowserContextOptions } from 'playwright-core';
import type { ChapterPageResponse, GreekEventListResponse, MeResponse, PartyEventListResponse } from '../../shared/api/types';
import type { DemoAccountKind } from '../../infra/local/demo-accounts';
import { AUTH_KEY_PREFIX, decodeJwtPayload } from '../../web/src/lib/auth/stored-tokens';
import { launchBrowser } from '../support/browser';
import { routeUrl, routerPatterns, type RouteIds } from '../support/spa-routes';
import type { BenchStack } from './bench-stack';

/** DESIGN §5 / issue 8 §4: gzip JavaScript per route. */
export const ROUTE_JS_GOAL_BYTES = 150 * 1024;

export type Visitor = 'signed out' | DemoAccountKind;

export interface BrowserRouteFigure {
  /** The router pattern (`/party-events/:id`). */
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
const ADMIN_ROUTES = ['/admin', '/manage-roles', '/logos', '/admin/school-logos', '/populate-data', '/populate-top-schools', '/seed-data'];
const LEADER_ROUTES = ['/create-event', '/validate-ticket', '/party-events/:id/analytics', '/door/:passId'];
function signedInVisitor(pattern: string): DemoAccountKind {
  if (ADMIN_ROUTES.includes(pattern)) return 'admin';
  if (LEADER_ROUTES.includes(pattern)) return 'president';
  return 'student';
}

async function getJson<T>(api: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${api}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Real ids of the seed: the student's school, the president's chapter (and one of its party events), a Greek-life event. */
async function seededIds(stack: BenchStack): Promise<RouteIds> {
  const email = (kind: DemoAccountKind) => stack.accounts.find((a) => a.kind === kind)?.email ?? '';
  const [student, president] = await Promise.all([
    getJson<MeResponse>(stack.api, '/me', await stack.signIn(email('student'))),
    getJson<MeResponse>(stack.api, '/me', await stack.signIn(email('president'))),
  ]);
  const chapterId = president.profile.chapterId;
  const schoolId = student.profile.schoolId;
  if (!chapterId || !schoolId) throw new Error('The seed needs a student with a school and a president with a chapter');
  const [chapterPage, greek, parties] = await Promise.all([
    getJson<ChapterPageResponse>(stack.api, `/chapters/${chapterId}`),
    getJson<GreekEventListResponse>(stack.api, '/events'),
    getJson<PartyEventListResponse>(stack.api, '/party-events'),
  ]);
  const partyEventId = chapterPage.events[0]?.id ?? parties.events[0]?.id;
  const greekEventId = greek.events[0]?.id;
  if (!partyEventId || !greekEventId) throw new Error('The seed needs an upcoming party event and a Greek-life event');
  return { schoolId, chapterId, nationalKey: chapterPage.chapter.nationalKey, greekEventId, partyEventId };
}

/** The localStorage a signed-in Amplify v6 session leaves (what the shell reads at first paint). */
async function signedInStorage(stack: BenchStack, origin: string, clientId: string, kind: DemoAccountKind): Promise<BrowserContextOptions['storageState']> {
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

/** Builds the SPA, serves it from the bench stack and weighs every route in Chromium, signed out and signed in. */
export async function measureRoutesInBrowser(stack: BenchStack): Promise<BrowserRouteFigure[]> {
  const spaDir = mkdtempSync(join(tmpdir(), 'bench-spa-'));
  const browser = await launchBrowser();
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
    const spa = await stack.serveSpa(spaDir);
    const origin = spa.url;
    const { userPoolClientId } = await getJson<{ userPoolClientId: string }>(origin, '/config.json');
    const ids = await seededIds(stack);
    const gzipOf = new Map<string, number>();
    const weigh = (pathname: string) => {
      if (!gzipOf.has(pathname)) gzipOf.set(pathname, gzipSync(readFileSync(join(spaDir, pathname)), { level: 9 }).length);
      return gzipOf.get(pathname)!;
    };
    const figures: BrowserRouteFigure[] = [];
    for (const pattern of routerPatterns()) {
      const url = routeUrl(pattern, ids);
      for (const visitor of ['signed out', signedInVisitor(pattern)] as const) {
        const storageState = visitor === 'signed out' ? undefined : await signedInStorage(stack, origin, userPoolClientId, visitor);
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
          await page.goto(`${origin}${url}`, { waitUntil: 'networkidle', timeout: 60_000 });
          const weighed = [...scripts].map((path) => ({ path, gzipBytes: weigh(path) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
          const scriptGzipBytes = weighed.reduce((sum, s) => sum + s.gzipBytes, 0);
          figures.push({ route: pattern, visitor, scriptGzipBytes, scripts: weighed, apiRequests });
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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per route, heaviest first: JS signed out and signed in against the goal, and the API requests of each. */
export function printBrowserRoutes(figures: BrowserRouteFigure[]): void {
  const byRoute = new Map<string, BrowserRouteFigure[]>();
  for (const f of figures) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
  const heaviest = (fs: BrowserRouteFigure[]) => Math.max(...fs.map((f) => f.scriptGzipBytes));
  const rows = [...byRoute.entries()].sort(([, a], [, b]) => heaviest(b) - heaviest(a));
  const cell = (f: BrowserRouteFigure | undefined) =>
    f ? `${kib(f.scriptGzipBytes).padStart(10)} ${f.scriptGzipBytes <= ROUTE_JS_GOAL_BYTES ? 'ok  ' : 'OVER'} ${String(f.apiRequests.length).padStart(3)}` : ''.padEnd(19);
  console.log(`\nJS per route in Chromium (gzip, until network idle) / goal ${kib(ROUTE_JS_GOAL_BYTES)}; API requests per screen`);
  console.log(`${'route'.padEnd(30)} ${'signed out'.padEnd(19)}   ${'signed in'.padEnd(19)}  as`);
  for (const [route, fs] of rows) {
    const out = fs.find((f) => f.visitor === 'signed out');
    const inn = fs.find((f) => f.visitor !== 'signed out');
    console.log(`${route.padEnd(30)} ${cell(out)}   ${cell(inn)}  ${inn?.visitor ?? ''}`);
  }
  console.log('\nAPI requests per screen, signed in');
  for (const [route, fs] of rows) {
    const inn = fs.find((f) => f.visitor !== 'signed out');
    if (inn) console.log(`${route.padEnd(30)} ${inn.apiRequests.join(', ') || '—'}`);
  }
}
