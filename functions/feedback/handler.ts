/** Lambda of the `feedback` feature. */
import { featureHandler, Reply } from '../lib/http';
import { feedbackRoutes } from '../../shared/api/feature-routes/feedback';
import { acceptFeedback } from './service';

export const handler = featureHandler(feedbackRoutes, {
  // Accepted: the mail goes out from the work queue.
  sendFeedback: async ({ body }) => new Reply(await acceptFeedback(body), { status: 202 }),
});
