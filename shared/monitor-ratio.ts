/**
 * A school's sober-monitor ratio: a base number of monitors for the first
 * guests, then one more per so many guests beyond them (UW–Madison: 2 for
 * the first 50, +1 per 25 more). One pure function for the API (naming
 * monitors, the door), the offline door and the SPA.
 */

export interface MonitorRatio {
  /** Monitors needed as soon as there is one guest, covering the first `baseGuests`. */
  baseMonitors: number;
  baseGuests: number;
  /** One more monitor for every this many guests (or part of it) beyond `baseGuests`. */
  guestsPerExtraMonitor: number;
}

/** Sober monitors required for `guests` guests: none for none, the base up to the first guests, then one per started block. */
export function monitorsRequired(ratio: MonitorRatio, guests: number): number {
  if (guests <= 0) return 0;
  if (guests <= ratio.baseGuests) return ratio.baseMonitors;
  return ratio.baseMonitors + Math.ceil((guests - ratio.baseGuests) / ratio.guestsPerExtraMonitor);
}

/** The most guests `monitors` monitors cover: the inverse of `monitorsRequired` (fewer than the base cover no one). */
export function guestsCoveredBy(ratio: MonitorRatio, monitors: number): number {
  if (monitors < ratio.baseMonitors) return 0;
  return ratio.baseGuests + (monitors - ratio.baseMonitors) * ratio.guestsPerExtraMonitor;
}

/** The ratio in words: "one per 20 guests", "2 for the first 50 guests, then one per 25 more". */
export function monitorRatioText(ratio: MonitorRatio): string {
  const { baseMonitors, baseGuests, guestsPerExtraMonitor } = ratio;
  if (baseMonitors === 1 && baseGuests === guestsPerExtraMonitor) return guestsPerExtraMonitor === 1 ? 'one per guest' : `one per ${guestsPerExtraMonitor} guests`;
  const extra = guestsPerExtraMonitor === 1 ? 'one per guest more' : `one per ${guestsPerExtraMonitor} more`;
  return `${baseMonitors} for the first ${baseGuests === 1 ? 'guest' : `${baseGuests} guests`}, then ${extra}`;
}

/** The ratio's three figures out of a school's rules (or a door's). */
export const ratioOf = (r: MonitorRatio): MonitorRatio => ({ baseMonitors: r.baseMonitors, baseGuests: r.baseGuests, guestsPerExtraMonitor: r.guestsPerExtraMonitor });
