/** The `media` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/media.ts`). */
import { uuidParam } from '../../schemas/common';
import { mediaIdParam, mediaUploadSchema, recordMediaSchema } from '../../schemas/media';
import type { MediaItem, MediaUploadResponse } from '../media-types';
import type { OkResponse } from '../common-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { mediaEndpoints } from '../feature-endpoints/media';

const route = routeBuilder(mediaEndpoints);

export const mediaRoutes = {
  // Photos and videos (media)
  createMediaUpload: route<MediaUploadResponse>()('createMediaUpload', { params: uuidParam, body: mediaUploadSchema }),
  recordMedia: route<MediaItem>()('recordMedia', { params: uuidParam, body: recordMediaSchema }),
  deleteMedia: route<OkResponse>()('deleteMedia', { params: mediaIdParam }),
} as const satisfies RoutesOf<'media'>;
