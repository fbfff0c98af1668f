/** Lambda of the `admin` feature: every route first checks the caller's admin record. */
import { clock } from '../lib/clock';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { listLeaderRequests, reviewLeaderRequest } from './approvals';
import { requireAdmin } from './guard';
import { getAdminOverview } from './overview';

export const handler = featureHandler({
  getAdminOverview: async ({ caller }) => {
    await requireAdmin(caller);
    return getAdminOverview(clock.now());
  },
  listLeaderRequests: async ({ caller }) => {
    await requireAdmin(caller);
    // A GET list is publicly cacheable by default: this one is private and changes on every review.
    return new Reply(await listLeaderRequests(), { cacheControl: NO_STORE });
  },
  approveLeaderRequest: async ({ caller, params }) =>
    reviewLeaderRequest(await requireAdmin(caller), params.id, 'approved', clock.now()),
  rejectLeaderRequest: async ({ caller, params }) =>
    reviewLeaderRequest(await requireAdmin(caller), params.id, 'rejected', clock.now()),
});
