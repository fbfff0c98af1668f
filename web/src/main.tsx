import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, firstPageReady } from './app/routes';
import { registerServiceWorker } from './app/register-sw';
import { AppRouter } from './app/router/app-router';
import { clearOfflineTickets } from './features/my-tickets/ticket-cache';
import { installAuth } from './lib/auth/setup';
import './index.css';

// `<BrowserRouter>`'s own history (v5Compat: pushes are heard too), made here so the 401 handler can navigate.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });
const queryClient = createQueryClient();
installAuth({ queryClient, navigate: (to) => history.push(to), clearOfflineData: clearOfflineTickets });

/** The longest the first render waits for the first page's code (then the shell and its skeleton show). */
const FIRST_PAGE_WAIT_MS = 3000;

void firstPageReady(history.location.pathname, FIRST_PAGE_WAIT_MS).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // In a transition, the first render of the shell and the page is done in slices of a few
  // milliseconds, not one task: on a loaded machine that task was the page's longest (50–70 ms,
  // 200–300 ms on Lighthouse's simulated phone). A page still loading shows its skeleton as before.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter history={history}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
