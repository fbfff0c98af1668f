/** The `feedback` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/feedback.ts`). */
import { feedbackRequestSchema } from '../../schemas/feedback';
import type { OkResponse } from '../common-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { feedbackEndpoints } from '../feature-endpoints/feedback';

const route = routeBuilder(feedbackEndpoints);

export const feedbackRoutes = {
  sendFeedback: route<OkResponse>()('sendFeedback', { body: feedbackRequestSchema }),
} as const satisfies RoutesOf<'feedback'>;
