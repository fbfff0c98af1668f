import { type ReactNode, createContext, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { recordPositionOnLeaving } from './ScrollRestoration';

/** A browser history (the app) or a memory one (the web tests): what `<Router>` reads and navigates. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const NavigationPending = createContext(false);

/**
 * React Router's declarative mode (`<BrowserRouter>`'s few lines, on a
 * history given from outside): about 16 KiB gzip less on every page than
 * the data router (`createBrowserRouter`), whose loaders, actions and
 * fetchers the SPA does not use (the 150 KiB page budget, docs/performance.md#budgets).
 *
 * Each history change is rendered in a transition, so a page whose code is
 * still downloading (a `React.lazy` suspending) leaves the current page on
 * screen until it is ready, as the data router's `lazy` routes did; the
 * transition's pending flag is {@link useNavigationPending}. The history is
 * made outside so that code outside React (the 401 handler) can navigate.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The page on screen is still the one being left: its position is read before the next one renders.
        recordPositionOnLeaving();
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}

/** True while a navigation is waiting for its page (its code still on the way). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}
