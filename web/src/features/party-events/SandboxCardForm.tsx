import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDollars } from '../../../../shared/money';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { useSandboxCharge } from './api';

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12 / 28" while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The local sandbox's card form (no Stripe key configured: docs/decisions.md#payments-behind-a-gateway-interface):
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. The API
 * checks the card as Stripe would (expiry, security code, Luhn); its message
 * ("Your card's expiration date is in the past.") is shown as is.
 */
export function SandboxCardForm({
  paymentIntentId,
  amountCents,
  busy,
  onPaid,
}: {
  paymentIntentId: string;
  amountCents: number;
  busy: boolean;
  onPaid: (paymentIntentId: string) => void;
}) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const charge = useSandboxCharge({
    onSuccess: () => onPaid(paymentIntentId),
    onError: (error) => toast.error('Payment failed', { description: error.message }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    charge.mutate({ paymentIntentId, cardNumber, expiry: expiry.replace(/\s/g, ''), cvc });
  };
  const pending = charge.isPending || busy;
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card details">
      <div className="space-y-1.5">
        <Label htmlFor="card-number">Card number</Label>
        <div className="relative">
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={cardNumber}
            onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
            className="pr-10"
          />
          <CreditCard className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="card-expiry">Expiry (MM/YY)</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={cvc}
            maxLength={4}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
      </div>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
        Test mode. Test card 4242 4242 4242 4242, any future date and any 3-digit CVC.
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? 'Processing...' : `Pay ${formatDollars(amountCents)}`}
      </Button>
    </form>
  );
}
