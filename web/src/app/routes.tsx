import { type ComponentType, Suspense, lazy, useState } from 'react';
import { type RouteObject, matchRoutes, useRoutes } from 'react-router-dom';
import { getSession } from '../lib/auth/session-store';
import { RequireAuth } from './RequireAuth';
import { RootError, RootLayout } from './layout/RootLayout';
import { PageErrorBoundary } from './router/PageErrorBoundary';

type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page's own chunk, downloaded when it first renders (its Suspense
 * boundary waits for it) or, for the page opened first, by
 * {@link preloadPage} before React renders at all.
 *
 * Once the code is there the page renders it directly: `React.lazy`
 * suspends on its first render even when its promise has already resolved,
 * which would paint the skeleton for a page whose code {@link firstPageReady}
 * waited for.
 */
function page(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => (loading ??= load().then((Component) => (loaded = Component)));
  const Lazy = lazy(() => start().then((Component) => ({ default: Component })));
  function Page() {
    // Chosen when the page mounts: turning from the lazy one to the component later would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  // Settles either way: a failure is the page's to show (its boundary, through the lazy one), when it renders.
  return Object.assign(Page, { preload: () => start().then(noop, noop) });
}

const noop = () => {};

/** A route's page; its `handle` starts the page's download (see {@link preloadPage}). */
function show(Page: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Page />, handle: Page.preload };
}

/**
 * A signed-in-only page: the page inside {@link RequireAuth} (signed out →
 * /auth and back). A signed-out visitor is sent on without downloading the
 * page: its chunk loads only once someone signed in renders it.
 */
function signedIn(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = page(load);
  return {
    element: (
      <RequireAuth>
        <Page />
      </RequireAuth>
    ),
    handle: () => (getSession().status === 'signedIn' ? Page.preload() : undefined),
  };
}

const LandingPage = page(() => import('../features/landing/LandingPage').then((m) => m.LandingPage));
const SchoolsPage = page(() => import('../features/schools/SchoolsPage').then((m) => m.SchoolsPage));
const SchoolPage = page(() => import('../features/schools/SchoolPage').then((m) => m.SchoolPage));
const DirectoryPage = page(() => import('../features/organizations/DirectoryPage').then((m) => m.DirectoryPage));
const ChapterPage = page(() => import('../features/organizations/ChapterPage').then((m) => m.ChapterPage));
const NationalPage = page(() => import('../features/organizations/NationalPage').then((m) => m.NationalPage));
const EventsPage = page(() => import('../features/greek-events/EventsPage').then((m) => m.EventsPage));
const EventPage = page(() => import('../features/greek-events/EventPage').then((m) => m.EventPage));
const PartyEventsPage = page(() => import('../features/party-events/PartyEventsPage').then((m) => m.PartyEventsPage));
const PartyEventPage = page(() => import('../features/party-events/PartyEventPage').then((m) => m.PartyEventPage));
const AuthPage = page(() => import('../features/auth/AuthPage').then((m) => m.AuthPage));
const LeaderAuthPage = page(() => import('../features/leader-auth/LeaderAuthPage').then((m) => m.LeaderAuthPage));
const LogosPage = page(() => import('../features/logos/LogosPage').then((m) => m.LogosPage));
const NotFoundPage = page(() => import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage));
const DoorPassPage = page(() => import('../features/door-pass/DoorPassPage').then((m) => m.DoorPassPage));

