/**
 * A live ticket's QR: a new code every 15 seconds with a ring that empties
 * until the next, made on this phone (with or without a network once
 * readied). On another phone's ticket, "Move this ticket to this phone" by
 * the code e-mailed to the account.
 */
import { Suspense, lazy, useState } from 'react';
import type { Ticket } from '../../../../../shared/api/types';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useErrorToast } from '../../../lib/use-error-toast';
import { CountdownRing } from './CountdownRing';
import { serverNow, useConfirmPhoneMove, useLiveTicket, useStartPhoneMove } from './use-live-ticket';

const TicketQr = lazy(() => import('../TicketQr'));

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
      <CountdownRing now={serverNow} />
    </div>
  );
}
