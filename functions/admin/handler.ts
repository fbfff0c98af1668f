/** Lambda of the `admin` feature: the wrapper checks every route's caller for an admin record first (manifest level `admin`). */
import { accessChecks } from '../lib/access';
import { clock } from '../lib/clock';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { listLeaderRequests, reviewLeaderRequest } from './approvals';
import { getAdminOverview } from './overview';
import { getAdminStats } from './stats';

export const handler = featureHandler(
  {
    getAdminOverview: async () => getAdminOverview(clock.now()),
    // A GET list is publicly cacheable by default: this one is private and changes on every review.
    listLeaderRequests: async () => new Reply(await listLeaderRequests(), { cacheControl: NO_STORE }),
    approveLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'approved', clock.now()),
    rejectLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'rejected', clock.now()),
    // Admin tools: Stats tab, school logos, data tools
    getAdminStats: async () => new Reply(await getAdminStats(clock.now()), { cacheControl: NO_STORE }),
  },
  { access: accessChecks },
);
