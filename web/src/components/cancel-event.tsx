import { useState } from 'react';
import type { PartyEventDetail } from '../../../shared/api/types';
import { useCancelPartyEvent } from '../lib/event-cancellation';
import { useErrorToast } from '../lib/use-error-toast';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';
import { Textarea } from './ui/input';

/** What cancelling does, said before it is done (the API does all of it). */
export const CANCEL_EVENT_CONSEQUENCES =
  'The event leaves every list at once and takes no new tickets or RSVPs. Every ticket is cancelled, every paid ticket refunded, and every holder e-mailed. This cannot be undone.';

/**
 * Cancelled events: "Cancel event" and its confirmation dialog,
 * with an optional reason shown on the event page and in the e-mails. The
 * host chapter's leaders use it on the analytics page, a platform admin on
 * the event page (`asAdmin`: the admin route). The API decides who may; a
 * refusal is a toast.
 */
export function CancelEventButton({ event, asAdmin = false, onCancelled }: { event: PartyEventDetail; asAdmin?: boolean; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelPartyEvent(event.id, asAdmin, {
    onSuccess: () => {
      setOpen(false);
      onCancelled();
    },
  });
  useErrorToast(cancel.error, 'Could not cancel the event', cancel.error?.message);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive-outline" onClick={() => setOpen(true)}>
        {asAdmin ? 'Cancel Event (Admin)' : 'Cancel event'}
      </Button>
      <DialogContent title={`Cancel ${event.title}?`} description={CANCEL_EVENT_CONSEQUENCES}>
        <label className="block text-sm font-medium text-slate-700">
          Reason (optional)
          <Textarea className="mt-1" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep event</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(reason)}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel event'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
