import { Check, Users } from 'lucide-react';
import type { PartyEventDetail, PartyRsvpResponse } from '../../../../shared/api/types';
import { labelledOptions } from '../../../../shared/labels';
import { RSVP_STATUSES, type RsvpStatus } from '../../../../shared/limits';
import { RsvpsClosed } from '../../components/rsvps-closed';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { hasPassed } from '../../lib/instant';
import { RSVP_TOASTS } from '../../lib/rsvp-toasts';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { usePartyRsvp } from './api';
import { formatCount } from '../../lib/text';

const CHOICES = labelledOptions('rsvpStatus', RSVP_STATUSES);

/**
 * RSVP selector (docs/spec/student-side.md §4): choosing a status sets it, the same one
 * again removes it. The count shown is `interestedCount` (interested plus
 * going), taken from the API's answer. Once the event is over (the API
 * says when) the buttons give way to what the viewer had answered.
 */
export function RsvpSelector({
  event,
  current,
  signedIn,
  onAnswer,
}: {
  event: PartyEventDetail;
  current: RsvpStatus | null;
  signedIn: boolean;
  onAnswer: (answer: PartyRsvpResponse) => void;
}) {
  const sendToSignIn = useSendToSignIn();
  const choose = usePartyRsvp(event.id, {
    onSuccess: (answer) => {
      onAnswer(answer);
      RSVP_TOASTS.onSuccess(answer);
    },
    onError: RSVP_TOASTS.onError,
  });
  return (
    <div role="group" aria-label="RSVP" className="space-y-2">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-900">RSVP</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600" aria-live="polite">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          {formatCount(event.interestedCount)} interested
        </p>
      </div>
      {hasPassed(event.overAt) ? (
        <RsvpsClosed current={current} />
      ) : (
        <div className="grid grid-cols-3 gap-2">
          {CHOICES.map((c) => {
            const active = current === c.value;
            return (
              <Button
                key={c.value}
                size="sm"
                variant={active ? 'default' : 'outline'}
                aria-pressed={active}
                disabled={choose.isPending}
                className={cn(active && 'ring-2 ring-violet-300')}
                onClick={() => (signedIn ? choose.mutate(c.value) : sendToSignIn())}
              >
                {active ? <Check aria-hidden="true" /> : null}
                {c.label}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}
