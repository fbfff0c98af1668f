import { MessageSquare, ShieldCheck } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth/use-session';
import { cn } from '../../lib/cn';
import { useFeedback } from '../feedback';
import { avatarLetters } from './account-display';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { LEADER_PORTAL_URL, SIGN_IN_URL, SIGN_UP_URL } from '../../lib/links';
import { NAV_LINKS } from './nav-links';
import type { SessionUser } from '../../lib/auth/session-store';

/** The signed-in parts (account menu, My School/My Tickets/Create Event) load only for signed-in visitors. */
const loadSignedIn = () => import('./SignedInHeader');
const SignedInLinks = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInLinks })));
const AccountMenu = lazy(() => loadSignedIn().then((m) => ({ default: m.AccountMenu })));

const linkClass = (isActive: boolean) =>
  cn(
    'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500',
    isActive ? 'bg-violet-50 text-violet-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** The avatar's look while its menu's code arrives. */
function AvatarPlaceholder({ user }: { user: SessionUser }) {
  return (
    <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-violet-700 text-sm font-semibold text-white">
      {avatarLetters(user)}
    </span>
  );
}

function Account({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<AvatarPlaceholder user={user} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/** Shared header: logo, desktop navigation, account actions, and the mobile slide-out below `lg`. */
export function Header() {
  const session = useSession();
  const { openFeedback, preloadFeedback } = useFeedback();
  // Signed in, the header holds three more links and the avatar: the desktop layout starts at xl, and
  // Feedback / Leader Portal keep only their icons until 2xl (their names stay for screen readers).
  const wide = session.user ? 'hidden xl:flex' : 'hidden lg:flex';
  const narrow = session.user ? 'xl:hidden' : 'lg:hidden';
  const buttonText = session.user ? 'sr-only 2xl:not-sr-only' : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {/* The name may wrap onto two lines (a narrow screen with wider text spacing) rather than push the menu off the screen. */}
        <Link to="/" aria-label="Greek Campus home" className="min-w-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500">
          <Logo />
        </Link>
        <nav aria-label="Main" className={cn('ml-4 items-center gap-1', wide)}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={({ isActive }) => linkClass(isActive)}>
              {link.label}
            </NavLink>
          ))}
          {session.user ? (
            <Suspense fallback={null}>
              <SignedInLinks className={linkClass} />
            </Suspense>
          ) : null}
        </nav>
        <div className={cn('ml-auto items-center gap-2', wide)}>
          <Button variant="ghost" size="sm" onClick={openFeedback} onPointerEnter={preloadFeedback} onFocus={preloadFeedback}>
            <MessageSquare aria-hidden="true" />
            <span className={buttonText}>Feedback</span>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={LEADER_PORTAL_URL}>
              <ShieldCheck aria-hidden="true" />
              <span className={buttonText}>Leader Portal</span>
            </Link>
          </Button>
          {session.user ? (
            <Account user={session.user} />
          ) : (
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
        <div className={cn('ml-auto flex shrink-0 items-center gap-2', narrow)}>
          {session.user ? <Account user={session.user} /> : null}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
