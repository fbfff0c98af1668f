/** Lambda of the `leaders` feature: role availability and leader requests. */
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { createLeaderRequest, getChapterRoles } from './service';

export const handler = featureHandler({
  // Not a list: answered with no-store by default, as availability changes on every approval.
  getChapterRoles: async ({ params }) => getChapterRoles(params.id),
  createLeaderRequest: async ({ caller, body }) => new Reply(await createLeaderRequest(caller.sub, body, clock.now()), { status: 201 }),
});
