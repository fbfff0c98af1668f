import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';

/** A row's Delete button and its confirmation: `onConfirm` resolves true when done (the dialog then closes). */
export function ConfirmDelete({
  label,
  title,
  description,
  onConfirm,
}: {
  /** The button's accessible name ("Delete Riley Chen"). */
  label: string;
  title: string;
  description: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" aria-label={label} className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
      </Button>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button className="bg-red-600 hover:bg-red-700" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
