import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useFriendshipChange } from './api';

/**
 * One friendship action on a person (send, accept, reject, remove): its
 * success toast and the server's message on failure (docs/spec/student-side.md §6 "Friends").
 */
export function useFriendAction<T>(action: (userId: string) => Promise<T>, success: (answer: T) => string) {
  return useFriendshipChange(action, {
    onSuccess: (answer) => toast.success(success(answer)),
    onError: (error) => toast.error(serverMessage(error, 'Something went wrong. Please try again.')),
  });
}
