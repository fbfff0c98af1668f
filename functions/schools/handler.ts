/** Lambda of the `schools` feature. */
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { schoolsRoutes } from '../../shared/api/feature-routes/schools';
import { getSchool, listSchoolChapters, listSchools } from './service';

export const handler = featureHandler(schoolsRoutes, {
  listSchools: async () => listSchools(),
  getSchool: async ({ params, query }) => getSchool(params.id, clock.now(), { chapters: query.include === 'chapters' }),
  listSchoolChapters: async ({ params }) => listSchoolChapters(params.id),
});
