import { describe, expect, it } from 'vitest';
import { writeRatioCeiling } from '../../load/invariants';

describe('writeRatioCeiling', () => {
  it('is seats ÷ the cheaper of one write per buyer and one read per buyer plus one write per seat, in single writes', () => {
    // 1,000 reads at 2.5 reads per write = 400 writes' time, plus 200 writes: 600 < 1,000.
    expect(writeRatioCeiling(1000, 200, 400, 1000)).toBeCloseTo(200 / 600);
    // Reads no faster than writes: one write per buyer is the cheaper.
    expect(writeRatioCeiling(1000, 200, 400, 400)).toBeCloseTo(0.2);
  });

  it('is at most 1, when every buyer gets a seat', () => {
    expect(writeRatioCeiling(300, 300, 400, 1000)).toBe(1);
  });
});
