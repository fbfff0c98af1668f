/**
 * Small video files built box by box (MP4, QuickTime) and element by
 * element (WebM): well-formed containers with a few bytes standing for the
 * frames, and the pieces to build broken ones.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An ISO base media box: its size, its type and its payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** A box with a 64-bit size (`size` 1, then the real size after the type). */
export function largeBox(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + payload.length));
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), size, payload]);
}

/** `ftyp` with a major brand and compatible brands. */
export const ftyp = (major = 'isom', ...compatible: string[]) => box('ftyp', Buffer.from(major, 'latin1'), u32(0x200), ...compatible.map((b) => Buffer.from(b, 'latin1')));

/** A `moov` holding a movie header and one (empty) track. */
export const moov = () => box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84))));

/** `mdat`: the frames, `bytes` of them. */
export const mdat = (bytes: number) => box('mdat', Buffer.alloc(bytes, 0x5a));

/** An MP4 as a camera writes it (frames first, then the `moov`), or fast-start (`moov` first). */
export function mp4Video({ frames = 4096, fastStart = false } = {}): Buffer {
  return fastStart ? Buffer.concat([ftyp('isom', 'isom', 'mp42'), moov(), mdat(frames)]) : Buffer.concat([ftyp('isom', 'isom', 'mp42'), mdat(frames), moov()]);
}

/** A QuickTime movie as a phone writes it: `ftyp qt`, a `wide` box, the frames, the `moov`. */
export function movVideo(frames = 4096): Buffer {
  return Buffer.concat([ftyp('qt  ', 'qt  '), box('wide'), mdat(frames), moov()]);
}

/** An EBML size of 8 bytes; `undefined`: left open (unknown), as a live recording writes it. */
function ebmlSize(size: number | undefined): Buffer {
  if (size === undefined) return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(size));
  b[0] = 0x01;
  return b;
}

/** An EBML element: its id (with its length marker), size and data. */
export function element(id: number, data: Buffer | string | number, { openSize = false } = {}): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(2, '0').replace(/^(.(..)*)$/, '0$1'), 'hex');
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : typeof data === 'number' ? Buffer.from([data]) : data;
  return Buffer.concat([idBytes, ebmlSize(openSize ? undefined : body.length), body]);
}

export const EBML_ID = { ebml: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, tracks: 0x1654ae6b, cluster: 0x1f43b675, void: 0xec } as const;

/** The EBML header of a file of `docType`. */
export function ebmlHeader(docType = 'webm'): Buffer {
  return element(
    EBML_ID.ebml,
    Buffer.concat([element(0x4286, 1), element(0x42f7, 1), element(0x42f2, 4), element(0x42f3, 8), element(EBML_ID.docType, docType), element(0x4287, 4), element(0x4285, 2)]),
  );
}

/** The Segment's Info and Tracks: what describes the frames. */
export const webmInfoAndTracks = () => [element(EBML_ID.info, element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40]))), element(EBML_ID.tracks, element(0xae, element(0xd7, 1)))];

/** A cluster of `bytes` of frames. */
export const webmCluster = (bytes: number, openSize = false) => element(EBML_ID.cluster, Buffer.concat([element(0xe7, 0), element(0xa3, Buffer.alloc(bytes, 0x5a))]), { openSize });

/** A WebM file: sizes written (a file saved whole), or left open (a browser's recording). */
export function webmVideo({ frames = 4096, openSizes = false } = {}): Buffer {
  const segment = element(EBML_ID.segment, Buffer.concat([...webmInfoAndTracks(), webmCluster(frames, openSizes)]), { openSize: openSizes });
  return Buffer.concat([ebmlHeader(), segment]);
}
