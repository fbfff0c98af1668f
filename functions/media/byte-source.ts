/**
 * An uploaded file read in pieces: its size, its first bytes (read once),
 * and any further range on demand (an S3 GetObject with a Range), so a
 * check of a 50 MB video reads kilobytes.
 */
export interface ByteSource {
  size: number;
  /** The file's first bytes (all of them for a small file). */
  head: Uint8Array;
  /** `length` bytes from `offset`, fewer at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** `length` bytes at `offset`: from the head when it holds them, otherwise read. */
export async function bytesAt(source: ByteSource, offset: number, length: number): Promise<Uint8Array> {
  const end = Math.min(offset + length, source.size);
  if (end <= offset) return new Uint8Array();
  if (end <= source.head.length) return source.head.subarray(offset, end);
  return source.read(offset, end - offset);
}

/** A source over bytes held in memory. */
export function memorySource(bytes: Uint8Array, headBytes = bytes.length): ByteSource {
  return {
    size: bytes.length,
    head: bytes.subarray(0, headBytes),
    read: async (offset, length) => bytes.subarray(offset, offset + length),
  };
}
