/** Lambda of the `media` feature: Post Photo/Video (presigned upload, then record) and Delete. */
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { mediaRoutes } from '../../shared/api/feature-routes/media';
import { deleteMedia } from './delete';
import { recordMedia } from './record';
import { createMediaUpload } from './upload';

export const handler = featureHandler(mediaRoutes, {
  createMediaUpload: async ({ params, body, caller }) => createMediaUpload(caller, params.id, body, clock.now()),
  recordMedia: async ({ params, body, caller }) => new Reply(await recordMedia(caller, params.id, body, clock.now()), { status: 201 }),
  deleteMedia: async ({ params, caller }) => deleteMedia(caller, params.id),
});
