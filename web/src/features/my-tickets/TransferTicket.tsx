/**
 * Transfer to a friend: "Give to a friend" on a valid ticket
 * (until its transfer deadline; the API enforces the same rule), the open
 * offer with "Withdraw", and the offers friends made the user with "Accept"
 * and "Decline".
 */
import { useState } from 'react';
import { formatInstantInState, formatLongDate, formatTime } from '../../../../shared/dates';
import type { Ticket, TransferOffer } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { useErrorToast } from '../../lib/use-error-toast';
import { useMyFriends, useOfferTransfer, useTransferDecision } from './api';

/** True while the ticket may still be given to a friend. */
export function canTransfer(ticket: Ticket, now: Date): boolean {
  return ticket.status === 'valid' && !ticket.pendingTransfer && !!ticket.transferableUntil && now.getTime() <= Date.parse(ticket.transferableUntil);
}

/** "Give to a friend" and its dialog: pick an accepted friend, then offer. */
export function TransferTicketButton({ ticket }: { ticket: Ticket }) {
  const [open, setOpen] = useState(false);
  const [friendId, setFriendId] = useState('');
  const friends = useMyFriends(open);
  const offer = useOfferTransfer();
  useErrorToast(offer.error, 'Could not offer the ticket', offer.error?.message);
  const options = (friends.data?.friends ?? []).map((f) => ({ value: f.id, label: f.fullName }));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Give to a friend
      </Button>
      <DialogContent
        title={`Give your ticket for ${ticket.event.title} to a friend?`}
        description={`Your friend gets a new ticket with a new QR code when they accept; your code then stops working. No money changes hands${
          // The payment travels with the seat: a later cancellation refunds the card that paid.
          ticket.amountPaidCents > 0 && !ticket.received ? '; if their ticket is cancelled later, the refund comes back to your card.' : '.'
        }`}
      >
        {ticket.transferableUntil ? (
          <p className="text-sm text-slate-600">Tickets can be given away until {formatInstantInState(ticket.transferableUntil, ticket.event.state)}.</p>
        ) : null}
        {friends.data && options.length === 0 ? (
          <p className="text-sm text-slate-600">Only accepted friends can receive a ticket: add friends first.</p>
        ) : (
          <SelectField label="Friend" value={friendId} onChange={setFriendId} options={options} allLabel="Choose a friend" />
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep ticket</Button>
          </DialogClose>
          <Button
            disabled={!friendId || offer.isPending}
            onClick={() => offer.mutate({ ticketId: ticket.id, friendId }, { onSuccess: () => setOpen(false) })}
          >
            {offer.isPending ? 'Offering...' : 'Offer ticket'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The open offer of the user's ticket, with "Withdraw". */
export function PendingTransferNote({ ticket }: { ticket: Ticket }) {
  const withdraw = useTransferDecision('withdrawTicketTransfer');
  useErrorToast(withdraw.error, 'Could not withdraw the offer', withdraw.error?.message);
  if (!ticket.pendingTransfer) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Offered to {ticket.pendingTransfer.toName}: waiting for them to accept.
      <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate(ticket.pendingTransfer!.id)}>
        Withdraw
      </Button>
    </p>
  );
}

/** One ticket a friend offers the user. */
function OfferCard({ offer }: { offer: TransferOffer }) {
  const accept = useTransferDecision('acceptTicketTransfer');
  const decline = useTransferDecision('declineTicketTransfer');
  useErrorToast(accept.error ?? decline.error, 'Could not answer the offer', (accept.error ?? decline.error)?.message);
  const busy = accept.isPending || decline.isPending;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" role="article" aria-label={`Ticket offer for ${offer.event.title}`}>
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {offer.fromName} offers you a ticket for {offer.event.title}
        </p>
        <p>
          {formatLongDate(offer.event.date)} at {formatTime(offer.event.time)} · {offer.event.location}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => decline.mutate(offer.id)}>
          Decline
        </Button>
        <Button size="sm" disabled={busy} onClick={() => accept.mutate(offer.id)}>
          {accept.isPending ? 'Accepting...' : 'Accept ticket'}
        </Button>
      </div>
    </Card>
  );
}

/** The offers friends made the user, above their tickets. */
export function TransferOffers({ offers }: { offers: TransferOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-label="Tickets offered to you" className="mb-6 space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Tickets offered to you</h2>
      {offers.map((o) => (
        <OfferCard key={o.id} offer={o} />
      ))}
    </section>
  );
}
