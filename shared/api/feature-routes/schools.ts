/** The `schools` feature's routes: their request schemas and response types (the manifest's rows in `../endpoints.ts`). */
import { uuidParam } from '../../schemas/common';
import { includeQuery } from '../../schemas/include-query';
import type { SchoolChaptersResponse, SchoolListResponse, SchoolPageResponse } from '../catalog-types';
import { route, type RoutesOf } from '../route-spec';

export const schoolsRoutes = {
  listSchools: route<SchoolListResponse>()('listSchools'),
  getSchool: route<SchoolPageResponse>()('getSchool', { params: uuidParam, query: includeQuery('chapters') }),
  listSchoolChapters: route<SchoolChaptersResponse>()('listSchoolChapters', { params: uuidParam }),
} as const satisfies RoutesOf<'schools'>;
