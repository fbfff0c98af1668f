import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { useDeletePartyEvent } from './api';

/** "Delete Event (Admin)" for platform admins: confirm, delete (with its tickets and reviews), back to the list. */
export function AdminDeleteEvent({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeletePartyEvent(eventId, {
    onSuccess: () => {
      toast.success('Event Deleted');
      setOpen(false);
      void navigate('/party-events');
    },
    onError: () => toast.error('Error', { description: 'Failed to delete event' }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive-outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete Event (Admin)
      </Button>
      <DialogContent title="Delete this event?" description={`"${title}" will be removed with all of its tickets and reviews. This cannot be undone.`}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
