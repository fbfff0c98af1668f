import { describe, expect, it } from 'vitest';
import { isPdf } from '../../../functions/lib/pdf-type';

const enc = (text: string) => new TextEncoder().encode(text);

/** A minimal, well-formed PDF: header, one object, its cross-reference table and trailer. */
function tinyPdf(version = '1.4', tail = ''): string {
  const head = `%PDF-${version}\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`;
  const xrefAt = head.length;
  return `${head}xref\n0 2\n0000000000 65535 f \n0000000015 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF${tail}`;
}

describe('a PDF by its content', () => {
  it.each(['1.0', '1.4', '1.7', '2.0'])('accepts a whole PDF %s', (version) => {
    expect(isPdf(enc(tinyPdf(version)))).toBe(true);
  });

  it('accepts a trailing line break after %%EOF', () => {
    expect(isPdf(enc(tinyPdf('1.7', '\r\n')))).toBe(true);
  });

  it('refuses a PNG renamed .pdf', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(isPdf(png)).toBe(false);
  });

  it('refuses an HTML page, even one that mentions a PDF header later', () => {
    expect(isPdf(enc(`<!doctype html><html><body>${tinyPdf()}</body></html>`))).toBe(false);
  });

  it.each([
    ['an empty file', ''],
    ['a header alone', '%PDF-1.7\n'],
    ['a truncated upload', tinyPdf().slice(0, -20)],
    ['an unknown version', tinyPdf('3.1')],
    ['a cross-reference pointing past the end', tinyPdf().replace(/startxref\n\d+/, 'startxref\n999999')],
    ['a cross-reference at offset zero', tinyPdf().replace(/startxref\n\d+/, 'startxref\n0')],
  ])('refuses %s', (_, text) => {
    expect(isPdf(enc(text))).toBe(false);
  });
});

describe('a PDF written by a real writer', () => {
  it('accepts what pdf-lib saves (the packet is written with it)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(isPdf(await doc.save())).toBe(true);
  });
});
