import { Heart } from 'lucide-react';
import type { ChapterPageResponse } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth/use-session';
import { toast } from '../../lib/toast';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { useFollowChapter } from './api';

/**
 * Follow / Following toggle of a chapter (docs/spec/student-side.md §2 chapter page, §4 follow):
 * signed-out visitors go to /auth and come back. Whether the viewer follows
 * comes with the chapter page (`page`, cached under `pageKey`); the answer
 * carries the new follower count.
 */
export function FollowButton({ page, pageKey }: { page: ChapterPageResponse; pageKey: readonly unknown[] }) {
  const chapterId = page.chapter.id;
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const sendToSignIn = useSendToSignIn();
  const following = signedIn && page.viewer?.following === true;
  const toggle = useFollowChapter(chapterId, pageKey, {
    onSuccess: (answer) => toast.success(answer.following ? 'Following!' : 'Unfollowed'),
    onError: () => toast.error('Failed to update follow status'),
  });
  return (
    <Button
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      disabled={toggle.isPending || status === 'loading' || (signedIn && !page.viewer)}
      onClick={() => (signedIn ? toggle.mutate(!following) : sendToSignIn())}
    >
      <Heart aria-hidden="true" className={following ? 'fill-violet-700 text-violet-700' : undefined} />
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
