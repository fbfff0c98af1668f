/**
 * The text a pdf-lib document draws, for assertions: one string per text
 * object (`BT` … `ET`: one `drawText`, or one line the packet draws in
 * several fonts), in drawing order.
 *
 * The document is parsed by pdf-lib, which reads each stream by its
 * dictionary's `/Length` (a Flate stream's bytes are random: one that ends
 * in a carriage return must not be cut at the line end before `endstream`).
 * Each hex string shown (`Tj`, or `TJ`'s strings) is decoded by the font it
 * is shown in: an embedded font's codes (two bytes, Identity-H) through its
 * ToUnicode CMap, a standard font's bytes as WinAnsi (Latin-1 here). A
 * marked span with an `/ActualText` (a right-to-left run, whose glyphs are in
 * visual order and may share glyphs between letters) reads as that text, as
 * a viewer's copy and search do, unless `actualText` is false (the glyphs'
 * own texts, to see what was drawn).
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** How a font's shown bytes read: the text of each glyph code. */
interface FontReading {
  bytesPerCode: number;
  textOf: (code: number) => string;
}

const latin1 = (code: number) => String.fromCharCode(code);
const decoded = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** A UTF-16BE hex string of a CMap (`<0048>`, `<D835DC00>`) as text. */
const utf16Hex = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The `bfchar` and `bfrange` mappings of a ToUnicode CMap. */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) map.set(parseInt(code!, 16), utf16Hex(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]*>)/g)) {
      const first = parseInt(from!, 16);
      const targets = [...target!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]!);
      for (let code = first; code <= parseInt(to!, 16); code++) {
        if (target!.startsWith('[')) {
          map.set(code, utf16Hex(targets[code - first] ?? ''));
        } else {
          // One destination, its last UTF-16 unit counting up with the code.
          const units = Buffer.from(targets[0]!, 'hex').swap16();
          units.writeUInt16LE(units.readUInt16LE(units.length - 2) + code - first, units.length - 2);
          map.set(code, units.toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** The page's fonts by resource name. */
function fontsOf(page: PDFPage): Map<string, FontReading> {
  const fonts = new Map<string, FontReading>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const map = toUnicode instanceof PDFRawStream ? parseToUnicode(decoded(toUnicode)) : undefined;
    const composite = font.get(PDFName.of('Subtype')) === PDFName.of('Type0');
    fonts.set(name.asString(), { bytesPerCode: composite ? 2 : 1, textOf: map ? (code) => map.get(code) ?? '\ufffd' : latin1 });
  }
  return fonts;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((s) => (s instanceof PDFRef ? page.doc.context.lookup(s) : s))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map(decoded)
    .join('\n');
}

const TEXT_OPERATORS =
  /(\/[^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC|\bEMC\b|\bBT\b|\bET\b/g;

/** A PDF text string in hex: UTF-16BE after its byte order mark, else PDFDocEncoding (Latin-1 here). */
const textString = (hex: string) => (/^feff/i.test(hex) ? utf16Hex(hex.slice(4)) : Buffer.from(hex, 'hex').toString('latin1'));

export async function pdfText(pdf: Uint8Array, { actualText = true } = {}): Promise<string[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = fontsOf(page);
    let font: FontReading | undefined;
    let text = '';
    let inSpan = false;
    const show = (hex: string) => {
      if (!font) throw new Error('text shown before a font was set');
      const bytes = Buffer.from(hex, 'hex');
      for (let i = 0; i + font.bytesPerCode <= bytes.length; i += font.bytesPerCode) text += font.textOf(bytes.readUIntBE(i, font.bytesPerCode));
    };
    for (const [op, fontName, shown, adjusted, spanText] of contentOf(page).matchAll(TEXT_OPERATORS)) {
      if (op === 'BT') text = '';
      else if (op === 'ET') texts.push(text);
      else if (op === 'EMC') inSpan = false;
      else if (spanText !== undefined) {
        inSpan = actualText;
        if (actualText) text += textString(spanText);
      } else if (fontName !== undefined) font = fonts.get(fontName);
      else if (inSpan) continue;
      else if (shown !== undefined) show(shown);
      else for (const [, hex] of adjusted!.matchAll(/<([0-9A-Fa-f]*)>/g)) show(hex!);
    }
  }
  return texts;
}
