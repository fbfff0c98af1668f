import { describe, expect, it } from 'vitest';
import { memorySource, type ByteSource } from '../../../functions/media/byte-source';
import { HEAD_BYTES, holdsMarkup, isWellFormedVideo } from '../../../functions/media/container';
import { MAX_ELEMENTS } from '../../../functions/media/ebml';
import { MAX_BOXES } from '../../../functions/media/iso-bmff';
import { sniffMediaType } from '../../../functions/media/sniff';
import {
  EBML_ID,
  box,
  ebmlHeader,
  element,
  ftyp,
  largeBox,
  mdat,
  moov,
  movVideo,
  mp4Video,
  webmCluster,
  webmInfoAndTracks,
  webmVideo,
} from '../../support/videos';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** The file as the check reads it from S3 (its head, then ranges), counting the bytes read beyond the head. */
function source(bytes: Buffer): ByteSource & { ranged: () => number } {
  const inMemory = memorySource(bytes, Math.min(HEAD_BYTES, bytes.length));
  let ranged = 0;
  return {
    ...inMemory,
    read: async (offset, length) => {
      ranged += Math.min(length, bytes.length - offset);
      return inMemory.read(offset, length);
    },
    ranged: () => ranged,
  };
}

/** The verdict on `bytes`, as the sniffed type they start with. */
async function verdict(bytes: Buffer): Promise<boolean> {
  const type = sniffMediaType(bytes);
  if (!type) throw new Error('not sniffed as a video: the test means a file that starts right');
  return isWellFormedVideo(type, source(bytes));
}

describe('an MP4 or QuickTime container', () => {
  it.each([
    ['an MP4 as a camera writes it (frames, then moov)', mp4Video()],
    ['a fast-start MP4 (moov first)', mp4Video({ fastStart: true })],
    ['a QuickTime movie with its wide box', movVideo()],
    ['frames in a box with a 64-bit size', Buffer.concat([ftyp('mp42', 'isom'), largeBox('mdat', Buffer.alloc(2000, 1)), moov()])],
    ['a last box that runs to the end of the file (size 0)', Buffer.concat([ftyp(), moov(), Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(500, 1)])],
  ])('passes: %s', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(true);
  });

  it.each([
    ['a right first box, then a web page', Buffer.concat([ftyp(), HTML])],
    ['a right first box, then garbage', Buffer.concat([ftyp(), Buffer.alloc(3000, 0xff)])],
    ['a page after the moov', Buffer.concat([ftyp(), moov(), HTML])],
    ['a page inside a free box', Buffer.concat([ftyp(), box('free', HTML), moov(), mdat(100)])],
    ['no moov: frames nothing describes', Buffer.concat([ftyp(), mdat(4096)])],
    ['a box larger than the file (cut short)', Buffer.concat([ftyp(), moov(), mdat(4096)]).subarray(0, 2000)],
    ['bytes after the last box', Buffer.concat([mp4Video(), Buffer.from([1, 2, 3])])],
    ['a box of a type no one writes (binary)', Buffer.concat([ftyp(), moov(), Buffer.from([0, 0, 0, 8, 0, 1, 2, 3])])],
    ['a ftyp too short for its brand', Buffer.concat([Buffer.from([0, 0, 0, 12]), Buffer.from('ftypisom'), moov()])],
    ['a ftyp with garbage for brands', Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0, 0xff, 0, 0xff, 0]), moov()])],
    ['a moov whose content is no box', Buffer.concat([ftyp(), box('moov', Buffer.from('not a box at all, just text here')), mdat(10)])],
  ])('is refused: %s', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(false);
  });

  it('reads box headers only, never the frames: a 20 MB video costs its head and a few bytes', async () => {
    const video = mp4Video({ frames: 20 * 1024 * 1024 });
    const file = source(video);
    expect(await isWellFormedVideo('video/mp4', file)).toBe(true);
    expect(file.head.length).toBe(HEAD_BYTES);
    expect(file.ranged()).toBeLessThanOrEqual(32);
  });

  it(`walks at most ${MAX_BOXES} boxes: a fragmented MP4 passes on its moov, boxes with no moov are refused`, async () => {
    const fragments = Array.from({ length: MAX_BOXES }, () => [box('moof', box('mfhd', Buffer.alloc(8))), mdat(64)]).flat();
    expect(await verdict(Buffer.concat([ftyp('iso6', 'iso6', 'dash'), moov(), ...fragments]))).toBe(true);
    const filler = Array.from({ length: MAX_BOXES * 2 }, () => box('free', Buffer.alloc(8)));
    expect(await verdict(Buffer.concat([ftyp(), ...filler, moov()]))).toBe(false);
  });
});

describe('a WebM container', () => {
  it.each([
    ['a file saved whole (sizes written)', webmVideo()],
    ['a browser’s recording (Segment and Cluster sizes left open)', webmVideo({ openSizes: true })],
    ['padding between the header and the Segment', Buffer.concat([ebmlHeader(), element(EBML_ID.void, Buffer.alloc(16)), element(EBML_ID.segment, Buffer.concat([...webmInfoAndTracks(), webmCluster(100)]))])],
  ])('passes: %s', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(true);
  });

  const segment = (...children: Buffer[]) => element(EBML_ID.segment, Buffer.concat(children));
  it.each([
    ['an EBML header, then a web page', Buffer.concat([ebmlHeader(), HTML])],
    ['an EBML header, then garbage', Buffer.concat([ebmlHeader(), Buffer.alloc(2000, 0x42)])],
    ['the EBML marker alone, then a page', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), HTML])],
    ['a Matroska (not WebM) DocType', Buffer.concat([ebmlHeader('matroska'), segment(...webmInfoAndTracks(), webmCluster(100))])],
    ['no Segment', ebmlHeader()],
    ['frames before their tracks', Buffer.concat([ebmlHeader(), segment(webmCluster(100), ...webmInfoAndTracks())])],
    ['an element no Segment holds', Buffer.concat([ebmlHeader(), segment(element(0x4286, 1), ...webmInfoAndTracks(), webmCluster(100))])],
    ['a Segment larger than the file', Buffer.concat([ebmlHeader(), segment(...webmInfoAndTracks(), webmCluster(4096))]).subarray(0, 1000)],
    ['a page inside the tracks', Buffer.concat([ebmlHeader(), segment(element(EBML_ID.tracks, HTML), webmCluster(100))])],
  ])('is refused: %s', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(false);
  });

  it(`walks at most ${MAX_ELEMENTS} elements of the Segment before its first Cluster`, async () => {
    const padding = Array.from({ length: MAX_ELEMENTS + 1 }, () => element(EBML_ID.void, Buffer.alloc(4)));
    expect(await verdict(Buffer.concat([ebmlHeader(), segment(...padding, ...webmInfoAndTracks(), webmCluster(100))]))).toBe(false);
  });
});

describe('markup in a file’s head', () => {
  it('is found whatever its case, among binary bytes', () => {
    expect(holdsMarkup(Buffer.concat([Buffer.alloc(100, 0xff), Buffer.from('<SCRIPT src=x>'), Buffer.alloc(100, 0)]))).toBe(true);
    expect(holdsMarkup(Buffer.from('<!DOCTYPE html>'))).toBe(true);
    expect(holdsMarkup(mp4Video())).toBe(false);
    expect(holdsMarkup(webmVideo())).toBe(false);
  });
});
