/**
 * The PDF text reader of the packet's tests: a Flate stream is random bytes,
 * and one ending in a carriage return must still be read whole (a reader that
 * cut streams at the line end before `endstream` lost such a stream's text,
 * about once in 40 packets); text in embedded fonts is glyph codes, read
 * through the font's ToUnicode CMap; a span marked with its ActualText reads
 * as that text.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts, rgb } from 'pdf-lib';
import { parseToUnicode, pdfText } from '../../support/pdf-text';
import { FontChain } from '../../../functions/domains/catalog/party-packet/fallback-text';
import { PACKET_FONTS } from '../../../functions/domains/catalog/party-packet/packet-font-files';

async function onePage(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - 20 * i, font, size: 12 }));
  return doc.save();
}

/** Each line drawn by the packet's fonts (fallback-text.ts). */
async function inEveryScript(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const fonts = await FontChain.embed(doc, PACKET_FONTS.regular, lines.join(''));
  lines.forEach((line, i) => fonts.draw(page, line, { x: 50, y: 700 - 20 * i, size: 12, color: rgb(0, 0, 0) }));
  return doc.save();
}

/** Whether a content stream of the first page ends, as stored (compressed), in a carriage return. */
async function contentEndsInCarriageReturn(pdf: Uint8Array): Promise<boolean> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPages()[0]!.node.Contents();
  const streams = (contents instanceof PDFArray ? contents.asArray() : [contents]).map((s) => s && doc.context.lookup(s));
  return streams.some((s) => s instanceof PDFRawStream && s.contents.at(-1) === 0x0d);
}

describe('pdfText', () => {
  it('reads every line drawn, in drawing order', async () => {
    expect(await pdfText(await onePage(['Chapter president', 'Pat President']))).toEqual(['Chapter president', 'Pat President']);
  });

  it('reads a stream whose compressed bytes end in a carriage return', async () => {
    // The first of a fixed series of documents whose page content ends in CR
    // (hashed names spread the checksum's last byte; about one in 256 ends so).
    for (let i = 0; i < 5000; i++) {
      const lines = ['Chapter president', `Guest ${createHash('sha256').update(String(i)).digest('hex').slice(0, 12)}`];
      const pdf = await onePage(lines);
      if (!(await contentEndsInCarriageReturn(pdf))) continue;
      expect(await pdfText(pdf)).toEqual(lines);
      return;
    }
    throw new Error('no document of the series has a stream ending in CR');
  });

  it('reads the glyph codes of embedded fonts through their ToUnicode maps, a line in several fonts as one text', async () => {
    const lines = ['Иван Петров', 'Γιώργος', '王小明', '김민준', 'Morgan Monitor, 王小明, 김민준'];
    const pdf = await inEveryScript(lines);
    expect(await pdfText(pdf)).toEqual(lines);
  });

  it('reads a marked span as its ActualText (a right-to-left run, its glyphs in visual order), or as its glyphs when told', async () => {
    const lines = ['محمد', 'فاطمة الزهراء', 'Ali محمد', 'محمد علي, Sam'];
    const pdf = await inEveryScript(lines);
    expect(await pdfText(pdf)).toEqual(lines);
    // The glyphs themselves, as drawn: right to left, and ر read as ز (one glyph, the dots of ز a mark of their own).
    const glyphs = await pdfText(pdf, { actualText: false });
    expect(glyphs.slice(0, 2)).toEqual(['دمحم', 'ءازهزلا ةمطاف']);
  });
});

describe('parseToUnicode', () => {
  it('maps single codes, ranges counting up and ranges listing each text', () => {
    const cmap = [
      '2 beginbfchar',
      '<0003> <0041>',
      '<0004> <00660069>',
      'endbfchar',
      '2 beginbfrange',
      '<0010> <0012> <0430>',
      '<0020> <0021> [<4E01> <D835DC00>]',
      'endbfrange',
    ].join('\n');
    expect(Object.fromEntries(parseToUnicode(cmap))).toEqual({ 3: 'A', 4: 'fi', 16: 'а', 17: 'б', 18: 'в', 32: '丁', 33: '𝐀' });
  });
});
