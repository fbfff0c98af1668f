/**
 * Whether a file is a PDF, by its content, never by its name or the type a
 * client claims: it must open with the `%PDF-1.x` / `%PDF-2.0` header and end
 * like one (a `startxref` pointing inside the file, then `%%EOF` near the
 * end). A PNG renamed `.pdf`, an HTML page or a truncated upload fails.
 * It does not parse the objects: a browser's viewer does that, not our server.
 */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
/** The trailer a writer puts last; some append a few bytes of padding after `%%EOF`. */
const TAIL_WINDOW = 1024;
const TRAILER = /startxref\s+(\d+)\s+%%EOF\s*$/;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** True when `bytes` are a whole PDF file by its header and trailer. */
export function isPdf(bytes: Uint8Array): boolean {
  if (!HEADER.test(latin1(bytes.subarray(0, 16)))) return false;
  const trailer = TRAILER.exec(latin1(bytes.subarray(Math.max(0, bytes.length - TAIL_WINDOW))));
  if (!trailer) return false;
  const xrefAt = Number(trailer[1]);
  return xrefAt > 0 && xrefAt < bytes.length;
}
