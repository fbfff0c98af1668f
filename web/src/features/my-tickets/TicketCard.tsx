import { CheckCircle2, Clock, MapPin, XCircle } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { formatInstantInState, formatLongDate, formatTime } from '../../../../shared/dates';
import { labelOf } from '../../../../shared/labels';
import { formatPrice } from '../../../../shared/money';
import type { Ticket } from '../../../../shared/api/types';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { CancelTicketButton, canCancel, refundNote } from './CancelTicket';
import { canTransfer, PendingTransferNote, TransferTicketButton } from './TransferTicket';

const TicketQr = lazy(() => import('./TicketQr'));
const LiveTicketQr = lazy(() => import('./live/LiveTicketQr'));

/** Status in words and icon as well as colour (green valid, red otherwise). */
function TicketStatusBadge({ status }: { status: Ticket['status'] }) {
  const valid = status === 'valid';
  return (
    <Badge tone={valid ? 'green' : 'red'}>
      {valid ? <CheckCircle2 className="size-3.5" aria-hidden="true" /> : <XCircle className="size-3.5" aria-hidden="true" />}
      {labelOf('ticketStatus', status)}
    </Badge>
  );
}

/** What the QR code's caption says: where to show it, or when the door already took it. */
function doorNote(ticket: Ticket): string {
  if (ticket.status === 'valid') return ticket.live ? 'Show this live QR code at the door: a screenshot will not work' : 'Show this QR code at the door';
  if (ticket.status === 'cancelled') return 'Cancelled: this code no longer admits';
  if (ticket.status === 'transferred') return 'Given to a friend: this code no longer admits';
  return ticket.usedAt ? `Used at the door on ${formatInstantInState(ticket.usedAt, ticket.event.state)}` : 'Used at the door';
}

/**
 * One ticket of My Tickets: event, amount paid, status and the QR code for
 * the door. A used ticket's code is dimmed and hidden from assistive
 * technology: it would only be refused at the door.
 */
export function TicketCard({ ticket, now = new Date() }: { ticket: Ticket; now?: Date }) {
  const { event } = ticket;
  const used = ticket.status !== 'valid';
  const refund = refundNote(ticket);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between" aria-label={`Ticket for ${event.title}`} role="article">
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-bold tracking-wide text-violet-700">{event.letters}</p>
        <h2 className="text-xl font-semibold text-slate-900">{event.title}</h2>
        <p className="text-sm text-slate-600">{event.organizationName}</p>
        <ul className="space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-slate-400" aria-hidden="true" />
            <span>
              {formatLongDate(event.date)} at {formatTime(event.time)}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-400" aria-hidden="true" />
            <span>{event.location}</span>
          </li>
        </ul>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">{ticket.received ? 'Paid by the friend who sent it' : 'Amount paid'}</dt>
            <dd className="font-semibold text-slate-900">{formatPrice(ticket.amountPaidCents)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">Status</dt>
            <dd>
              <TicketStatusBadge status={ticket.status} />
            </dd>
          </div>
          {refund ? (
            <div className="flex items-center gap-2">
              <dt className="text-slate-500">Refund</dt>
              <dd className="font-medium text-slate-900">{refund}</dd>
            </div>
          ) : null}
        </dl>
        <PendingTransferNote ticket={ticket} />
        <div className="flex flex-wrap gap-2">
          {canTransfer(ticket, now) ? <TransferTicketButton ticket={ticket} /> : null}
          {canCancel(ticket, now) ? <CancelTicketButton ticket={ticket} /> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-2">
        {ticket.live && !used ? (
          <Suspense fallback={<div className="size-[200px] animate-pulse rounded bg-slate-100" aria-label="Loading QR code" />}>
            <LiveTicketQr ticket={ticket} />
          </Suspense>
        ) : (
          <FixedQr ticket={ticket} used={used} />
        )}
        <p className={cn('max-w-[216px] text-center text-sm', used ? 'font-medium text-slate-700' : 'text-slate-600')}>{doorNote(ticket)}</p>
      </div>
    </Card>
  );
}

/** The fixed code, or a ticket no longer valid (a live one too: stamped with its status, nothing to scan). */
function FixedQr({ ticket, used }: { ticket: Ticket; used: boolean }) {
  return (
    <div className="relative rounded-lg border border-slate-200 bg-white p-2" aria-hidden={used || undefined}>
      <div className={cn(used && 'opacity-20 grayscale')}>
        {ticket.qrCode ? (
          <Suspense fallback={<div className="size-[200px] animate-pulse rounded bg-slate-100" aria-label="Loading QR code" />}>
            <TicketQr value={ticket.qrCode} title={`QR code for ${ticket.event.title}`} />
          </Suspense>
        ) : (
          <div className="size-[200px] rounded bg-slate-100" />
        )}
      </div>
      {used ? (
        <span className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 -rotate-12 rounded-md border-2 border-red-600 bg-white/80 px-3 py-1 text-lg font-bold uppercase tracking-widest text-red-700">
          {labelOf('ticketStatus', ticket.status)}
        </span>
      ) : null}
    </div>
  );
}
