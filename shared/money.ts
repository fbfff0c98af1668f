/**
 * Money is integer cents everywhere (DESIGN §1); screens show dollars.
 * `formatPrice(0)` → "FREE", `formatPrice(1250)` → "$12.50".
 */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'FREE' : formatDollars(cents);
}

/** Always a dollar amount with two decimals: 0 → "$0.00". */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Dollars typed in a form ("12.5") to integer cents (1250), rounding half-cents away. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
