import { useState } from 'react';
import { formatInstantInState } from '../../../../shared/dates';
import { formatDollars } from '../../../../shared/money';
import { refundDestination, type RefundStatus } from '../../../../shared/ticket-cancellation';
import type { Ticket } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { useErrorToast } from '../../lib/use-error-toast';
import { useCancelTicket } from './api';

/** True while the ticket may still be cancelled (the API enforces the same deadline). */
export function canCancel(ticket: Ticket, now: Date): boolean {
  return ticket.status === 'valid' && !!ticket.cancellableUntil && now.getTime() <= Date.parse(ticket.cancellableUntil);
}

/** What cancelling does, said before it is done. */
function consequences(ticket: Ticket): string {
  const seat = 'Your ticket and its QR code stop working and your seat goes to someone else. This cannot be undone.';
  if (ticket.amountPaidCents === 0) return seat;
  return `${seat} ${formatDollars(ticket.amountPaidCents)} will be refunded to ${refundDestination(ticket.received === true)}.`;
}

/** "Cancel ticket" and its confirmation dialog. */
export function CancelTicketButton({ ticket }: { ticket: Ticket }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelTicket();
  useErrorToast(cancel.error, 'Could not cancel the ticket', cancel.error?.message);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive-outline" size="sm" onClick={() => setOpen(true)}>
        Cancel ticket
      </Button>
      <DialogContent title={`Cancel your ticket for ${ticket.event.title}?`} description={consequences(ticket)}>
        {ticket.cancellableUntil ? (
          <p className="text-sm text-slate-600">Tickets can be cancelled until {formatInstantInState(ticket.cancellableUntil, ticket.event.state)}.</p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep ticket</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(ticket.id, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel ticket'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const REFUND_NOTES: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  succeeded: 'Refunded',
  failed: 'Refund delayed: we are retrying it automatically',
};

/** A cancelled paid ticket's refund, in words. */
export function refundNote(ticket: Ticket): string | null {
  return ticket.status === 'cancelled' && ticket.refundStatus ? `${REFUND_NOTES[ticket.refundStatus]} (${formatDollars(ticket.amountPaidCents)})` : null;
}
