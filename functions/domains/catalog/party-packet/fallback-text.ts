/**
 * Text in any script on a pdf-lib page: a chain of fonts, each character set
 * in the first font that has its glyph, every font embedded as a subset of
 * the glyphs drawn (a name in Chinese adds a few kilobytes, not the 1.5 MB
 * font).
 *
 * Shaping is fontkit's: its layout applies the fonts' substitutions (Arabic
 * letters take their joined forms, ligatures form) and sets a right-to-left
 * run in visual order; the glyphs are then placed where its positions say,
 * so marks sit where the font puts them (Noto Sans Arabic draws a letter's
 * dots as marks of their own) and kerning applies. What it does not do is
 * the bidirectional algorithm across runs: a line mixing Arabic with another
 * script keeps its runs in reading order from left to right. Names, one
 * script each, come out right.
 *
 * Copying and searching read each glyph's text from the font's ToUnicode
 * map, which cannot tell apart letters drawn with one glyph (the dotless
 * base ر, ز, and ب, ت, ي each share, their dots being marks) and holds a
 * right-to-left run backwards. So a right-to-left run is marked with its
 * text as written (`/ActualText`), which readers following the PDF standard
 * copy and search in its place (Poppler's pdftotext prints it reversed).
 *
 * Fonts are read when a document asks for them, once per process, and only
 * those its text needs: a packet of Latin names never reads the Chinese font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import {
  beginText,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { woffToTrueType } from './woff-truetype';

/** A font file as bytes pdf-lib embeds and the fontkit face read from them. */
interface Face {
  bytes: Uint8Array;
  font: Font;
}

const fromHere = createRequire(import.meta.url);
const faces = new Map<string, Face>();

/** The font `file` (a path inside its package, resolved as Node resolves a module from here), read once per process. */
function face(file: string): Face {
  let loaded = faces.get(file);
  if (!loaded) {
    const bytes = woffToTrueType(readFileSync(fromHere.resolve(file)));
    loaded = { bytes, font: fontkit.create(bytes) };
    faces.set(file, loaded);
  }
  return loaded;
}

/** A stretch of text set in one font of a chain (its index). */
export interface Run {
  text: string;
  font: number;
}

const BETWEEN_WORDS = /^[\p{Z}\p{P}]$/u;
const MARK = /^\p{M}$/u;
export const MISSING_GLYPH = '?';

/**
 * `text` cut into runs, each character in the first of `fonts` fonts that
 * `covers` it. A space or punctuation between two letters of one font stays
 * in their run (an Arabic or Chinese name keeps its words in one run, in the
 * order of its script); between two fonts it goes to the first font that has
 * it. A combining mark stays with its letter. A character no font has is
 * drawn as "?".
 */
export function runsOf(text: string, fonts: number, covers: (font: number, codePoint: number) => boolean): Run[] {
  const firstWith = (char: string) => {
    for (let font = 0; font < fonts; font++) if (covers(font, char.codePointAt(0)!)) return font;
    return -1;
  };
  const chars = Array.from(text.normalize('NFC'), (char) => (firstWith(char) >= 0 ? char : MISSING_GLYPH));
  const strong = chars.map((char) => (BETWEEN_WORDS.test(char) || MARK.test(char) ? undefined : firstWith(char)));
  const fontOf = chars.map((char, i) => {
    if (strong[i] !== undefined) return strong[i];
    const before = strong.slice(0, i).findLast((f) => f !== undefined);
    const after = strong.slice(i + 1).find((f) => f !== undefined);
    const keeps = MARK.test(char) ? before : before === after ? before : undefined;
    return keeps !== undefined && covers(keeps, char.codePointAt(0)!) ? keeps : firstWith(char);
  });
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.font === fontOf[i]) last.text += char;
    else runs.push({ text: char, font: fontOf[i]! });
  });
  return runs;
}

interface EmbeddedFace {
  face: Face;
  pdf: PDFFont;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color: Color;
}

/** A chain of fonts embedded in one document: measures and draws text, each run in its font. */
export class FontChain {
  private readonly keys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  private constructor(private readonly fonts: readonly EmbeddedFace[]) {}

