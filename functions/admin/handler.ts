/** Lambda of the `admin` feature: the wrapper checks every route's caller for an admin record first (manifest level `admin`). */
import { accessChecks } from '../lib/access';
import { clock } from '../lib/clock';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { listLeaderRequests, reviewLeaderRequest } from './approvals';
import { getAdminOverview } from './overview';
import { getAdminStats } from './stats';
import { autoFetchLogos } from './logo-autofetch';
import { deleteSchoolLogo, listSchoolLogos, storeSchoolLogo } from './school-logos';

export const handler = featureHandler(
  {
    getAdminOverview: async () => getAdminOverview(clock.now()),
    // A GET list is publicly cacheable by default: this one is private and changes on every review.
    listLeaderRequests: async () => new Reply(await listLeaderRequests(), { cacheControl: NO_STORE }),
    approveLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'approved', clock.now()),
    rejectLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'rejected', clock.now()),
    // Admin tools: Stats tab, school logos, data tools
    getAdminStats: async () => new Reply(await getAdminStats(clock.now()), { cacheControl: NO_STORE }),
    listSchoolLogos: async () => new Reply(await listSchoolLogos(), { cacheControl: NO_STORE }),
    uploadSchoolLogo: async ({ caller, params, body }) => storeSchoolLogo(caller.sub, params.id, Buffer.from(body.contentBase64, 'base64'), clock.now()),
    deleteSchoolLogo: async ({ caller, params }) => deleteSchoolLogo(caller.sub, params.id, clock.now()),
    autoFetchSchoolLogos: async ({ caller }) => autoFetchLogos(caller.sub, clock.now()),
  },
  { access: accessChecks },
);
