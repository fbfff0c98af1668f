import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { FollowResponse } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import type { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth/use-session';
import { toast } from '../../lib/toast';
import { useSendToSignIn } from '../../lib/use-send-to-sign-in';
import { setFollow, storeFollow, useFollow } from './api';

/**
 * Follow / Following toggle of a chapter (spec §2 chapter page, §4 follow):
 * signed-out visitors go to /auth and come back; the answer carries the new
 * follower count.
 */
export function FollowButton({ chapterId }: { chapterId: string }) {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const sendToSignIn = useSendToSignIn();
  const queryClient = useQueryClient();
  const state = useFollow(chapterId, signedIn);
  const following = signedIn && state.data?.following === true;
  const toggle = useMutation<FollowResponse, ApiError, boolean>({
    mutationFn: (next) => setFollow(chapterId, next),
    onSuccess: (answer) => {
      storeFollow(queryClient, chapterId, answer);
      toast.success(answer.following ? 'Following!' : 'Unfollowed');
    },
    onError: () => toast.error('Failed to update follow status'),
  });
  return (
    <Button
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      disabled={toggle.isPending || status === 'loading' || (signedIn && state.isPending)}
      onClick={() => (signedIn ? toggle.mutate(!following) : sendToSignIn())}
    >
      <Heart aria-hidden="true" className={following ? 'fill-violet-700 text-violet-700' : undefined} />
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
