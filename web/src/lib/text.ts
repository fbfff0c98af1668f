const SMALL_WORDS = new Set(['of', 'the', 'at', 'and', 'in', 'for', '&', '-']);

/** Two-letter initials of a name, skipping small words: "University of Texas at Austin" → "UT". */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** The host of a website without `www.`: "https://www.utexas.edu/" → "utexas.edu"; null when unusable. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * A choice's label from its parts, skipping empty ones: "ΣΧ - Sigma Chi",
 * and "Triangle" for an organization without Greek letters.
 */
export function dashLabel(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(' - ');
}

/** A stable hue (0–359) for a string, so an avatar keeps its colour. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  return Math.abs(hash) % 360;
}

export { formatCount, plural } from '../../../shared/numbers';
