import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatDollars, formatPrice } from '../../../shared/money';

describe('money on screens', () => {
  it('shows dollars with two decimals and US thousands separators, as en-US currency formatting does', () => {
    for (const cents of [0, 5, 99, 1250, 99_999, 100_000, 987_650, 123_456_789]) {
      expect(formatDollars(cents)).toBe((cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
    }
    expect(formatDollars(987_650)).toBe('$9,876.50');
    expect(formatDollars(-1250)).toBe('-$12.50');
  });

  it('calls a price of nothing FREE', () => {
    expect(formatPrice(0)).toBe('FREE');
    expect(formatPrice(250_000)).toBe('$2,500.00');
  });

  it('reads typed dollars as whole cents', () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
});
