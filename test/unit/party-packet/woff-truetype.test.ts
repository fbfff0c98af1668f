/**
 * A WOFF font unpacked for fontkit's subsetter (functions/domains/catalog/party-packet/woff-truetype.ts):
 * every glyph of a small subset keeps its outline. Straight from the WOFF, a
 * glyph after one of odd length came out blank (明 of 王小明李 in the Chinese font).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { woffToTrueType } from '../../../functions/domains/catalog/party-packet/woff-truetype';
import { PACKET_FONTS } from '../../../functions/domains/catalog/party-packet/packet-font-files';

const CHINESE = PACKET_FONTS.regular.find((file) => file.includes('chinese-simplified'))!;

/** The subset of `font` holding the glyphs of `text`, encoded and read back. */
async function subsetOf(font: Font, text: string): Promise<{ subset: Font; ids: number[] }> {
  const subset = font.createSubset();
  const ids = [...text].map((char) => subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0)!)));
  const parts: Uint8Array[] = [];
  await new Promise((resolve) => subset.encodeStream().on('data', (part) => parts.push(part)).on('end', resolve));
  return { subset: fontkit.create(Buffer.concat(parts)), ids };
}

describe('woffToTrueType', () => {
  it('gives a font whose subsets keep every glyph’s outline', async () => {
    const woff = readFileSync(createRequire(import.meta.url).resolve(CHINESE));
    const font = fontkit.create(woffToTrueType(woff));
    const text = '王小明李金';
    const { subset, ids } = await subsetOf(font, text);
    const outlines = (f: Font, glyphIds: number[]) => glyphIds.map((id) => f.getGlyph(id).path.toSVG());
    const original = [...text].map((char) => font.glyphForCodePoint(char.codePointAt(0)!).id);
    expect(outlines(subset, ids)).toEqual(outlines(font, original));
    expect(outlines(subset, ids).every((svg) => svg.length > 0)).toBe(true);
  });
});
