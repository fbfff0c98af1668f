import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { refreshFriends } from './api';

/**
 * One friendship action on a person (send, accept, reject, remove): its
 * success toast, the server's message on failure (spec §6 "Friends"), and
 * the lists and counts asked again.
 */
export function useFriendAction<T>(action: (userId: string) => Promise<T>, success: (answer: T) => string) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, string>({
    mutationFn: action,
    onSuccess: (answer) => toast.success(success(answer)),
    onError: (error) => toast.error(serverMessage(error, 'Something went wrong. Please try again.')),
    onSettled: () => refreshFriends(queryClient),
  });
}