/**
 * Every page is its own chunk, loaded when first visited (docs/performance.md#budgets: the
 * initial JS of a route holds the shell and that page only).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...show(LandingPage) },
      { path: 'schools', ...show(SchoolsPage) },
      { path: 'schools/:id', ...show(SchoolPage) },
      { path: 'organizations', ...show(DirectoryPage) },
      { path: 'organizations/:id', ...show(ChapterPage) },
      { path: 'national/:key', ...show(NationalPage) },
      { path: 'events', ...show(EventsPage) },
      { path: 'events/:id', ...show(EventPage) },
      { path: 'party-events', ...show(PartyEventsPage) },
      { path: 'party-events/:id', ...show(PartyEventPage) },
      { path: 'auth', ...show(AuthPage) },
      { path: 'leader-auth', ...show(LeaderAuthPage) },
      { path: 'my-school', ...signedIn(() => import('../features/my-school/MySchoolPage').then((m) => m.MySchoolPage)) },
      { path: 'my-tickets', ...signedIn(() => import('../features/my-tickets/MyTicketsPage').then((m) => m.MyTicketsPage)) },
      { path: 'profile', ...signedIn(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)) },
      { path: 'create-event', ...signedIn(() => import('../features/create-event/CreateEventPage').then((m) => m.CreateEventPage)) },
      {
        path: 'validate-ticket',
        ...signedIn(() => import('../features/validate-ticket/ValidateTicketPage').then((m) => m.ValidateTicketPage)),
      },
      {
        path: 'party-events/:id/edit',
        ...signedIn(() => import('../features/create-event/EditEventPage').then((m) => m.EditEventPage)),
      },
      {
        path: 'party-events/:id/analytics',
        ...signedIn(() => import('../features/analytics/AnalyticsPage').then((m) => m.AnalyticsPage)),
      },
      { path: 'admin', ...signedIn(() => import('../features/admin/AdminPage').then((m) => m.AdminPage)) },
      // Admin tabs and /manage-roles
      { path: 'office', ...signedIn(() => import('../features/office/OfficePage').then((m) => m.OfficePage)) },
      { path: 'manage-roles', ...signedIn(() => import('../features/manage-roles/ManageRolesPage').then((m) => m.ManageRolesPage)) },
      // Admin tools: logo gallery, school logos, data tools
      { path: 'logos', ...show(LogosPage) },
      {
        path: 'admin/school-logos',
        ...signedIn(() => import('../features/school-logos/SchoolLogosPage').then((m) => m.SchoolLogosPage)),
      },
      // Data tools (admins only, decided by the API)
      { path: 'populate-data', ...signedIn(() => import('../features/data-tools/PopulateDataPage').then((m) => m.PopulateDataPage)) },
      {
        path: 'populate-top-schools',
        ...signedIn(() => import('../features/data-tools/ReplaceSchoolsPage').then((m) => m.ReplaceSchoolsPage)),
      },
      { path: 'seed-data', ...signedIn(() => import('../features/data-tools/SeedDataPage').then((m) => m.SeedDataPage)) },
      { path: '*', ...show(NotFoundPage) },
    ],
  },
  // Door passes for volunteers: the scanner alone, outside the app's shell (no menu, no links).
  { path: '/door/:passId', ...show(DoorPassPage) },
];

/**
 * The page of the current URL. The outer Suspense boundary is for a page
 * outside the shell (the door pass: nothing until its code is there); the
 * shell's pages wait inside {@link RootLayout}'s. A navigation is a
 * transition (`AppRouter`), so either boundary, once showing a page, keeps
 * it until the next one is ready.
 */
export function AppRoutes() {
  const element = useRoutes(appRoutes);
  return (
    <PageErrorBoundary fallback={<RootError />}>
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Starts downloading the code of the page at `pathname` now, before React's
 * first render (where `React.lazy` would start it), as the data router's
 * `lazy` routes did when the router was created: the first page is there
 * sooner, often before the shell's first paint. Settles once the code is
 * there or failed to download (at once for a signed-in page and a visitor
 * signed out: nothing to wait for).
 */
export function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(appRoutes, pathname) ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.());
  return Promise.all(loads).then(noop);
}

type RouteHandle = () => Promise<void> | undefined;

/**
 * What `main.tsx` waits for before React's first render: the first page's
 * code, as the data router did (it painted nothing before it), but no longer
 * than `capMs` (a slow network then shows the shell and the skeleton). The
 * first render of a page already loaded is its own, with no skeleton before
 * it: the shell and the page paint together, so the page's first render is
 * before the first paint, not in Lighthouse's TBT window after it.
 */
export function firstPageReady(pathname: string, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    void preloadPage(pathname).then(() => {
      clearTimeout(cap);
      resolve();
    });
  });
}
