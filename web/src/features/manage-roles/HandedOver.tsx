import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** An organization as a role's card names it: "ΑΕΦ Alpha Epsilon Phi". */
export const organizationLabel = (chapter: { letters: string; name: string }) => (chapter.letters ? `${chapter.letters} ${chapter.name}` : chapter.name);

/**
 * Where a president lands once they handed the presidency over: what
 * happened and what it means for them, instead of the refusal the page
 * would now answer them with (they no longer preside).
 */
export function HandedOver({ organization, successor }: { organization: string; successor: string }) {
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-6" role="region" aria-label="Presidency handed over">
      <h2 className="text-lg font-semibold text-slate-900">You handed over the presidency</h2>
      <p className="text-slate-700">
        {successor} is now president of {organization}. You are no longer its president: you stay a member, with no role, and only {successor} can
        manage its roles from now on.
      </p>
      <p className="text-sm text-slate-600">To hold a role again, ask {successor} to give you one.</p>
      <Button asChild>
        <Link to="/party-events">Go to Party Events</Link>
      </Button>
    </Card>
  );
}
