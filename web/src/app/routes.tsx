import type { RouteObject } from 'react-router-dom';
import { RootError, RootHydrateFallback, RootLayout } from './layout/RootLayout';

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
      { path: 'events', lazy: () => import('../features/events/EventsPage').then((m) => ({ Component: m.EventsPage })) },
      { path: 'events/:id', lazy: () => import('../features/events/EventPage').then((m) => ({ Component: m.EventPage })) },
      { path: '*', lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
