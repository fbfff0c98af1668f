/**
 * A live ticket's QR: a new code every 15 seconds with a ring that empties
 * until the next, made on this phone (with or without a network once
 * readied). On another phone's ticket, "Move this ticket to this phone" by
 * the code e-mailed to the account.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { Ticket } from '../../../../../shared/api/types';
import { LIVE_STEP_MS, msLeftInStep } from '../../../../../shared/live-code';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useErrorToast } from '../../../lib/use-error-toast';
import { serverNow, useConfirmPhoneMove, useLiveTicket, useStartPhoneMove } from './use-live-ticket';

const TicketQr = lazy(() => import('../TicketQr'));

const RING_RADIUS = 20;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The ring's empty part and the seconds left, at `msLeft`. */
const ringOf = (msLeft: number) => ({ offset: RING_LENGTH * (1 - msLeft / LIVE_STEP_MS), seconds: Math.ceil(msLeft / 1000) });

/**
 * The ring empties as the code's 15 seconds run out; the seconds in words for screen readers. Each second it
 * sets its three values on the page directly, rendering nothing: on a slow phone a React render a second was
 * most of the live ticket's work.
 */
function CountdownRing() {
  const arc = useRef<SVGCircleElement>(null);
  const digits = useRef<SVGTextElement>(null);
  const words = useRef<HTMLSpanElement>(null);
  const [first] = useState(() => ringOf(msLeftInStep(serverNow())));
  useEffect(() => {
    const tick = () => {
      const { offset, seconds } = ringOf(msLeftInStep(serverNow()));
      arc.current?.setAttribute('stroke-dashoffset', String(offset));
      if (digits.current) digits.current.textContent = String(seconds);
      if (words.current) words.current.textContent = `New code in ${seconds} s`;
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" data-testid="countdown-ring">
        <circle cx="24" cy="24" r={RING_RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="4" />
        <circle
          ref={arc}
          cx="24"
          cy="24"
          r={RING_RADIUS}
          fill="none"
          stroke="#6d28d9"
          strokeWidth="4"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={first.offset}
          transform="rotate(-90 24 24)"
        />
        <text ref={digits} x="24" y="29" textAnchor="middle" fontSize="14" fill="#0f172a">
          {first.seconds}
        </text>
      </svg>
      <span ref={words}>New code in {first.seconds} s</span>
    </div>
  );
}

function MoveHere({ ticket, onMoved }: { ticket: Ticket; onMoved: Parameters<typeof useConfirmPhoneMove>[1] }) {
  const start = useStartPhoneMove(ticket.id);
  const confirm = useConfirmPhoneMove(ticket.id, onMoved);
  const [code, setCode] = useState('');
  useErrorToast(start.error, 'Could not send the code', start.error?.message);
  if (!start.data) {
    return (
      <div className="max-w-[216px] space-y-2 text-center text-sm text-slate-700">
        <p>This ticket is on another phone.</p>
        <Button size="sm" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Sending code...' : 'Move this ticket to this phone'}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="max-w-[216px] space-y-2 text-sm text-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(code);
      }}
    >
      <p>We sent a code to {start.data.sentTo}. Once the ticket moves, the other phone&apos;s codes stop working.</p>
      <Label htmlFor={`move-code-${ticket.id}`}>Code from the e-mail</Label>
      <Input id={`move-code-${ticket.id}`} code inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      {confirm.error ? (
        <p role="alert" className="text-red-700">
          {confirm.error.message}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={code.length !== 6 || confirm.isPending}>
        {confirm.isPending ? 'Moving...' : 'Move ticket'}
      </Button>
    </form>
  );
}

export default function LiveTicketQr({ ticket }: { ticket: Ticket }) {
  const live = useLiveTicket(ticket);
  const title = `Live QR code for ${ticket.event.title}`;
  if (live.unsupported) return <p className="max-w-[216px] text-center text-sm text-slate-700">This browser cannot keep a live ticket: open My Tickets in your phone&apos;s browser, not in a private window.</p>;
  if (live.state?.phone === 'other') return <MoveHere ticket={ticket} onMoved={live.setState} />;
  if (live.state?.phone === 'none') return <p className="max-w-[216px] text-center text-sm text-slate-700">This ticket is {live.state.status}: it has no code to show.</p>;
  if (!live.state) return <p className="max-w-[216px] text-center text-sm text-slate-700">Open this ticket once with a connection to ready it on this phone.</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="rounded-lg border border-slate-200 bg-white p-2">
        {live.code ? (
          <Suspense fallback={<div className="size-[200px] animate-pulse rounded bg-slate-100" aria-label="Loading QR code" />}>
            <div data-live-code={live.code}>
              <TicketQr value={live.code} title={title} />
            </div>
          </Suspense>
        ) : (
          <div className="size-[200px] animate-pulse rounded bg-slate-100" aria-label="Making the live code" role="img" />
        )}
      </div>
      <CountdownRing />
    </div>
  );
}
