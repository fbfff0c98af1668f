import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../web/src/lib/text';

describe('counts with thousands separators', () => {
  it("shows a whole count as toLocaleString('en-US') does", () => {
    const counts = [0, 7, 42, 999, 1000, 1234, 99_999, 100_000, 1_000_000, 12_345_678, -1234];
    for (const n of counts) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});
