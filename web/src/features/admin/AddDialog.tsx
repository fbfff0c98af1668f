import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';

/** An "Add …" button opening a form dialog; `onSubmit` resolves true when done (the dialog then closes). */
export function AddDialog({ label, title, children, onSubmit }: { label: string; title: string; children: ReactNode; onSubmit: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (await onSubmit()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" /> {label}
      </Button>
      <DialogContent title={title}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {children}
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
