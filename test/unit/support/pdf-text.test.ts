/**
 * The PDF text reader of the packet's tests: a Flate stream is random bytes,
 * and one ending in a carriage return must still be read whole (a reader that
 * cut streams at the line end before `endstream` lost such a stream's text,
 * about once in 40 packets).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfStreams, pdfText } from '../../support/pdf-text';

async function onePage(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - 20 * i, font, size: 12 }));
  return doc.save();
}

const CR = 0x0d;

describe('pdfText', () => {
  it('reads every line drawn, in drawing order', async () => {
    expect(pdfText(await onePage(['Chapter president', 'Pat President']))).toEqual(['Chapter president', 'Pat President']);
  });

  it('reads a stream whose compressed bytes end in a carriage return', async () => {
    // The first of a fixed series of documents whose page content ends in CR
    // (hashed names spread the checksum's last byte; about one in 256 ends so).
    for (let i = 0; i < 5000; i++) {
      const lines = ['Chapter president', `Guest ${createHash('sha256').update(String(i)).digest('hex').slice(0, 12)}`];
      const pdf = await onePage(lines);
      if (!pdfStreams(pdf).some((stream) => stream.at(-1) === CR)) continue;
      expect(pdfText(pdf)).toEqual(lines);
      return;
    }
    throw new Error('no document of the series has a stream ending in CR');
  });

  it('reads each stream exactly as long as its dictionary says', async () => {
    const pdf = await onePage(['x']);
    const raw = Buffer.from(pdf).toString('latin1');
    const lengths = [...raw.matchAll(/\/Length (\d+)/g)].map((m) => Number(m[1]));
    expect(pdfStreams(pdf).map((stream) => stream.length)).toEqual(lengths);
  });
});
