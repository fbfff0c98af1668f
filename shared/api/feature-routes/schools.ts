/** The `schools` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/schools.ts`). */
import { uuidParam } from '../../schemas/common';
import { includeQuery } from '../../schemas/include-query';
import type { SchoolChaptersResponse, SchoolListResponse, SchoolPageResponse } from '../catalog-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { schoolsEndpoints } from '../feature-endpoints/schools';

const route = routeBuilder(schoolsEndpoints);

export const schoolsRoutes = {
  listSchools: route<SchoolListResponse>()('listSchools'),
  getSchool: route<SchoolPageResponse>()('getSchool', { params: uuidParam, query: includeQuery('chapters') }),
  listSchoolChapters: route<SchoolChaptersResponse>()('listSchoolChapters', { params: uuidParam }),
} as const satisfies RoutesOf<'schools'>;
