import { type ComponentType, Suspense, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { RootError, RootLayout } from './layout/RootLayout';
import { PageErrorBoundary } from './router/PageErrorBoundary';

/** A page's own chunk, downloaded when it first renders (its Suspense boundary waits for it). */
function page(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/**
 * A signed-in-only page: the page inside {@link RequireAuth} (signed out →
 * /auth and back). A signed-out visitor is sent on without downloading the
 * page: its chunk loads only once someone signed in renders it.
 */
function signedIn(load: () => Promise<ComponentType>): RouteObject['element'] {
  const Page = page(load);
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
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
 * Every page is its own chunk, loaded when first visited (DESIGN §5: the
 * initial JS of a route holds the shell and that page only).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'schools', element: <SchoolsPage /> },
      { path: 'schools/:id', element: <SchoolPage /> },
      { path: 'organizations', element: <DirectoryPage /> },
      { path: 'organizations/:id', element: <ChapterPage /> },
      { path: 'national/:key', element: <NationalPage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'events/:id', element: <EventPage /> },
      { path: 'party-events', element: <PartyEventsPage /> },
      { path: 'party-events/:id', element: <PartyEventPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'leader-auth', element: <LeaderAuthPage /> },
      { path: 'my-school', element: signedIn(() => import('../features/my-school/MySchoolPage').then((m) => m.MySchoolPage)) },
      { path: 'my-tickets', element: signedIn(() => import('../features/my-tickets/MyTicketsPage').then((m) => m.MyTicketsPage)) },
      { path: 'profile', element: signedIn(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)) },
      { path: 'create-event', element: signedIn(() => import('../features/create-event/CreateEventPage').then((m) => m.CreateEventPage)) },
      {
        path: 'validate-ticket',
        element: signedIn(() => import('../features/validate-ticket/ValidateTicketPage').then((m) => m.ValidateTicketPage)),
      },
      {
        path: 'party-events/:id/analytics',
        element: signedIn(() => import('../features/analytics/AnalyticsPage').then((m) => m.AnalyticsPage)),
      },
      { path: 'admin', element: signedIn(() => import('../features/admin/AdminPage').then((m) => m.AdminPage)) },
      // Admin tabs and /manage-roles
      { path: 'manage-roles', element: signedIn(() => import('../features/manage-roles/ManageRolesPage').then((m) => m.ManageRolesPage)) },
      // Admin tools: logo gallery, school logos, data tools
      { path: 'logos', element: <LogosPage /> },
      {
        path: 'admin/school-logos',
        element: signedIn(() => import('../features/school-logos/SchoolLogosPage').then((m) => m.SchoolLogosPage)),
      },
      // Data tools (admins only, decided by the API)
      { path: 'populate-data', element: signedIn(() => import('../features/data-tools/PopulateDataPage').then((m) => m.PopulateDataPage)) },
      {
        path: 'populate-top-schools',
        element: signedIn(() => import('../features/data-tools/ReplaceSchoolsPage').then((m) => m.ReplaceSchoolsPage)),
      },
      { path: 'seed-data', element: signedIn(() => import('../features/data-tools/SeedDataPage').then((m) => m.SeedDataPage)) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Door passes for volunteers (issue 12): the scanner alone, outside the app's shell (no menu, no links).
  { path: '/door/:passId', element: <DoorPassPage /> },
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
