import { MessageSquare, ShieldCheck } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useFeedback } from '../feedback';
import { useSession } from '../session';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { LEADER_PORTAL_URL, NAV_LINKS, SIGN_IN_URL, SIGN_UP_URL } from './nav-links';

/** Shared header: logo, desktop navigation, account actions, and the mobile slide-out below `md`. */
export function Header() {
  const session = useSession();
  const { openFeedback, preloadFeedback } = useFeedback();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Greek Campus home" className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500',
                  isActive ? 'bg-violet-50 text-violet-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <Button variant="ghost" size="sm" onClick={openFeedback} onPointerEnter={preloadFeedback} onFocus={preloadFeedback}>
            <MessageSquare aria-hidden="true" />
            Feedback
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={LEADER_PORTAL_URL}>
              <ShieldCheck aria-hidden="true" />
              Leader Portal
            </Link>
          </Button>
          {session.user ? null : (
            <>
              <Button variant="outline" size="sm" asChild>
                <Link to={SIGN_IN_URL}>Sign In</Link>
              </Button>
              <Button size="sm" asChild>
                <Link to={SIGN_UP_URL}>Get Started</Link>
              </Button>
            </>
          )}
        </div>
        <div className="ml-auto lg:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
