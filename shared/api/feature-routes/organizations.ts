/** The `organizations` feature's routes: their request schemas and response types (the manifest's rows in `../endpoints.ts`). */
import { nationalKeyParam, stateQuery, uuidParam } from '../../schemas/common';
import type { ChapterPageResponse, DirectoryResponse, NationalLookupResponse, PopulateResponse } from '../catalog-types';
import { route, type RoutesOf } from '../route-spec';

export const organizationsRoutes = {
  listOrganizations: route<DirectoryResponse>()('listOrganizations'),
  populateOrganizations: route<PopulateResponse>()('populateOrganizations'),
  getNational: route<NationalLookupResponse>()('getNational', { params: nationalKeyParam, query: stateQuery }),
  getChapter: route<ChapterPageResponse>()('getChapter', { params: uuidParam }),
  getChapterForViewer: route<ChapterPageResponse>()('getChapterForViewer', { params: uuidParam }),
} as const satisfies RoutesOf<'organizations'>;
