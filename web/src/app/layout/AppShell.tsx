import type { ReactNode } from 'react';
import { useNavigationPending } from '../router/app-router';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page and footer; a thin bar shows while the next page's code loads. */
export function AppShell({ children }: { children: ReactNode }) {
  const navigating = useNavigationPending();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      {navigating ? (
        // Faded in after a moment: a navigation whose page is already downloaded ends before it shows.
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 transition-opacity delay-150 starting:opacity-0">
          <div className="h-1 animate-pulse bg-amber-400" />
        </div>
      ) : null}
      <Header />
      {/* At least a screen tall: the footer starts below the first view, so a page's content arriving does not push it (CLS). */}
      <main id="main" className="min-h-screen flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
