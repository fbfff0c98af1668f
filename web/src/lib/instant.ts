const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * An ISO instant (`createdAt`, `reviewedAt`) → "November 18, 2026" in the
 * viewer's time zone. Intl instead of date-fns keeps ~6 KiB gzip out of
 * pages that need nothing else from it.
 */
export function formatInstantLong(iso: string): string {
  return longDate.format(new Date(iso));
}
