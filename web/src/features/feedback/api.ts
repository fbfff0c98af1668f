import { type BodyOf, api } from '../../lib/api';

/** Sends one Send Feedback message (accepted at once, then mailed to the team from the work queue; its content is not stored). */
export function sendFeedback(body: BodyOf<'sendFeedback'>) {
  return api('sendFeedback', { body });
}
