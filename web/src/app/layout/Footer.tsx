import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useFeedback } from '../feedback';
import { Logo } from './Logo';

/** Footer: Contact Us opens Send Feedback; © the current year (the browser's clock). */
export function Footer() {
  const { openFeedback, preloadFeedback } = useFeedback();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-sm space-y-2">
          <Logo light />
          <p className="text-sm text-slate-400">Schools, chapters and campus events in one place, with tickets that live on your phone.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link className="hover:text-white" to="/schools">Schools</Link>
          <Link className="hover:text-white" to="/organizations">Organizations</Link>
          <Link className="hover:text-white" to="/events">Greek Life</Link>
          <Link className="hover:text-white" to="/party-events">Events</Link>
          <Link className="hover:text-white" to="/leader-auth">Leader Portal</Link>
        </nav>
        <Button variant="accent" onClick={openFeedback} onPointerEnter={preloadFeedback} onFocus={preloadFeedback}>
          <Mail aria-hidden="true" />
          Contact Us
        </Button>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">© {new Date().getFullYear()} Greek Campus. All rights reserved.</div>
    </footer>
  );
}
