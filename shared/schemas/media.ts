/**
 * Photos and videos of party events (student side §5 "Media upload"): the
 * allowed types, the size limit, the messages, and the schemas of the upload
 * dialog and of the media function (the same rules on both sides).
 */
import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { plainText, uuidParam } from './common';

/** The allowed content types and the extension each is stored under. */
export const MEDIA_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;
export const MEDIA_TYPE_NAMES = Object.keys(MEDIA_TYPES) as MediaType[];

/** The spec's messages, word for word (a title and its description). */
export const MEDIA_MESSAGES = {
  tooLarge: { title: 'File too large', description: 'Please select a file under 50MB' },
  invalidType: { title: 'Invalid file type', description: 'Please select a JPEG, PNG, WebP or GIF image, or an MP4, MOV or WebM video' },
  noFile: { title: 'No file selected', description: 'Please select a photo or video to upload' },
  uploadFailed: 'Upload failed',
  posted: 'Posted!',
  deleted: 'Deleted',
  notFound: 'Photo not found',
  noEvent: 'Event not found',
  notAllowed: 'You can only delete your own photos',
} as const;

/** Spec: a file counts as a video when its address contains .mp4, .mov or .webm. */
export function isVideoAddress(address: string): boolean {
  return /\.(mp4|mov|webm)(?=$|[?#/])/i.test(address);
}

/** True when `type` is one of the allowed content types. */
export function isMediaType(type: string): type is MediaType {
  return Object.hasOwn(MEDIA_TYPES, type);
}

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

/** Why a picked file cannot be posted (the spec's title and description); null when it can. */
export function fileProblem(file: { size: number; type: string } | null | undefined): { title: string; description: string } | null {
  if (!file) return MEDIA_MESSAGES.noFile;
  if (!isMediaType(file.type)) return MEDIA_MESSAGES.invalidType;
  if (file.size > LIMITS.uploadBytes) return MEDIA_MESSAGES.tooLarge;
  if (file.size < 1) return MEDIA_MESSAGES.noFile;
  return null;
}
