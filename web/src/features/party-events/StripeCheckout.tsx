import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe, loadStripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { formatDollars } from '../../../../shared/money';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';

/** One Stripe.js load per publishable key (loadStripe injects a script tag). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function PayForm({ amountCents, busy, onPaid }: { amountCents: number; busy: boolean; onPaid: (paymentIntentId: string) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      // No redirect unless the card needs one (3-D Secure); then Stripe returns to My Tickets
      // and the webhook issues the ticket.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/my-tickets` },
      });
      if (error) toast.error('Payment failed', { description: error.message });
      else if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) onPaid(paymentIntent.id);
      else toast.error('Payment failed');
    } finally {
      setPaying(false);
    }
  };
  const pending = paying || busy;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <PaymentElement />
      <Button type="submit" className="w-full" size="lg" disabled={!stripe || !elements || pending}>
        {pending ? 'Processing...' : `Pay ${formatDollars(amountCents)}`}
      </Button>
    </form>
  );
}

/** Stripe Elements for a PaymentIntent (loaded only when the API's gateway is Stripe). */
export function StripeCheckout({
  publishableKey,
  clientSecret,
  amountCents,
  busy,
  onPaid,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  busy: boolean;
  onPaid: (paymentIntentId: string) => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#6d28d9' } } }}>
      <PayForm amountCents={amountCents} busy={busy} onPaid={onPaid} />
    </Elements>
  );
}
