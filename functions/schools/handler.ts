/** Lambda of the `schools` feature. */
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { getSchool, listSchoolChapters, listSchools } from './service';

export const handler = featureHandler({
  listSchools: async () => listSchools(),
  getSchool: async ({ params }) => getSchool(params.id, clock.now()),
  listSchoolChapters: async ({ params }) => listSchoolChapters(params.id),
});
