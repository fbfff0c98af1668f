/**
 * Whether a file is the WebM it starts as: an EBML header whose elements
 * are well formed and whose DocType is `webm`, then a Segment whose
 * top-level elements (walked header by header, never the frames) are
 * Matroska's, with the Tracks before the first Cluster.
 */
import { bytesAt, type ByteSource } from './byte-source';

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const VOID = 0xec;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
/** The elements a Segment holds at its top level (Matroska). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  TRACKS,
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
  VOID,
  0xbf, // CRC-32
]);
/** An EBML header is a few dozen bytes. */
const MAX_HEADER_BYTES = 1024;
/** Top-level elements of the Segment walked at most before its first Cluster. */
export const MAX_ELEMENTS = 64;

interface Vint {
  value: number;
  length: number;
  /** Every value bit set: a size left open (a stream written as it was recorded). */
  unknown: boolean;
}

/** A variable-length integer at `at`: an element id keeps its length marker, a size drops it. */
function vint(b: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    allOnes &&= b[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where its data starts. */
  dataAt: number;
  /** Its data's size; undefined when left open. */
  size: number | undefined;
}

/** The element header at `at` in `b` (offsets relative to `b`); null when malformed. */
function elementIn(b: Uint8Array, at: number): Element | null {
  const id = vint(b, at, true);
  if (!id || id.length > 4) return null;
  const size = vint(b, at + id.length, false);
  if (!size) return null;
  return { id: id.value, dataAt: at + id.length + size.length, size: size.unknown ? undefined : size.value };
}

/** The element whose header is at `offset` in the file. */
async function elementAt(source: ByteSource, offset: number): Promise<Element | null> {
  const element = elementIn(await bytesAt(source, offset, 12), 0);
  return element && { ...element, dataAt: offset + element.dataAt };
}

/** The EBML header's end when it is well formed with DocType `webm`; null otherwise. */
function ebmlHeaderEnd(head: Uint8Array): number | null {
  const header = elementIn(head, 0);
  if (!header || header.id !== EBML || header.size === undefined || header.size > MAX_HEADER_BYTES) return null;
  const end = header.dataAt + header.size;
  if (end > head.length) return null;
  let docType: string | undefined;
  for (let at = header.dataAt; at < end; ) {
    const child = elementIn(head.subarray(0, end), at);
    if (!child || child.size === undefined || child.dataAt + child.size > end) return null;
    if (child.id === DOC_TYPE) docType = String.fromCharCode(...head.subarray(child.dataAt, child.dataAt + child.size)).replace(/\0+$/, '');
    at = child.dataAt + child.size;
  }
  return docType === 'webm' ? end : null;
}

/** True when the source is a well-formed WebM file. */
export async function isWebm(source: ByteSource): Promise<boolean> {
  let offset = ebmlHeaderEnd(source.head);
  if (offset === null) return false;
  // Padding may sit between the header and the Segment.
  let segment = await elementAt(source, offset);
  while (segment?.id === VOID && segment.size !== undefined) {
    offset = segment.dataAt + segment.size;
    segment = await elementAt(source, offset);
  }
  if (!segment || segment.id !== SEGMENT) return false;
  const end = segment.size === undefined ? source.size : segment.dataAt + segment.size;
  if (end > source.size) return false;
  let sawTracks = false;
  offset = segment.dataAt;
  for (let walked = 0; walked < MAX_ELEMENTS && offset < end; walked++) {
    const child = await elementAt(source, offset);
    if (!child || !SEGMENT_CHILDREN.has(child.id)) return false;
    // The frames begin: what describes them must have come first.
    if (child.id === CLUSTER) return sawTracks;
    if (child.size === undefined || child.dataAt + child.size > end) return false;
    sawTracks ||= child.id === TRACKS;
    offset = child.dataAt + child.size;
  }
  return sawTracks;
}
