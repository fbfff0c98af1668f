/** How the door names a person (a guest, a sober monitor): enough to greet them, not to find them. */

/** "Jane Q. Doe" → "Jane D.". */
export function doorName(fullName: string | null): string | null {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}
