/** Lambda of the `leaders` feature: role availability and leader requests. */
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { featureHandler, Reply } from '../lib/http';
import { NOT_AUTHENTICATED } from './messages';
import { createLeaderRequest, getChapterRoles } from './service';

export const handler = featureHandler({
  // Not a list: answered with no-store by default, as availability changes on every approval.
  getChapterRoles: async ({ params }) => getChapterRoles(params.id),
  createLeaderRequest: async ({ caller, body }) => {
    // The JWT authorizer guarantees a caller; this guards a misconfigured route.
    if (!caller) throw new HttpError(401, NOT_AUTHENTICATED);
    return new Reply(await createLeaderRequest(caller.sub, body, clock.now()), { status: 201 });
  },
});
