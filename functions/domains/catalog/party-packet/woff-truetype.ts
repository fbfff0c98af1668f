/**
 * A WOFF font unpacked into a plain TrueType file whose glyphs each start at
 * an even offset, the form in which fontkit subsets it correctly.
 *
 * fontkit's subsetter writes the short `loca` format (offsets halved) when
 * the subset is small, yet copies each glyph's bytes as they are. The Noto
 * files use the long format, where a glyph may be an odd number of bytes
 * long: every glyph after such a one is then misplaced and drawn blank or
 * garbled (in the packet, about half the Chinese, Korean and Arabic letters).
 * Padding each glyph to an even length makes both formats address it.
 */
import { inflateSync } from 'node:zlib';

interface Table {
  tag: string;
  data: Buffer;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** The tables of a WOFF 1.0 file, inflated. */
function woffTables(woff: Buffer): { flavor: number; tables: Table[] } {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 44 + 20 * i;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    tables.push({ tag, data: compressed < length ? inflateSync(stored) : Buffer.from(stored) });
  }
  return { flavor, tables };
}

/** `glyf` with every glyph padded to an even length, its long-format `loca`, and `head` saying so. */
function evenGlyphs(tables: Table[]): Table[] {
  const table = (tag: string) => tables.find((t) => t.tag === tag)?.data;
  const head = table('head');
  const loca = table('loca');
  const glyf = table('glyf');
  const maxp = table('maxp');
  if (!head || !loca || !glyf || !maxp) return tables;
  const longOffsets = head.readInt16BE(50) === 1;
  const numGlyphs = maxp.readUInt16BE(4);
  const offsetOf = (i: number) => (longOffsets ? loca.readUInt32BE(4 * i) : 2 * loca.readUInt16BE(2 * i));
  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc(4 * (numGlyphs + 1));
  let position = 0;
  for (let i = 0; i < numGlyphs; i++) {
    const glyph = glyf.subarray(offsetOf(i), offsetOf(i + 1));
    const padded = glyph.length % 2 ? Buffer.concat([glyph, Buffer.alloc(1)]) : glyph;
    newLoca.writeUInt32BE(position, 4 * i);
    glyphs.push(padded);
    position += padded.length;
  }
  newLoca.writeUInt32BE(position, 4 * numGlyphs);
  const newHead = Buffer.from(head);
  newHead.writeInt16BE(1, 50);
  const replaced: Record<string, Buffer> = { head: newHead, loca: newLoca, glyf: Buffer.concat(glyphs) };
  return tables.map((t) => ({ tag: t.tag, data: replaced[t.tag] ?? t.data }));
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The sfnt file of `tables`: the offset table, the table records sorted by tag, each table 4-byte aligned. */
function sfnt(flavor: number, tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const power = 2 ** Math.floor(Math.log2(sorted.length));
  const header = Buffer.alloc(12 + 16 * sorted.length);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(sorted.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(sorted.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  sorted.forEach((t, i) => {
    const record = 12 + 16 * i;
    header.write(t.tag, record, 'latin1');
    header.writeUInt32BE(checksum(t.data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(t.data.length, record + 12);
    const aligned = Buffer.concat([t.data, Buffer.alloc((4 - (t.data.length % 4)) % 4)]);
    bodies.push(aligned);
    offset += aligned.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The TrueType font of a WOFF file, each glyph at an even offset. */
export function woffToTrueType(woff: Uint8Array): Buffer {
  const { flavor, tables } = woffTables(Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength));
  return sfnt(flavor, evenGlyphs(tables));
}
