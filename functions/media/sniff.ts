/**
 * What a file really is, by its first bytes (its "magic number"), whatever
 * name or content type it was uploaded with: a POST policy checks only
 * what the browser declared. A video's container is checked further
 * (`container.ts`), an image by decoding it (`thumbnail.ts`).
 */
import type { MediaType } from '../../shared/schemas/media';

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The allowed type these first bytes belong to; null when none. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  // ISO base media (MP4, QuickTime): a box size, then `ftyp` and the major brand.
  if (ascii(bytes, 4, 'ftyp')) return ascii(bytes, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
  return null;
}

/**
 * True when a file sniffed as `actual` may be kept as the `declared` type.
 * MP4 and QuickTime share one container: players take either as the other,
 * and phones label them loosely, so each passes for the other.
 */
export function matchesDeclared(actual: MediaType | null, declared: MediaType): boolean {
  if (actual === null) return false;
  const container = (t: MediaType) => (t === 'video/quicktime' ? 'video/mp4' : t);
  return container(actual) === container(declared);
}