  /**
   * Embeds (as subsets) the first of `files` and those of the others the
   * characters of `text` need: for each character the chain is read up to
   * the first font with its glyph. Text drawn later may use only these.
   */
  static async embed(doc: PDFDocument, files: readonly string[], text: string): Promise<FontChain> {
    const needed = new Set([0]);
    for (const char of new Set(text.normalize('NFC'))) {
      const index = files.findIndex((file) => face(file).font.hasGlyphForCodePoint(char.codePointAt(0)!));
      if (index >= 0) needed.add(index);
    }
    doc.registerFontkit(fontkit);
    const embedded: EmbeddedFace[] = [];
    for (const [index, file] of files.entries()) {
      if (!needed.has(index)) continue;
      const loaded = face(file);
      embedded.push({ face: loaded, pdf: await doc.embedFont(loaded.bytes, { subset: true }) });
    }
    return new FontChain(embedded);
  }

  /** This chain, then `other`'s fonts for what this one lacks. */
  followedBy(other: FontChain): FontChain {
    return new FontChain([...this.fonts, ...other.fonts]);
  }

  private runs(text: string): Run[] {
    return runsOf(text, this.fonts.length, (font, codePoint) => this.fonts[font]!.face.font.hasGlyphForCodePoint(codePoint));
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => {
      const { font } = this.fonts[run.font]!.face;
      return sum + (font.layout(run.text).positions.reduce((w, p) => w + p.xAdvance, 0) * size) / font.unitsPerEm;
    }, 0);
  }

  /** `text`, cut short with "..." where it is wider than `maxWidth`. */
  fit(text: string, size: number, maxWidth: number): string {
    if (this.width(text, size) <= maxWidth) return text;
    const chars = Array.from(text);
    while (chars.length > 1 && this.width(`${chars.join('')}...`, size) > maxWidth) chars.pop();
    return `${chars.join('')}...`;
  }

  /** Draws `text` with its baseline starting at (x, y), as one text object. */
  draw(page: PDFPage, text: string, { x, y, size, color }: DrawOptions): void {
    const ops: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(color)];
    let pen = x;
    for (const run of this.runs(text)) {
      const { face: runFace, pdf } = this.fonts[run.font]!;
      const { groups, rightToLeft } = placedGlyphs(runFace.font, pdf, run.text, size / runFace.font.unitsPerEm);
      if (rightToLeft) ops.push(actualText(run.text));
      ops.push(setFontAndSize(this.keyOf(page, pdf), size));
      for (const glyphs of groups) {
        ops.push(setTextMatrix(1, 0, 0, 1, pen + glyphs.dx, y + glyphs.dy), showText(PDFHexString.of(glyphs.codes)));
        pen += glyphs.advance;
      }
      if (rightToLeft) ops.push(endMarkedContent());
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  }

  /** The page's resource name of `font`, added once per page. */
  private keyOf(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.keys.get(page);
    if (!keys) this.keys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }
}

/** Opens a span whose text, for copying and searching, is `text` (closed by `endMarkedContent`). */
const actualText = (text: string) =>
  PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<</ActualText ${PDFHexString.fromText(text).toString()}>>`]);

/** Glyphs shown together: placed at (dx, dy) from the pen, which then moves on by `advance`. */
interface PlacedGlyphs {
  codes: string;
  dx: number;
  dy: number;
  advance: number;
}

/**
 * `text` laid out by fontkit in `font` (`pdf` is the same font embedded,
 * whose codes name the glyphs drawn), in groups that each start where the
 * layout places their first glyph: a glyph moved from its plain place (a
 * mark, a kerned pair) begins a group, and the one after it another.
 */
function placedGlyphs(font: Font, pdf: PDFFont, text: string, scale: number): { groups: PlacedGlyphs[]; rightToLeft: boolean } {
  const { glyphs, positions, direction } = font.layout(text);
  const codes = pdf.encodeText(text).asString();
  if (codes.length !== 4 * glyphs.length) throw new Error('pdf-lib and fontkit laid the text out differently');
  const groups: PlacedGlyphs[] = [];
  let plainSoFar = false;
  positions.forEach((p, i) => {
    const code = codes.slice(4 * i, 4 * i + 4);
    const moved = p.xOffset !== 0 || p.yOffset !== 0;
    const last = groups.at(-1);
    if (last && plainSoFar && !moved) {
      last.codes += code;
      last.advance += p.xAdvance * scale;
    } else {
      groups.push({ codes: code, dx: p.xOffset * scale, dy: p.yOffset * scale, advance: p.xAdvance * scale });
    }
    plainSoFar = !moved && p.xAdvance === glyphs[i]!.advanceWidth;
  });
  return { groups, rightToLeft: direction === 'rtl' };
}
