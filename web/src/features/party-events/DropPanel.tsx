import { Clock, ListOrdered, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DropLineView, PartyEventDetail } from '../../../../shared/api/types';
import { formatInstantInState } from '../../../../shared/dates';
import { LINE_OPENS_BEFORE_MS, salesOpenInstant } from '../../../../shared/drops';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useDropLine, useJoinDropLine } from './api';

/** This device's time, again every second (display only: the API decides on its own clock). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "2d 03:04:05", or "03:04:05" within a day. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

function waitText(line: DropLineView): string {
  if (line.place === null) return 'Your place is drawn at random when sales open: joining early gives no advantage.';
  if (line.ahead === 0) return "You're next.";
  const wait = line.estimatedWaitSeconds === null ? '' : ` About ${line.estimatedWaitSeconds < 60 ? `${line.estimatedWaitSeconds} s` : `${Math.ceil(line.estimatedWaitSeconds / 60)} min`} to wait.`;
  return `${line.ahead} ${line.ahead === 1 ? 'person' : 'people'} ahead of you.${wait}`;
}

/**
 * A drop on the event page: before the opening a countdown, "Join the line"
 * from 15 minutes before; in line, the viewer's place and estimated wait,
 * asked again every few seconds without a refresh; admitted, the checkout
 * window's end and `buy` (the usual Get Ticket); sold out, what the
 * `soldOut` slot offers (the waitlist).
 */
export function DropPanel({
  event,
  signedIn,
  buy,
  soldOut,
  onSignIn,
}: {
  event: PartyEventDetail;
  signedIn: boolean;
  buy: React.ReactNode;
  soldOut: React.ReactNode;
  onSignIn: () => void;
}) {
  const now = useNow();
  const opens = salesOpenInstant(event)!.getTime();
  const lineOpen = now >= opens - LINE_OPENS_BEFORE_MS;
  const [asked, setAsked] = useState(false);
  const line = useDropLine(event.id, signedIn && (lineOpen || asked));
  const view = line.data?.line;
  const join = useJoinDropLine(event.id, {
    onSuccess: () => setAsked(true),
    onError: (error) => toast.error(serverMessage(error, 'Failed to join the line')),
  });
  const countdown = now < opens ? (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-800" role="timer" aria-live="off">
      <Timer className="size-4" aria-hidden="true" />
      Sales open in <span data-testid="sales-countdown">{countdownText(opens - now)}</span> ({formatInstantInState(new Date(opens).toISOString(), event.state)})
    </p>
  ) : null;

  if (!view || view.status === 'notJoined') {
    return (
      <div className="space-y-2">
        {countdown}
        <Button
          className="w-full"
          size="lg"
          aria-disabled={!lineOpen || join.isPending || undefined}
          onClick={() => {
            if (!signedIn) onSignIn();
            else if (lineOpen && !join.isPending) join.mutate();
          }}
        >
          <ListOrdered aria-hidden="true" />
          {join.isPending ? 'Please wait...' : 'Join the line'}
        </Button>
        {!lineOpen ? <p className="text-sm text-slate-600">The line opens 15 minutes before sales open.</p> : null}
      </div>
    );
  }
  switch (view.status) {
    case 'admitted':
      return (
        <div className="space-y-2">
          <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
            <Clock className="size-4" aria-hidden="true" />
            It's your turn: a seat is held for you until {formatInstantInState(view.checkoutUntil!, event.state)} ({countdownText(Date.parse(view.checkoutUntil!) - now)} left).
          </p>
          {buy}
        </div>
      );
    case 'lapsed':
      return <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">Your checkout window ended and your seat went to the next in line.</p>;
    case 'soldOut':
      return (
        <div className="space-y-2">
          <p className="font-semibold text-slate-900" role="status">
            Sold out: every seat is taken.
          </p>
          {soldOut}
        </div>
      );
    case 'bought':
      return null;
    default:
      return (
        <div className="space-y-2 rounded-lg border border-violet-200 bg-violet-50 p-3 text-violet-900" role="status">
          {countdown}
          <p className="flex items-center gap-2 font-semibold">
            <ListOrdered className="size-4" aria-hidden="true" />
            {view.place === null ? "You're in the line" : `You're #${view.place} in the line`}
          </p>
          <p className="text-sm">{waitText(view)}</p>
        </div>
      );
  }
}
