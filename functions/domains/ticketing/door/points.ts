/**
 * Per-door counts: when several devices scan one event (door passes with
 * their labels, the leaders' own devices), each crossing is also counted on
 * the scan point it went through.
 *
 * - `EVENT#<id> / DOOR#P#<point id>`: `entries`, `exits` and the point's
 *   `label` (as the last crossing through it named it), made on first use.
 *   Moved in the crossing's own transaction (door-headcount.ts `plan`,
 *   door-crossings.ts for a sync's batches), so a point's counts change
 *   exactly when the door's do: retried or re-synced scans move them once.
 * - Readers group the points by label: two passes labelled "Front door"
 *   are one door on the screen.
 */
import type { DoorPointCount } from '../../../../shared/api/types';
import { counterUpdateOp, storedCount as count } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { queryPrefix, type Item, type TransactOp } from '../../../lib/db/table';

/** Where a scan was made: a door pass (by its id) or the leaders' devices, with the label the door screen shows. */
export interface ScanPoint {
  id: string;
  label: string;
}

/** Every leader's device of the event: one door, beside the passes. */
export const LEADERS_POINT: ScanPoint = { id: 'leaders', label: 'Leaders' };

/** The point of a door pass. */
export const passPoint = (pass: { id: string; label: string }): ScanPoint => ({ id: `pass-${pass.id}`, label: pass.label });

/** `entries` and `exits` more through `point` (its item made by the first). */
export function pointOp(eventId: string, point: ScanPoint, moves: { entries: number; exits: number }): TransactOp {
  const changes = [
    ...(moves.entries ? [{ field: 'entries', delta: moves.entries }] : []),
    ...(moves.exits ? [{ field: 'exits', delta: moves.exits }] : []),
  ];
  return counterUpdateOp(keys.door.point(eventId, point.id), changes, undefined, { createsItem: true, set: { label: point.label } }).op;
}

/** The points among `items` of the event's partition, grouped by label (others are left aside). */
export function pointCountsOf(eventId: string, items: Item[]): DoorPointCount[] {
  const prefix = keys.door.points(eventId).prefix;
  const byLabel = new Map<string, DoorPointCount>();
  for (const item of items) {
    if (!String(item.SK).startsWith(prefix)) continue;
    const label = String(item.label ?? '');
    const known = byLabel.get(label) ?? { label, entries: 0, exits: 0 };
    byLabel.set(label, { label, entries: known.entries + count(item.entries), exits: known.exits + count(item.exits) });
  }
  return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** An event's per-door counts. */
export async function readPointCounts(eventId: string): Promise<DoorPointCount[]> {
  return pointCountsOf(eventId, await queryPrefix(keys.door.points(eventId), { consistent: true }));
}
