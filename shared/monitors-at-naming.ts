/**
 * Naming sober monitors against the event's capacity: an event with alcohol,
 * created under its school's office rules, needs as many monitors as its
 * full capacity requires by the school's ratio. One pure function for the
 * API (which refuses fewer) and the SPA's monitor picker ("N required").
 */
import { monitorRatioText, monitorsRequired, ratioOf, type MonitorRatio } from './monitor-ratio';
import { plural } from './numbers';

export interface CapacityRule {
  alcoholAllowed: boolean;
  maxAttendees: number;
  /** The school's rules snapshot the event was created under; absent = the school has none. */
  officeRules?: MonitorRatio | null;
}

/** Monitors the event must name for its capacity; 0 when no ratio applies (no alcohol, or no school rules). */
export function monitorsRequiredAtCapacity(event: CapacityRule): number {
  if (!event.alcoholAllowed || !event.officeRules) return 0;
  return monitorsRequired(ratioOf(event.officeRules), event.maxAttendees);
}

/** Why `named` monitors are too few for the event's capacity ("A capacity of 100 needs 5 sober monitors …"), or null when they are enough. */
export function tooFewMonitors(event: CapacityRule, named: number): string | null {
  const required = monitorsRequiredAtCapacity(event);
  if (named >= required || !event.officeRules) return null;
  return `A capacity of ${plural(event.maxAttendees, 'guest')} needs ${plural(required, 'sober monitor')} (${monitorRatioText(ratioOf(event.officeRules))}); ${named} named`;
}
