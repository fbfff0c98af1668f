/** The `organizations` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/organizations.ts`). */
import { nationalKeyParam, stateQuery, uuidParam } from '../../schemas/common';
import type { ChapterPageResponse, DirectoryResponse, NationalLookupResponse, PopulateResponse } from '../catalog-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { organizationsEndpoints } from '../feature-endpoints/organizations';

const route = routeBuilder(organizationsEndpoints);

export const organizationsRoutes = {
  listOrganizations: route<DirectoryResponse>()('listOrganizations'),
  populateOrganizations: route<PopulateResponse>()('populateOrganizations'),
  getNational: route<NationalLookupResponse>()('getNational', { params: nationalKeyParam, query: stateQuery }),
  getChapter: route<ChapterPageResponse>()('getChapter', { params: uuidParam }),
  getChapterForViewer: route<ChapterPageResponse>()('getChapterForViewer', { params: uuidParam }),
} as const satisfies RoutesOf<'organizations'>;
