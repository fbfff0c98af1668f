/** Money is integer cents everywhere (docs/decisions.md#money-is-integer-cents); screens show dollars. */
import { formatCount } from './numbers';

/** `formatPrice(0)` → "FREE", `formatPrice(1250)` → "$12.50". */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'FREE' : formatDollars(cents);
}

/** Always a dollar amount with two decimals and thousands separators: 0 → "$0.00", 987650 → "$9,876.50", -1250 → "-$12.50". */
export function formatDollars(cents: number): string {
  const [dollars, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}$${formatCount(Number(dollars))}.${fraction}`;
}

/** Dollars typed in a form ("12.5") to integer cents (1250), rounding half-cents away. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
