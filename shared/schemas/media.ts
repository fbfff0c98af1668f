/**
 * The schemas of the upload dialog and of the media function
 * (docs/spec/student-side.md §5 "Media upload", the same rules on both sides); the allowed types and
 * messages are in `media-types.ts` (re-exported here).
 */
import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { plainText, uuidParam } from './common';

import { MEDIA_MESSAGES, MEDIA_TYPE_NAMES } from '../media-types';

export { MEDIA_MESSAGES, MEDIA_TYPES, MEDIA_TYPE_NAMES, fileProblem, isMediaType, isVideoAddress, type MediaType } from '../media-types';

const caption = z.string().check(
  z.trim(),
  z.maxLength(LIMITS.caption, `Caption must be less than ${LIMITS.caption} characters`),
  plainText('Caption', { multiline: true }),
);

/** POST /party-events/{id}/media/uploads: what the browser is about to upload. */
export const mediaUploadSchema = z.object({
  contentType: z.enum(MEDIA_TYPE_NAMES, MEDIA_MESSAGES.invalidType.title),
  size: z.number(MEDIA_MESSAGES.noFile.title).check(
    z.int(MEDIA_MESSAGES.noFile.title),
    z.minimum(1, MEDIA_MESSAGES.noFile.title),
    z.maximum(LIMITS.uploadBytes, MEDIA_MESSAGES.tooLarge.title),
  ),
});
export type MediaUploadInput = z.infer<typeof mediaUploadSchema>;

/** POST /party-events/{id}/media: record what was uploaded at `key`, with its caption. */
export const recordMediaSchema = z.object({
  // Only the characters of the keys this API hands out (`upload-policy.ts` checks the rest): never text.
  key: z.string('Invalid upload').check(z.minLength(1, 'Invalid upload'), z.maxLength(200, 'Invalid upload'), z.regex(/^[0-9A-Za-z./-]+$/, 'Invalid upload')),
  caption: z.optional(caption),
});
export type RecordMediaInput = z.infer<typeof recordMediaSchema>;

/** The dialog's caption field (the file is checked by `fileProblem`). */
export const captionSchema = z.object({ caption });

/** DELETE /media/{id}. */
export const mediaIdParam = uuidParam;
