import { describe, expect, it } from 'vitest';
import { median } from '../../load/endpoint-runs';

describe('median of the paired rounds', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is not moved by one round that other work disturbed', () => {
    expect(median([1.4, 1.5, 9, 1.3, 1.6, 1.4, 1.5, 1.2])).toBe(1.45);
  });
});
