/**
 * Numbers as US screens show them, without `Intl`: the first number format
 * of a page loads the locale's ICU data, 20–25 ms of CPU (about 100 ms on
 * Lighthouse's simulated phone) inside the party event page's first render.
 */

/** A whole count with thousands separators, as `toLocaleString('en-US')` shows it: 1234 → "1,234". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "1 school" / "3 schools". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
