import { type ComponentType, Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { getSession } from '../lib/auth/session-store';
import { PageLoading, RequireAuth } from './RequireAuth';
import { RootError, RootHydrateFallback, RootLayout } from './layout/RootLayout';

/**
 * A signed-in-only page: the lazy page component inside {@link RequireAuth}
 * (signed out → /auth and back). A signed-out visitor is sent on without
 * downloading the page: its chunk then loads only once someone signed in
 * renders it (the router keeps a route's first `lazy` answer for good).
 */
function signedIn(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    if (getSession().status === 'signedIn') {
      const Page = await load();
      return {
        Component: () => (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      };
    }
    const Page = lazy(() => load().then((Component) => ({ default: Component })));
    return {
      Component: () => (
        <RequireAuth>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </RequireAuth>
      ),
    };
  };
}

/**
 * Every page is its own chunk, loaded when first visited (DESIGN §5: the
 * initial JS of a route holds the shell and that page only).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootError,
    children: [
      { index: true, lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: 'schools', lazy: () => import('../features/schools/SchoolsPage').then((m) => ({ Component: m.SchoolsPage })) },
      { path: 'schools/:id', lazy: () => import('../features/schools/SchoolPage').then((m) => ({ Component: m.SchoolPage })) },
      {
        path: 'organizations',
        lazy: () => import('../features/organizations/DirectoryPage').then((m) => ({ Component: m.DirectoryPage })),
      },
      {
        path: 'organizations/:id',
        lazy: () => import('../features/organizations/ChapterPage').then((m) => ({ Component: m.ChapterPage })),
      },
      {
        path: 'national/:key',
        lazy: () => import('../features/organizations/NationalPage').then((m) => ({ Component: m.NationalPage })),
      },
      { path: 'events', lazy: () => import('../features/greek-events/EventsPage').then((m) => ({ Component: m.EventsPage })) },
      { path: 'events/:id', lazy: () => import('../features/greek-events/EventPage').then((m) => ({ Component: m.EventPage })) },
      {
        path: 'party-events',
        lazy: () => import('../features/party-events/PartyEventsPage').then((m) => ({ Component: m.PartyEventsPage })),
      },
      {
        path: 'party-events/:id',
        lazy: () => import('../features/party-events/PartyEventPage').then((m) => ({ Component: m.PartyEventPage })),
      },
      { path: 'auth', lazy: () => import('../features/auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      {
        path: 'leader-auth',
        lazy: () => import('../features/leader-auth/LeaderAuthPage').then((m) => ({ Component: m.LeaderAuthPage })),
      },
      { path: 'my-school', lazy: signedIn(() => import('../features/my-school/MySchoolPage').then((m) => m.MySchoolPage)) },
      { path: 'my-tickets', lazy: signedIn(() => import('../features/my-tickets/MyTicketsPage').then((m) => m.MyTicketsPage)) },
      { path: 'profile', lazy: signedIn(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)) },
      {
        path: 'create-event',
        lazy: signedIn(() => import('../features/create-event/CreateEventPage').then((m) => m.CreateEventPage)),
      },
      {
        path: 'validate-ticket',
        lazy: signedIn(() => import('../features/validate-ticket/ValidateTicketPage').then((m) => m.ValidateTicketPage)),
      },
      {
        path: 'party-events/:id/analytics',
        lazy: signedIn(() => import('../features/analytics/AnalyticsPage').then((m) => m.AnalyticsPage)),
      },
      { path: 'admin', lazy: signedIn(() => import('../features/admin/AdminPage').then((m) => m.AdminPage)) },
      // Admin tabs and /manage-roles
      {
        path: 'manage-roles',
        lazy: signedIn(() => import('../features/manage-roles/ManageRolesPage').then((m) => m.ManageRolesPage)),
      },
      // Admin tools: logo gallery, school logos, data tools
      { path: 'logos', lazy: () => import('../features/logos/LogosPage').then((m) => ({ Component: m.LogosPage })) },
      {
        path: 'admin/school-logos',
        lazy: signedIn(() => import('../features/school-logos/SchoolLogosPage').then((m) => m.SchoolLogosPage)),
      },
      // Data tools (admins only, decided by the API)
      { path: 'populate-data', lazy: signedIn(() => import('../features/data-tools/PopulateDataPage').then((m) => m.PopulateDataPage)) },
      { path: 'populate-top-schools', lazy: signedIn(() => import('../features/data-tools/ReplaceSchoolsPage').then((m) => m.ReplaceSchoolsPage)) },
      { path: 'seed-data', lazy: signedIn(() => import('../features/data-tools/SeedDataPage').then((m) => m.SeedDataPage)) },
      { path: '*', lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  // Door passes for volunteers (issue 12): the scanner alone, outside the app's shell (no menu, no links).
  { path: '/door/:passId', ErrorBoundary: RootError, lazy: () => import('../features/door-pass/DoorPassPage').then((m) => ({ Component: m.DoorPassPage })) },
];
