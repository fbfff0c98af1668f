/**
 * Text in any script (functions/domains/catalog/party-packet/fallback-text.ts): cut into
 * runs by the fonts that have the glyphs, the fonts embedded only as the text
 * needs them, marks placed where the font's layout puts them.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, rgb } from 'pdf-lib';
import { FontChain, runsOf } from '../../../functions/domains/catalog/party-packet/fallback-text';
import { PACKET_FONTS } from '../../../functions/domains/catalog/party-packet/packet-font-files';

/** Three made-up fonts: Latin with punctuation, Arabic with the space, Chinese with the space and the comma. */
const COVERAGE = [/[\p{Script=Latin}\p{P}\p{Z}\d]/u, /[\p{Script=Arabic} ]/u, /[\p{Script=Han} ,]/u];
const runs = (text: string) => runsOf(text, COVERAGE.length, (font, codePoint) => COVERAGE[font]!.test(String.fromCodePoint(codePoint)));

describe('runsOf', () => {
  it('sets each letter in the first font that has it', () => {
    expect(runs('Morgan, 王小明')).toEqual([
      { text: 'Morgan, ', font: 0 },
      { text: '王小明', font: 2 },
    ]);
  });

  it('keeps a space or comma between two letters of one font in their run, and gives one between two fonts to the first font with it', () => {
    expect(runs('محمد علي')).toEqual([{ text: 'محمد علي', font: 1 }]);
    expect(runs('王小明, 李雷')).toEqual([{ text: '王小明, 李雷', font: 2 }]);
    expect(runs('Ali محمد')).toEqual([
      { text: 'Ali ', font: 0 },
      { text: 'محمد', font: 1 },
    ]);
    expect(runs('محمد, 王')).toEqual([
      { text: 'محمد', font: 1 },
      { text: ', ', font: 0 },
      { text: '王', font: 2 },
    ]);
  });

  it('composes letters and accents first, and draws a character no font has as "?"', () => {
    expect(runs('Zoe\u0308 😀')).toEqual([{ text: 'Zoë ?', font: 0 }]);
  });
});

/** The Type0 (embedded, composite) fonts of a saved document, by their base names. */
async function embeddedFonts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((font) => font.get(PDFName.of('BaseFont'))!.toString());
}

async function drawn(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await FontChain.embed(doc, PACKET_FONTS.regular, text);
  fonts.draw(doc.addPage(), text, { x: 50, y: 700, size: 12, color: rgb(0, 0, 0) });
  return doc.save();
}

describe('FontChain', () => {
  it('embeds only the fonts the text needs, as subsets', async () => {
    const latin = await drawn('Avery Adult');
    expect(await embeddedFonts(latin)).toEqual([expect.stringMatching(/^\/NotoSans-Regular/)]);
    const chinese = await drawn('Avery Adult 王小明');
    expect(await embeddedFonts(chinese)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/NotoSansSC/)]));
    // Three Chinese letters: a few kilobytes, where the whole font is 1.5 MB.
    expect(chinese.length - latin.length).toBeLessThan(20_000);
  });

  it('measures a line across its fonts and cuts it short to fit', async () => {
    const doc = await PDFDocument.create();
    const fonts = await FontChain.embed(doc, PACKET_FONTS.regular, 'Morgan 王小明');
    expect(fonts.width('Morgan 王小明', 10)).toBeCloseTo(fonts.width('Morgan ', 10) + fonts.width('王小明', 10), 6);
    expect(fonts.width('王小明', 10)).toBeCloseTo(30, 0); // a Chinese letter is one em wide
    const cut = fonts.fit('Morgan 王小明', 10, 50);
    expect(cut).toMatch(/^Morgan.*\.\.\.$/);
    expect(fonts.width(cut, 10)).toBeLessThanOrEqual(50);
    expect(fonts.fit('Morgan', 10, 50)).toBe('Morgan');
  });

  it('places a mark where the layout puts it: the two dots under a final Arabic yeh, below the baseline', async () => {
    const pdf = await drawn('علي');
    const doc = await PDFDocument.load(pdf);
    const contents = doc.getPages()[0]!.node.Contents() as PDFArray;
    const content = contents
      .asArray()
      .map((ref) => inflateSync((doc.context.lookup(ref) as PDFRawStream).contents).toString('latin1'))
      .join('\n');
    const baselines = [...content.matchAll(/1 0 0 1 ([-\d.]+) ([-\d.]+) Tm/g)].map((m) => Number(m[2]));
    expect(baselines).toContain(700);
    expect(baselines.some((y) => y < 700)).toBe(true);
  });
});
