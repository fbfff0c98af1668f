import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { AppShell } from './AppShell';
import { DoorPassLock } from './DoorPassLock';

/** The root route: shell around every page; scroll goes to the top on each new page and back on Back. */
export function RootLayout() {
  return (
    <AppShell>
      <DoorPassLock>
        <Outlet />
      </DoorPassLock>
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown while the first page's code loads. */
export function RootHydrateFallback() {
  return (
    <AppShell>
      <div role="status" aria-label="Loading" className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </AppShell>
  );
}

/** An unexpected failure in a page (or its code failing to download, e.g. after a deploy). */
export function RootError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Please reload the page and try again.';
  return (
    <AppShell>
      <PageTitle title="Something went wrong" />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">{detail}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </AppShell>
  );
}
