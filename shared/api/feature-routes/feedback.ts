/** The `feedback` feature's routes: their request schemas and response types (the manifest's rows in `../endpoints.ts`). */
import { feedbackRequestSchema } from '../../schemas/feedback';
import type { OkResponse } from '../common-types';
import { route, type RoutesOf } from '../route-spec';

export const feedbackRoutes = {
  sendFeedback: route<OkResponse>()('sendFeedback', { body: feedbackRequestSchema }),
} as const satisfies RoutesOf<'feedback'>;
