import { MessageSquare, ShieldCheck } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, SheetContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useFeedback } from '../feedback';
import { useSession } from '../session';
import { LEADER_PORTAL_URL, NAV_LINKS, SIGN_IN_URL, SIGN_UP_URL } from './nav-links';

/** The mobile slide-out titled Navigation: every header link, Feedback, Leader Portal and the account actions. */
export function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const { openFeedback } = useFeedback();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Navigation">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
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
          {session.user ? null : (
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
