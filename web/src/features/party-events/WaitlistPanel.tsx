import { Clock, ListOrdered } from 'lucide-react';
import type { PartyEventDetail, ViewerWaitlist } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useWaitlist } from './api';

/**
 * A sold-out event's waitlist: "Join waitlist", then the viewer's
 * place in line and "Leave waitlist"; a seat held for them by an offer says
 * until when (the Get Ticket button above buys it).
 */
export function WaitlistPanel({
  event,
  waitlist,
  onChange,
}: {
  event: PartyEventDetail;
  waitlist: ViewerWaitlist | undefined;
  onChange: (waitlist: ViewerWaitlist) => void;
}) {
  const join = useWaitlist(event.id, 'join', {
    onSuccess: (answer) => {
      toast.success("You're on the waitlist");
      onChange(answer.waitlist);
    },
    onError: (error) => toast.error(serverMessage(error, 'Failed to join the waitlist')),
  });
  const leave = useWaitlist(event.id, 'leave', {
    onSuccess: (answer) => onChange(answer.waitlist),
    onError: (error) => toast.error(serverMessage(error, 'Failed to leave the waitlist')),
  });
  const busy = join.isPending || leave.isPending;

  if (waitlist?.offer) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <Clock className="size-4" aria-hidden="true" />A seat opened up and is held for you until {formatInstantInState(waitlist.offer.expiresAt, event.state)}.
      </p>
    );
  }
  if (waitlist?.position) {
    return (
      <div className="space-y-2 rounded-lg border border-violet-200 bg-violet-50 p-3 text-violet-900">
        <p className="flex items-center gap-2 font-semibold">
          <ListOrdered className="size-4" aria-hidden="true" />
          You're #{waitlist.position} of {waitlist.length} on the waitlist
        </p>
        <Button variant="outline" size="sm" aria-disabled={busy || undefined} onClick={() => !busy && leave.mutate()}>
          Leave waitlist
        </Button>
      </div>
    );
  }
  return (
    <Button className="w-full" size="lg" aria-disabled={busy || undefined} onClick={() => !busy && join.mutate()}>
      <ListOrdered aria-hidden="true" />
      {busy ? 'Please wait...' : 'Join waitlist'}
    </Button>
  );
}
