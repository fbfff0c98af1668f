/** Lambda of the `organizations` feature: directory, national and chapter pages, population. */
import { clock } from '../lib/clock';
import { requireCaller } from '../lib/auth';
import { featureHandler, Reply } from '../lib/http';
import { organizationsRoutes } from '../../shared/api/feature-routes/organizations';
import { populateOrganizations } from './populate';
import { forgetDirectory, getChapter, getChapterForViewer, getNational, listOrganizations } from './service';

export const handler = featureHandler(organizationsRoutes, {
  listOrganizations: async () => {
    const body = await listOrganizations();
    // An empty directory is about to be populated: never let a cache keep it empty.
    return body.organizations.length === 0 ? new Reply(body, { cacheControl: 'no-store' }) : body;
  },
  getNational: async ({ params, query }) => getNational(params.key, query.state),
  getChapter: async ({ params }) => getChapter(params.id, clock.now()),
  getChapterForViewer: async ({ params, caller }) => getChapterForViewer(params.id, requireCaller(caller), clock.now()),
  populateOrganizations: async () => {
    const result = await populateOrganizations(clock.now());
    // This instance's directory may predate the placement (school counts): read it afresh.
    forgetDirectory();
    return result;
  },
});
