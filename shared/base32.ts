/**
 * RFC 4648 base32 without padding: upper-case letters and the digits 2–7,
 * every one of them in a QR code's alphanumeric alphabet (5.5 bits a
 * character there, against 8 for a byte), so a code of them makes a smaller
 * QR than base64url would.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function toBase32(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET[(buffer >> bits) & 31];
    }
  }
  return bits > 0 ? text + ALPHABET[(buffer << (5 - bits)) & 31] : text;
}

/**
 * The bytes of `text`; null for any character outside the alphabet (lower
 * case included) or a last character with unused bits set, so each byte
 * string has exactly one text.
 */
export function fromBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) return null;
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bits >= 5 || (buffer & ((1 << bits) - 1)) !== 0 ? null : bytes;
}
