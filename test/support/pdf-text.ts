/**
 * The text a pdf-lib document draws, in drawing order, for assertions: each
 * Flate stream inflated, each hex string shown with `Tj` decoded (pdf-lib
 * writes standard-font text as WinAnsi hex strings).
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
  }
  return texts;
}
