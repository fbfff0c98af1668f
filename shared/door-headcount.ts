/**
 * The door's headcount and its limit: one rule for the server's crossings
 * (door-headcount.ts `plan`) and for a device deciding offline from the
 * last count it was given plus its own scans since.
 */
import type { DoorHeadcount } from './api/types';
import { guestsCoveredBy } from './monitor-ratio';

/** A door's figures: who is inside, the crossings so far, the peak, the sober monitors in. */
export type DoorFigures = Pick<DoorHeadcount, 'insideNow' | 'entries' | 'exits' | 'peakInside' | 'monitorsIn'>;

/** What bounds a door: the capacity, and for an event with alcohol under office rules the school's sober-monitor ratio (null: no monitors rule). */
export type DoorRule = Pick<DoorHeadcount, 'capacity' | 'monitorRatio'>;

/** How many may be inside now: the capacity; under the monitors rule no more than the monitors in cover (fewer than the ratio's base: no one). */
export function doorLimitOf(rule: DoorRule, monitorsIn: number): number {
  return rule.monitorRatio === null ? rule.capacity : Math.min(rule.capacity, guestsCoveredBy(rule.monitorRatio, monitorsIn));
}

/** Why an entry must wait (the room at capacity, or at what the monitors in cover), or null when it may go in. */
export function entryBlock(rule: DoorRule, door: Pick<DoorFigures, 'insideNow' | 'monitorsIn'>): 'full' | 'needsMonitor' | null {
  const limit = doorLimitOf(rule, door.monitorsIn);
  if (door.insideNow < limit) return null;
  return limit < rule.capacity ? 'needsMonitor' : 'full';
}

/** The door screen's and analytics' view of the figures under the door's rule. */
export function headcountFrom(door: DoorFigures, rule: DoorRule): DoorHeadcount {
  const limit = doorLimitOf(rule, door.monitorsIn);
  return {
    insideNow: door.insideNow,
    capacity: rule.capacity,
    monitorRatio: rule.monitorRatio,
    full: door.insideNow >= limit,
    limit,
    monitorsIn: door.monitorsIn,
    needsMonitor: door.insideNow >= limit && limit < rule.capacity,
    entries: door.entries,
    exits: door.exits,
    peakInside: door.peakInside,
  };
}

/** A device's crossings the server has not counted yet: guests in and out, and the change in sober monitors in. */
export interface CrossingsSince {
  entries: number;
  exits: number;
  monitors?: number;
}

/**
 * The headcount as a device offline knows it: the last count the server
 * gave, plus the entries, exits and monitor check-ins and check-outs this
 * device made since (not yet synced); the limit follows the monitors in.
 */
export function withCrossingsSince(count: DoorHeadcount, since: CrossingsSince): DoorHeadcount {
  const monitors = since.monitors ?? 0;
  if (since.entries === 0 && since.exits === 0 && monitors === 0) return count;
  const insideNow = Math.max(0, count.insideNow + since.entries - since.exits);
  const figures = {
    insideNow,
    entries: count.entries + since.entries,
    exits: count.exits + since.exits,
    peakInside: Math.max(count.peakInside, insideNow),
    monitorsIn: Math.max(0, count.monitorsIn + monitors),
  };
  return headcountFrom(figures, count);
}
