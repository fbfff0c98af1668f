/**
 * Wall-clock time formatting without date-fns, so pages that only show times
 * do not pull the date library into their initial JS (DESIGN §5).
 */

/** Stored wall-clock `HH:mm` → "9:30 PM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
