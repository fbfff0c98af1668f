import { Camera } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { MediaItem } from '../../../../shared/api/types';
import { useSession } from '../../lib/auth/use-session';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { Button } from '../ui/button';
import type { UploadTarget } from './media-upload-dialog';

/** The dialog (its form, zod and the dialog primitives) loads when it first opens, not with the page. */
const MediaUploadDialog = lazy(() => import('./media-upload-dialog').then((m) => ({ default: m.MediaUploadDialog })));

/** Opens the upload dialog for a signed-in person; a visitor signs in first and comes back (docs/spec/student-side.md §6). */
export function PostMediaButton({ label, events, onPosted }: { label: string; events: UploadTarget[]; onPosted: (item: MediaItem) => void }) {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const sendToSignIn = useSendToSignIn();
  if (events.length === 0) return null;
  return (
    <>
      <Button variant="outline" onClick={() => (user ? setOpen(true) : sendToSignIn())}>
        <Camera aria-hidden="true" /> {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MediaUploadDialog open={open} onOpenChange={setOpen} title={label} events={events} onPosted={onPosted} />
        </Suspense>
      ) : null}
    </>
  );
}
