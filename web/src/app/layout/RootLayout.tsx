import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { ScrollRestoration } from '../router/ScrollRestoration';
import { AppShell } from './AppShell';
import { DoorPassLock } from './DoorPassLock';

/**
 * The root route: shell around every page; scroll goes to the top on each
 * new page and back on Back (once the page is there: inside its boundary).
 */
export function RootLayout() {
  return (
    <AppShell>
      <Suspense fallback={<PageSkeleton />}>
        <DoorPassLock>
          <Outlet />
        </DoorPassLock>
        <ScrollRestoration />
      </Suspense>
    </AppShell>
  );
}

/** Shown while the first page's code loads (later pages load with the current one still on screen). */
function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** An unexpected failure in a page (or its code failing to download, e.g. after a deploy). */
export function RootError() {
  return (
    <AppShell>
      <PageTitle title="Something went wrong" />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">Please reload the page and try again.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </AppShell>
  );
}
