/**
 * Whether an uploaded video is the container its first bytes claim: a
 * file whose first box or element is right but whose rest is not (text,
 * a web page, garbage) is no video. Reads the file's head and then box or
 * element headers only (`byte-source.ts`).
 */
import type { MediaType } from '../../shared/schemas/media';
import type { ByteSource } from './byte-source';
import { isWebm } from './ebml';
import { isIsoBmff } from './iso-bmff';

/** The bytes read first: the container's header and its first boxes or elements. */
export const HEAD_BYTES = 64 * 1024;

/** Markup a browser would run if it ever took the file for a page. */
const MARKUP = ['<!doctype', '<html', '<head', '<body', '<script', '<iframe', '<svg'];

/** True when the bytes hold a tag of a web page (compared ignoring case). */
export function holdsMarkup(bytes: Uint8Array): boolean {
  // latin1: one character per byte, so a tag anywhere in binary data is found.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return MARKUP.some((tag) => text.includes(tag));
}

/** True when the source is a well-formed video of `type` (sniffed from its first bytes) with no page in its head. */
export async function isWellFormedVideo(type: MediaType, source: ByteSource): Promise<boolean> {
  if (holdsMarkup(source.head)) return false;
  if (type === 'video/webm') return isWebm(source);
  if (type === 'video/mp4' || type === 'video/quicktime') return isIsoBmff(source);
  return false;
}
