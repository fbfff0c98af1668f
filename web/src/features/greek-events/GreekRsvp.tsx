import { Check, Star } from 'lucide-react';
import type { GreekEventPageResponse, GreekRsvpResponse } from '../../../../shared/api/types';
import { labelledOptions } from '../../../../shared/labels';
import { useSession } from '../../lib/auth/use-session';
import { RsvpsClosed } from '../../components/rsvps-closed';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { hasPassed } from '../../lib/instant';
import { RSVP_TOASTS } from '../../lib/rsvp-toasts';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { useGreekRsvp } from './api';

type Choice = NonNullable<GreekRsvpResponse['status']>;

const CHOICES = labelledOptions('rsvpStatus', ['interested', 'going'] as const satisfies readonly Choice[]);

function Counts({ interested, going }: { interested: number; going: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
      <Star className="size-4 text-slate-400" aria-hidden="true" />
      <span>
        {interested.toLocaleString('en-US')} interested · {going.toLocaleString('en-US')} going
      </span>
    </p>
  );
}

/**
 * RSVP Now on a Greek-life event. Signed-out visitors are sent to sign in and
 * brought back here; signed-in users choose Interested or Going (the same
 * choice again removes it). The viewer's RSVP comes with the page
 * (`pageKey`: its cached query); counts come from the API's answer, which
 * counts in the same write as the RSVP.
 */
export function GreekRsvp({ page, pageKey }: { page: GreekEventPageResponse; pageKey: readonly unknown[] }) {
  const { event } = page;
  const { status: sessionStatus } = useSession();
  const signedIn = sessionStatus === 'signedIn';
  const sendToSignIn = useSendToSignIn();

  const choose = useGreekRsvp(event.id, pageKey, RSVP_TOASTS);

  const current = page.viewer?.rsvp ?? null;
  // Display only (the API refuses a change once the event is over, on its own clock): nobody is sent to sign in for it.
  if (hasPassed(page.overAt)) {
    return (
      <div className="mt-6 space-y-3">
        <Counts interested={event.interestedCount} going={event.goingCount} />
        <RsvpsClosed current={current} />
      </div>
    );
  }

  if (!signedIn) {
    return (
      <div className="mt-6 space-y-3">
        <Counts interested={event.interestedCount} going={event.goingCount} />
        <Button
          className="w-full"
          size="lg"
          disabled={sessionStatus === 'loading'}
          onClick={sendToSignIn}
        >
          RSVP Now
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-3">
      <Counts interested={event.interestedCount} going={event.goingCount} />
      <div role="group" aria-label="RSVP Now" className="space-y-2">
        <p className="text-sm font-semibold text-slate-900">RSVP Now</p>
        <div className="grid grid-cols-2 gap-2">
          {CHOICES.map((c) => {
            const active = current === c.value;
            return (
              <Button
                key={c.value}
                variant={active ? 'default' : 'outline'}
                aria-pressed={active}
                disabled={choose.isPending}
                onClick={() => choose.mutate(c.value)}
                className={cn(active && 'ring-2 ring-violet-300')}
              >
                {active ? <Check aria-hidden="true" /> : null}
                {c.label}
              </Button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
