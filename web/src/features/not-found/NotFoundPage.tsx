import { Home, MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';

/** Any unknown path (docs/spec/student-side.md §2; docs/spec/leader-admin-side.md §2 "Not found"). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title="Page not found" />
      <MapPinOff className="size-14 text-violet-400" aria-hidden="true" />
      <p className="mt-4 text-6xl font-extrabold text-violet-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">This spot is not on our map. It may have moved, or the link may be wrong.</p>
      <Button className="mt-8" asChild>
        <Link to="/">
          <Home aria-hidden="true" /> Return to Home
        </Link>
      </Button>
    </div>
  );
}
