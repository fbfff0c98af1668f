/**
 * Photos and videos of party events (docs/spec/student-side.md §5 "Media upload"): the
 * allowed types, the size limit's check and the messages, without zod, so a
 * page that only shows media does not load the schemas (`schemas/media.ts`).
 */
import { LIMITS } from './limits';

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

/** Why a picked file cannot be posted (the spec's title and description); null when it can. */
export function fileProblem(file: { size: number; type: string } | null | undefined): { title: string; description: string } | null {
  if (!file) return MEDIA_MESSAGES.noFile;
  if (!isMediaType(file.type)) return MEDIA_MESSAGES.invalidType;
  if (file.size > LIMITS.uploadBytes) return MEDIA_MESSAGES.tooLarge;
  if (file.size < 1) return MEDIA_MESSAGES.noFile;
  return null;
}
