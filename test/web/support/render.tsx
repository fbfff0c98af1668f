import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { AppProviders } from '../../../web/src/app/providers';
import { AppRoutes } from '../../../web/src/app/routes';
import { AppRouter } from '../../../web/src/app/router/app-router';
import { afterThisTest } from './after-test';

type User = ReturnType<typeof userEvent.setup>;

/**
 * A user-event session that refuses to act once its test has ended: a test
 * that timed out stops at its next click or keystroke instead of typing into
 * the next test's page.
 */
function userForThisTest(): User {
  const user = userEvent.setup();
  let ended = false;
  afterThisTest(() => {
    ended = true;
  });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (ended) throw new Error(`user.${String(key)} after its test ended (the test timed out or did not await it)`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Renders the whole SPA (routes, providers, toaster) at a path, with a fresh
 * cache and no retries; the cache is emptied and its queries cancelled when
 * the test ends.
 */
export function renderApp(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  afterThisTest(() => {
    void client.cancelQueries();
    client.clear();
  });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // What the tests read and do: the URL, and a navigation as the app's code makes one.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: string) => act(() => history.push(to)),
    /** The browser's Back button. */
    back: () => act(() => history.go(-1)),
    /** The browser's Forward button. */
    forward: () => act(() => history.go(1)),
  };
  const user = userForThisTest();
  const view = render(
    <AppProviders client={client}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, router, user, client };
}
