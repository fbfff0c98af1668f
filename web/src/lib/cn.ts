import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx), with no Tailwind-aware merge: tailwind-merge
 * weighed 8.6 KiB gzip on every page (docs/performance.md#budgets: ≤ 150 KiB per route). So a
 * component's classes never set one property twice — each variant, size or
 * state says all it sets — and a caller's `className` adds layout (width,
 * margins, flex), never a restyle: a new look is a variant or prop of the
 * component (see `ui/button.tsx`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
