import { CheckCircle2, Ticket as TicketIcon } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PartyEventDetail, PartyEventViewer, PaymentIntentResponse, ViewerWaitlist } from '../../../../shared/api/types';
import { ageLimitMessage, tooYoungFor } from '../../../../shared/age';
import { formatPrice } from '../../../../shared/money';
import { formatInstantInState } from '../../../../shared/dates';
import { Button } from '../../components/ui/button';
import { isApiStatus } from '../../lib/api';
import { useMe } from '../../lib/auth/session';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { isSoldOut } from '../../lib/sold-out';
import { hasPassed } from '../../lib/instant';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { purchaseFailureMessage } from '../../lib/busy-retry';
import { useFreeTicket, useTicketPayment } from './api';
import { StillTrying } from './StillTrying';
import { WaitlistPanel } from './WaitlistPanel';

// The dialog (and Stripe behind it) loads only when a purchase starts (docs/performance.md#budgets).
const PurchaseDialog = lazy(() => import('./PurchaseDialog').then((m) => ({ default: m.PurchaseDialog })));

/**
 * The ticket area: price, then "You have a ticket" for a holder, Sold Out
 * when full, otherwise Get Ticket — created directly for a free event, via
 * the Complete Purchase dialog for a paid one; a busy API (503) is asked
 * again by itself, the buyer told so meanwhile. Signed-out visitors are told
 * to sign in and sent to `/auth`.
 */
export function TicketPanel({
  event,
  viewer,
  signedIn,
  onTicketCreated,
  onWaitlistChange,
}: {
  event: PartyEventDetail;
  viewer: PartyEventViewer | undefined;
  signedIn: boolean;
  onTicketCreated: () => void;
  onWaitlistChange: (waitlist: ViewerWaitlist) => void;
}) {
  const sendToSignIn = useSendToSignIn();
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const free = event.priceCents === 0;

  const freeTicket = useFreeTicket(event.id, {
    onSuccess: () => {
      toast.success('Your free ticket has been created');
      onTicketCreated();
    },
    onError: (error) => toast.error(purchaseFailureMessage(error, 'Failed to get ticket')),
  });
  const payment = useTicketPayment(event.id, {
    onSuccess: (answer) => setIntent(answer),
    onError: (error) => {
      // 409: sold out, or the guest list closed at the office deadline; the server says which.
      if (isApiStatus(error, 409)) toast.error(serverMessage(error, 'Sold Out'));
      else toast.error(purchaseFailureMessage(error, 'Failed to get ticket'));
    },
  });

  const busy = freeTicket.isPending || payment.isPending;
  const getTicket = () => {
    if (busy) return;
    if (!signedIn) {
      toast.error('Authentication Required', { description: 'Please sign in to get your ticket' });
      sendToSignIn();
      return;
    }
    if (free) freeTicket.mutate();
    else payment.mutate();
  };

  const ticket = viewer?.ticket ?? null;
  // Waitlist: a full event (or one with a line) offers the line; a held offer is bought as usual.
  const waitlist = viewer?.waitlist;
  const offered = Boolean(waitlist?.offer);
  const soldOut = !offered && (isSoldOut(event) || (waitlist?.length ?? 0) > 0);
  // 21+ events: a viewer whose own date of birth says too young is told so; the API refuses them anyway.
  const me = useMe();
  const tooYoung = signedIn && tooYoungFor(event.ageLimit, me.data?.dateOfBirth, event);
  // Party paperwork: the guest list handed to the Greek-life office is final from its deadline.
  const closesAt = event.guestListFreezesAt ?? null;
  const listClosed = hasPassed(closesAt);
  // Six hours after the start the party is over: the API sells nothing more (it says when, as for the guest list).
  const salesEnded = hasPassed(event.overAt);

  return (
    <div className="space-y-3">
      <p className="text-3xl font-bold text-slate-900">{formatPrice(event.priceCents)}</p>
      {ticket ? (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="size-5" aria-hidden="true" /> You have a ticket
          </p>
          {ticket.fromWaitlist ? <p className="mt-1 text-sm">A seat opened up and it went to you from the waitlist.</p> : null}
          <Link to="/my-tickets" className="mt-1 inline-block text-sm font-medium text-emerald-800 underline">
            View it in My Tickets
          </Link>
        </div>
      ) : salesEnded ? (
        <Button className="w-full" size="lg" disabled>
          Sales Ended
        </Button>
      ) : soldOut && signedIn && viewer && event.status === 'active' ? (
        <WaitlistPanel event={event} waitlist={waitlist} onChange={onWaitlistChange} />
      ) : soldOut ? (
        <Button className="w-full" size="lg" disabled>
          Sold Out
        </Button>
      ) : listClosed ? (
        <Button className="w-full" size="lg" disabled>
          Guest List Closed
        </Button>
      ) : tooYoung ? (
        <Button className="w-full" size="lg" disabled>
          {ageLimitMessage(event.ageLimit)}
        </Button>
      ) : (
        // aria-disabled, not disabled, while busy: a disabled button drops the keyboard focus, and the
        // purchase dialog opened next would have nowhere to give it back on close.
        <Button className="w-full aria-disabled:opacity-60" size="lg" aria-disabled={busy || undefined} onClick={getTicket}>
          <TicketIcon aria-hidden="true" />
          {busy ? 'Please wait...' : 'Get Ticket'}
        </Button>
      )}
      <StillTrying show={busy && (freeTicket.stillTrying || payment.stillTrying)} />
      {offered ? <WaitlistPanel event={event} waitlist={waitlist} onChange={onWaitlistChange} /> : null}
      {closesAt && !ticket ? (
        <p className="text-sm text-slate-600">
          {listClosed ? 'The guest list closed' : 'The guest list closes'} on {formatInstantInState(closesAt, event.state)} (the Greek-life office deadline).
        </p>
      ) : null}
      {intent ? (
        <Suspense fallback={null}>
          <PurchaseDialog intent={intent} eventId={event.id} eventTitle={event.title} onClose={() => setIntent(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
