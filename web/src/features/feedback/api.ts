import { useMutation } from '@tanstack/react-query';
import { type ApiError, type BodyOf, api } from '../../lib/api';
import type { MutationEffects } from '../../lib/queries';

/** Sends one Send Feedback message (accepted at once, then mailed to the team from the work queue; its content is not stored). */
export function useSendFeedback(effects: MutationEffects<unknown, BodyOf<'sendFeedback'>>) {
  return useMutation<unknown, ApiError, BodyOf<'sendFeedback'>>({ mutationFn: (body) => api('sendFeedback', { body }), ...effects });
}
