import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api';
import { loadSonner, onFirstToast, sonnerRequested } from '../lib/toast';
import { FeedbackProvider } from './feedback';

/** The toaster arrives in its own chunk with the first toast. */
const LazyToaster = lazy(() =>
  loadSonner().then((m) => ({ default: () => <m.Toaster richColors closeButton position="top-center" /> })),
);

/** Mounts the toaster once a toast was raised (nothing to show before). */
function ToasterOnFirstToast() {
  const wanted = useSyncExternalStore(onFirstToast, sonnerRequested, sonnerRequested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/** Query defaults: data stays fresh for a minute; client errors (4xx) are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** Server-data cache, the feedback dialog and the toaster around the app. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        {children}
        <ToasterOnFirstToast />
      </FeedbackProvider>
    </QueryClientProvider>
  );
}
