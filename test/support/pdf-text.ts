/**
 * The text a pdf-lib document draws, in drawing order, for assertions: each
 * Flate stream inflated, each hex string shown with `Tj` decoded (pdf-lib
 * writes standard-font text as WinAnsi hex strings).
 *
 * A stream's bytes are read by its dictionary's `/Length`, not up to the next
 * `endstream`: compressed bytes are random, and one that ends in a carriage
 * return (about one stream in 256) would otherwise be cut short by the line
 * end before `endstream`, losing that stream's text.
 */
import { inflateSync } from 'node:zlib';

const STREAM_START = /<<((?:(?!<<|>>)[\s\S])*)>>\s*stream(?:\r\n|\n)/g;

/** Every stream's raw bytes, exactly as long as its dictionary says. */
export function pdfStreams(pdf: Uint8Array): Buffer[] {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const streams: Buffer[] = [];
  for (const match of raw.matchAll(STREAM_START)) {
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(match[1]!);
    if (!length) throw new Error(`a PDF stream without a direct /Length: <<${match[1]}>>`);
    const start = match.index! + match[0].length;
    streams.push(bytes.subarray(start, start + Number(length[1])));
  }
  return streams;
}

export function pdfText(pdf: Uint8Array): string[] {
  const texts: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    let content: string;
    try {
      content = inflateSync(stream).toString('latin1');
    } catch {
      content = stream.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
  }
  return texts;
}
