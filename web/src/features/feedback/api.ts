import { type BodyOf, api } from '../../lib/api';

/** Sends one Send Feedback message (mailed to the team; nothing is stored). */
export function sendFeedback(body: BodyOf<'sendFeedback'>) {
  return api('sendFeedback', { body });
}
