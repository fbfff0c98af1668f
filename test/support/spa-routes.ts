/**
 * Every page of the SPA as a concrete URL, read from the router's own table
 * (`web/src/app/routes.tsx`): the page-wide e2e checks (axe, small screens, Tab)
 * run one test per router pattern, and a route added there without a URL here
 * fails them, so no page can be forgotten.
 */
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../web/src/app/routes';
import type { ChapterPageResponse, GreekEventListResponse, MeResponse } from '../../shared/api/types';
import type { StackApi } from './stack-api';

/** The real ids the parameterised routes are opened with. */
export interface RouteIds {
  schoolId: string;
  chapterId: string;
  nationalKey: string;
  greekEventId: string;
  partyEventId: string;
}

/** Router path pattern → the URL the checks open. */
const URLS: Record<string, (ids: RouteIds) => string> = {
  '/': () => '/',
  '/schools': () => '/schools',
  '/schools/:id': (ids) => `/schools/${ids.schoolId}`,
  '/organizations': () => '/organizations',
  '/organizations/:id': (ids) => `/organizations/${ids.chapterId}`,
  '/national/:key': (ids) => `/national/${ids.nationalKey}`,
  '/events': () => '/events',
  '/events/:id': (ids) => `/events/${ids.greekEventId}`,
  '/party-events': () => '/party-events',
  '/party-events/:id': (ids) => `/party-events/${ids.partyEventId}`,
  '/auth': () => '/auth',
  '/leader-auth': () => '/leader-auth',
  '/my-school': () => '/my-school',
  '/my-tickets': () => '/my-tickets',
  '/profile': () => '/profile',
  '/create-event': () => '/create-event',
  '/validate-ticket': (ids) => `/validate-ticket?event=${ids.partyEventId}`,
  '/party-events/:id/analytics': (ids) => `/party-events/${ids.partyEventId}/analytics`,
  '/party-events/:id/edit': (ids) => `/party-events/${ids.partyEventId}/edit`,
  '/admin': () => '/admin',
  // Admin tabs and /manage-roles
  '/manage-roles': () => '/manage-roles',
  // The Greek-life office's page (its school's events; anyone else is told it is the office's)
  '/office': () => '/office',
  // Admin tools: logo gallery, school logos, data tools
  '/logos': () => '/logos',
  '/admin/school-logos': () => '/admin/school-logos',
  '/populate-data': () => '/populate-data',
  '/populate-top-schools': () => '/populate-top-schools',
  '/seed-data': () => '/seed-data',
  '*': () => '/no-such-page',
  // Door passes: an unknown pass shows its PIN form, what a volunteer sees first.
  '/door/:passId': () => '/door/00000000-0000-4000-8000-000000000000',
};

/** The full pattern of every route that renders a page (a leaf: layouts only wrap their children). */
function patterns(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path === '*' ? '*' : joinPath(parent, route.path ?? '');
    return route.children?.length ? patterns(route.children, own) : [own];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every path pattern the router knows, in its order (`/`, `/schools`, `/schools/:id`, …, `*`). */
export function routerPatterns(): string[] {
  return patterns(appRoutes, '');
}

/**
 * The patterns of pages drawn outside the app's shell (a top-level leaf: no
 * header, skip link or footer), such as a door pass's scanner.
 */
export function patternsOutsideShell(): string[] {
  return appRoutes.filter((route) => !route.children?.length && route.path).map((route) => route.path!);
}

/** Router patterns without a URL here (and stale entries for routes that no longer exist). */
export function routeListGaps(): { missing: string[]; stale: string[] } {
  const known = routerPatterns();
  return {
    missing: known.filter((p) => !(p in URLS)),
    stale: Object.keys(URLS).filter((p) => !known.includes(p)),
  };
}

/** The URL the checks open for a router pattern; throws when this list has none (a route added since). */
export function routeUrl(pattern: string, ids: RouteIds): string {
  const url = URLS[pattern];
  if (!url) throw new Error(`test/support/spa-routes.ts has no URL for the route ${pattern}: add one`);
  return url(ids);
}

/**
 * Ids of real pages: the demo student's school, the demo president's chapter
 * and its national organization, a listed Greek-life event, and a party
 * event made for the test with every optional fact filled (so its page shows
 * all its rows), of which the demo student holds a free ticket (My Tickets
 * shows a ticket and its QR code).
 */
export async function prepareRouteIds(api: StackApi): Promise<RouteIds> {
  const event = await api.createPartyEvent({ dressCode: 'White', ageRestriction: '18+', additionalInfo: 'Bring your student ID.' });
  const [, student, president, greek] = await Promise.all([
    api.freeTicket(event.id, 'student'),
    api.call<MeResponse>('GET', '/me', { kind: 'student' }),
    api.call<MeResponse>('GET', '/me', { kind: 'president' }),
    api.call<GreekEventListResponse>('GET', '/events'),
  ]);
  const chapterId = president.profile.chapterId;
  const schoolId = student.profile.schoolId;
  const greekEventId = greek.events[0]?.id;
  if (!chapterId || !schoolId || !greekEventId) throw new Error('The e2e seed needs a student with a school, a president with a chapter and a Greek-life event');
  const { chapter } = await api.call<ChapterPageResponse>('GET', `/chapters/${chapterId}`);
  return { schoolId, chapterId, nationalKey: chapter.nationalKey, greekEventId, partyEventId: event.id };
}
