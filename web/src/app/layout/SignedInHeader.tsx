import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/auth/use-session';
import { useMe } from '../../lib/auth/session';
import { CREATE_EVENT_LINK, NAV_LINKS, SIGNED_IN_LINKS } from './nav-links';

export { AccountMenu } from './AccountMenu';

/**
 * Links only signed-in users see: My School and My Tickets, and Create Event
 * for role holders (`GET /me` roles). A chunk of its own: signed-out visits
 * never load it, nor the query it runs.
 */
export function useSignedInLinks() {
  const session = useSession();
  const me = useMe();
  if (session.status !== 'signedIn') return [];
  const roled = (me.data?.roles.length ?? 0) > 0;
  return [...SIGNED_IN_LINKS, ...(roled ? [CREATE_EVENT_LINK] : [])];
}

/** Every header link for the current visitor (the mobile menu lists them all). */
export function useHeaderLinks() {
  return [...NAV_LINKS, ...useSignedInLinks()];
}

/** Desktop nav entries appended after the public links. */
export function SignedInLinks({ className }: { className: (isActive: boolean) => string }) {
  const links = useSignedInLinks();
  return (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={({ isActive }) => cn(className(isActive))}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
}
