import { Suspense, lazy } from 'react';
import type { PaymentIntentResponse } from '../../../../shared/api/types';
import { formatDollars } from '../../../../shared/money';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { SandboxCardForm } from './SandboxCardForm';
import { StillTrying } from './StillTrying';
import { useConfirmPurchase } from './use-confirm-purchase';

// Stripe.js and React Stripe are their own chunk: fetched only when the API's gateway is Stripe.
const StripeCheckout = lazy(() => import('./StripeCheckout').then((m) => ({ default: m.StripeCheckout })));

/**
 * Complete Purchase: opened once the payment intent exists. Stripe Elements
 * in AWS, the sandbox card form locally; either way a succeeded payment is
 * confirmed with the API, which issues the ticket.
 */
export function PurchaseDialog({
  intent,
  eventId,
  eventTitle,
  onClose,
}: {
  intent: PaymentIntentResponse;
  eventId: string;
  eventTitle: string;
  onClose: () => void;
}) {
  const confirm = useConfirmPurchase(eventId, onClose);
  const onPaid = (paymentIntentId: string) => confirm.mutate(paymentIntentId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Complete Purchase" description={`${eventTitle} · ${formatDollars(intent.amountCents)}`}>
        {intent.gateway === 'stripe' && intent.publishableKey ? (
          <Suspense fallback={<p role="status">Loading payment form...</p>}>
            <StripeCheckout
              publishableKey={intent.publishableKey}
              clientSecret={intent.clientSecret}
              amountCents={intent.amountCents}
              busy={confirm.isPending}
              onPaid={onPaid}
            />
          </Suspense>
        ) : (
          <SandboxCardForm
            paymentIntentId={intent.paymentIntentId}
            amountCents={intent.amountCents}
            busy={confirm.isPending}
            onPaid={onPaid}
          />
        )}
        <StillTrying show={confirm.isPending && confirm.stillTrying} />
      </DialogContent>
    </Dialog>
  );
}
