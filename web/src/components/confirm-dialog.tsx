import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';

/** The question an irreversible action asks first: Cancel, or the red button that does it (the dialog closes, then `onConfirm`). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The red button's text. */
  action: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
