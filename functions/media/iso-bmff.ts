/**
 * Whether a file is the ISO base media container (MP4, QuickTime) it starts
 * as: a `ftyp` box, then a sequence of well-formed boxes tiling the file
 * exactly (each a 4-character type and a size that fits what is left), one
 * of them the `moov` box that describes the tracks. Walked box header by
 * box header, so a video's `mdat` (its frames) is never read.
 */
import { bytesAt, type ByteSource } from './byte-source';

/**
 * Top-level boxes walked at most. A camera's file has a handful (ftyp,
 * free, mdat, moov, udta); a fragmented one a pair per fragment, after its
 * `moov`: once the `moov` is seen, boxes beyond these are not walked.
 */
export const MAX_BOXES = 64;
/** A `ftyp` holds a major brand, a version and a few compatible brands. */
const MAX_FTYP_BYTES = 1024;

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** A box type: four printable ASCII characters (or ©, as QuickTime's metadata uses). */
const isFourCC = (b: Uint8Array, at: number) => [0, 1, 2, 3].every((i) => (b[at + i]! >= 0x20 && b[at + i]! <= 0x7e) || b[at + i] === 0xa9);

const typeOf = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

interface Box {
  type: string;
  headerSize: number;
  size: number;
}

/** The box whose header is at `offset` and which must end by `end`; null when malformed. */
async function boxAt(source: ByteSource, offset: number, end: number): Promise<Box | null> {
  const header = await bytesAt(source, offset, 16);
  if (header.length < 8 || !isFourCC(header, 4)) return null;
  let size = u32(header, 0);
  let headerSize = 8;
  if (size === 1) {
    // A 64-bit size follows the type.
    if (header.length < 16) return null;
    size = u32(header, 8) * 2 ** 32 + u32(header, 12);
    headerSize = 16;
  } else if (size === 0) {
    // The box runs to the end of the file.
    size = end - offset;
  }
  if (size < headerSize || offset + size > end) return null;
  return { type: typeOf(header, 4), headerSize, size };
}

/** A `ftyp` box: a major brand, a minor version, whole compatible brands, all four-character codes. */
function isFileType(box: Box, head: Uint8Array): boolean {
  if (box.type !== 'ftyp' || box.headerSize !== 8 || box.size < 16 || box.size > MAX_FTYP_BYTES || (box.size - 16) % 4 !== 0) return false;
  if (head.length < box.size) return false;
  for (let at = 8; at < box.size; at += 4) if (at !== 12 && !isFourCC(head, at)) return false;
  return true;
}

/** True when the source is a well-formed ISO base media file with its `moov`. */
export async function isIsoBmff(source: ByteSource): Promise<boolean> {
  const first = await boxAt(source, 0, source.size);
  if (!first || !isFileType(first, source.head)) return false;
  let offset = first.size;
  let sawMoov = false;
  for (let walked = 1; offset < source.size; walked++) {
    if (walked >= MAX_BOXES) return sawMoov;
    const box = await boxAt(source, offset, source.size);
    if (!box) return false;
    if (box.type === 'moov') {
      // It holds boxes too: its first (the movie header) must be one that fits inside it.
      const end = offset + box.size;
      if (box.size <= box.headerSize || !(await boxAt(source, offset + box.headerSize, end))) return false;
      sawMoov = true;
    }
    offset += box.size;
  }
  return sawMoov;
}
