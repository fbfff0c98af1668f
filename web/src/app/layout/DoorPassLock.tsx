import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { clearDoorPass, doorPassPath, readDoorPass } from '../../lib/door-pass-session';

/**
 * Door passes for volunteers: while a door pass is open in this
 * tab, every page but its scanner is refused — the API would refuse the
 * pass anyway; this keeps a phone handed round at the door on its one job.
 */
export function DoorPassLock({ children }: { children: ReactNode }) {
  const pass = readDoorPass();
  if (!pass) return children;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title="Door pass only" />
      <h1 className="text-2xl font-bold text-slate-900">This device is a door pass</h1>
      <p className="mt-2 text-slate-600">It scans tickets of {pass.event.title} and opens nothing else.</p>
      <div className="mt-6 flex gap-2">
        <Button asChild>
          <Link to={doorPassPath(pass.passId)}>Back to the Scanner</Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            clearDoorPass();
            window.location.assign('/');
          }}
        >
          Close the Door Pass
        </Button>
      </div>
    </div>
  );
}
