import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { SaveResponse } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { useSaveEvent } from './api';

/** Save toggle: sends the desired state, so a retried request changes nothing twice. */
export function SaveButton({
  eventId,
  saved,
  signedIn,
  onAnswer,
}: {
  eventId: string;
  saved: boolean;
  signedIn: boolean;
  onAnswer: (answer: SaveResponse) => void;
}) {
  const sendToSignIn = useSendToSignIn();
  const toggle = useSaveEvent(eventId, {
    onSuccess: (answer) => {
      onAnswer(answer);
      toast.success(answer.saved ? 'Event saved!' : 'Event unsaved');
    },
    onError: () => toast.error('Failed to save event'),
  });
  return (
    <Button
      variant="outline"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() => (signedIn ? toggle.mutate(!saved) : sendToSignIn())}
    >
      {saved ? <BookmarkCheck aria-hidden="true" className="text-violet-700" /> : <Bookmark aria-hidden="true" />}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
