import { LogOut, MessageSquare, ShieldCheck, User } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, SheetContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useFeedback } from '../feedback';
import { signOutWithToast, useSession } from '../../lib/auth/session';
import { useHeaderLinks } from './SignedInHeader';
import { accountAddress } from './account-display';
import { LEADER_PORTAL_URL, SIGN_IN_URL, SIGN_UP_URL } from '../../lib/links';

/** The mobile slide-out titled Navigation: every header link, Feedback, Leader Portal and the account actions. */
export function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const links = useHeaderLinks();
  const navigate = useNavigate();
  const { openFeedback } = useFeedback();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Navigation">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              onClick={close}
              className={({ isActive }) =>
                cn('rounded-lg px-3 py-2.5 text-base font-medium', isActive ? 'bg-violet-50 text-violet-800' : 'text-slate-700 hover:bg-slate-100')
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-6">
          <Button
            variant="outline"
            onClick={() => {
              close();
              openFeedback();
            }}
          >
            <MessageSquare aria-hidden="true" />
            Feedback
          </Button>
          <Button variant="outline" asChild>
            <Link to={LEADER_PORTAL_URL} onClick={close}>
              <ShieldCheck aria-hidden="true" />
              Leader Portal
            </Link>
          </Button>
          {session.user ? (
            <>
              <p className="wrap-anywhere px-1 text-sm text-slate-500">Signed in as {accountAddress(session.user)}</p>
              <Button variant="secondary" asChild>
                <Link to="/profile" onClick={close}>
                  <User aria-hidden="true" />
                  My Profile
                </Link>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  void signOutWithToast(navigate);
                }}
              >
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" asChild>
                <Link to={SIGN_IN_URL} onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild>
                <Link to={SIGN_UP_URL} onClick={close}>
                  Get Started
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}
