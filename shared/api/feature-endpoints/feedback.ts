/** The `feedback` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const feedbackEndpoints = {
  sendFeedback: { method: 'POST', path: '/feedback', feature: 'feedback', auth: 'public', rateLimit: 'feedback' },
} as const satisfies Record<string, Endpoint>;
