/** The door's headcount, read by the server from its count and by a device offline from its own scans since. */
import type { DoorHeadcount } from './api/types';

/** A door's figures: who is inside, the crossings so far, the peak, the sober monitors in. */
export type DoorFigures = Pick<DoorHeadcount, 'insideNow' | 'entries' | 'exits' | 'peakInside' | 'monitorsIn'>;

/** The door screen's and analytics' view of the figures against the capacity and how many may be inside now. */
export function headcountFrom(door: DoorFigures, capacity: number, limit: number): DoorHeadcount {
  return {
    insideNow: door.insideNow,
    capacity,
    full: door.insideNow >= limit,
    limit,
    monitorsIn: door.monitorsIn,
    needsMonitor: door.insideNow >= limit && limit < capacity,
    entries: door.entries,
    exits: door.exits,
    peakInside: door.peakInside,
  };
}

/**
 * The headcount as a device offline knows it: the last count the server
 * gave, plus the entries and exits this device let through since (not yet
 * synced). The limit stays the server's: monitors check in online only.
 */
export function withCrossingsSince(count: DoorHeadcount, since: { entries: number; exits: number }): DoorHeadcount {
  if (since.entries === 0 && since.exits === 0) return count;
  const insideNow = Math.max(0, count.insideNow + since.entries - since.exits);
  const figures = { ...count, insideNow, entries: count.entries + since.entries, exits: count.exits + since.exits, peakInside: Math.max(count.peakInside, insideNow) };
  return headcountFrom(figures, count.capacity, count.limit);
}
