/** Lambda of the `feedback` feature. */
import { featureHandler } from '../lib/http';
import { sendFeedback } from './service';

export const handler = featureHandler({
  sendFeedback: async ({ body }) => sendFeedback(body),
});
