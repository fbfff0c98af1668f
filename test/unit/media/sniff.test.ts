import { describe, expect, it } from 'vitest';
import { matchesDeclared, sniffMediaType } from '../../../functions/media/sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('the type of a file by its first bytes', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/gif', bytes('GIF89a')],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3])],
    ['video/mp4', bytes([0, 0, 0, 0x20], 'ftypisom')],
    ['video/quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
  ])('%s', (type, head) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it('is none for anything else: text, executables, PDFs, a RIFF that is not WebP, too few bytes', () => {
    expect(sniffMediaType(bytes('<html><body>'))).toBeNull();
    expect(sniffMediaType(bytes([0x4d, 0x5a, 0x90, 0]))).toBeNull();
    expect(sniffMediaType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('must agree with the declared type (MP4 and QuickTime share a container)', () => {
    expect(matchesDeclared('image/png', 'image/jpeg')).toBe(false);
    expect(matchesDeclared(null, 'image/jpeg')).toBe(false);
    expect(matchesDeclared('video/quicktime', 'video/mp4')).toBe(true);
    expect(matchesDeclared('video/mp4', 'video/quicktime')).toBe(true);
    expect(matchesDeclared('video/webm', 'video/mp4')).toBe(false);
  });
});
