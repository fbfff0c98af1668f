/**
 * What a door device keeps (offline door mode), in localStorage so
 * it survives a reload with the network off: per event its roster (with when
 * it was refreshed, the door's last count the server gave and who of the
 * sober monitors is in) and the tickets admitted on this device; the queue
 * of offline decisions waiting to sync; the device's own random id.
 */
import type { DoorDuplicate, DoorFlagged, DoorHeadcount } from '../../../../shared/api/types';
import { isMonitorCode, splitMonitorCode } from '../../../../shared/door-code';
import { withCrossingsSince, type CrossingsSince } from '../../../../shared/door-headcount';
import type { OfflineScan } from '../../../../shared/schemas/door';
import type { DeviceCrossings, OfflineRoster } from './decide-offline';

/** A roster as a device keeps it: a leader's also lists the duplicates and flagged admissions its syncs reported. */
export type KeptRoster = OfflineRoster & { duplicates?: DoorDuplicate[]; flagged?: DoorFlagged[] };

export interface StoredRoster {
  roster: KeptRoster;
  /** When this device last received it (ISO instant). */
  refreshedAt: string;
}

export interface QueuedScan extends OfflineScan {
  eventId: string;
  /** Syncs that sent it and got no answer for it (absent: never sent, or every send answered). */
  unanswered?: number;
  /** When it may be sent again after a sync left it unanswered (ISO instant): backoff, never dropped. */
  retryAt?: string;
}

/** How long a scan a sync left unanswered waits before it is sent again: doubling from 30 s, at most 10 minutes. */
export function unansweredBackoffMs(unanswered: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, unanswered - 1), 600_000);
}

/** Whether a queued scan may be sent at `now`: never sent unanswered, or its backoff is over. */
export const dueToSync = (scan: QueuedScan, now: Date): boolean => !scan.retryAt || scan.retryAt <= now.toISOString();

/** The scans of the queue that crossed the door on this device and the server has not counted: guests in and out, monitors in less out. */
export function crossingsOf(queue: QueuedScan[]): Required<CrossingsSince> {
  const since = { entries: 0, exits: 0, monitors: 0 };
  for (const scan of queue) {
    if (scan.decision !== 'admitted') continue;
    const exit = scan.direction === 'exit';
    if (isMonitorCode(scan.qrCode)) since.monitors += exit ? -1 : 1;
    else if (exit) since.exits++;
    else since.entries++;
  }
  return since;
}

/** The roster with the monitors' moves of `queue` applied (the server has not seen them yet). */
function withQueuedMonitors(roster: KeptRoster, queue: QueuedScan[]): KeptRoster {
  const moves = new Map(queue.filter((scan) => scan.decision === 'admitted' && isMonitorCode(scan.qrCode)).map((scan) => [splitMonitorCode(scan.qrCode)?.sub, scan.direction !== 'exit']));
  if (!moves.size) return roster;
  return { ...roster, monitors: roster.monitors.map((m) => (moves.has(m.sub) ? { ...m, inside: moves.get(m.sub)! } : m)) };
}

/** Sync at most this many at once (the route's own limit is higher). */
export const SYNC_BATCH = 200;

type Keys = { storage: Storage; prefix: string };

function read<T>({ storage, prefix }: Keys, key: string, fallback: T): T {
  try {
    const text = storage.getItem(prefix + key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write({ storage, prefix }: Keys, key: string, value: unknown): void {
  storage.setItem(prefix + key, JSON.stringify(value));
}

export type DoorStore = ReturnType<typeof createDoorStore>;

/** `prefix` keeps devices of different kinds apart: a leader's door (`door:`) and a door pass's. */
export function createDoorStore(area: Storage, newId: () => string = () => crypto.randomUUID(), prefix = 'door:') {
  const storage: Keys = { storage: area, prefix };
  const store = {
    /** This device's id, made once. */
    deviceId(): string {
      const known = read<string | null>(storage, 'device', null);
      if (known) return known;
      const id = newId();
      write(storage, 'device', id);
      return id;
    },
    /** The event's roster; none from before rosters carried the door's count and monitors (the device asks for a fresh one). */
    roster(eventId: string): StoredRoster | null {
      const stored = read<StoredRoster | null>(storage, `roster:${eventId}`, null);
      return stored?.roster.headcount && stored.roster.monitors ? stored : null;
    },
    /** Keeps a roster the server sent, with the monitors' moves still waiting to sync applied. */
    saveRoster(roster: KeptRoster, refreshedAt: string): void {
      write(storage, `roster:${roster.eventId}`, { roster: withQueuedMonitors(roster, store.queue(roster.eventId)), refreshedAt } satisfies StoredRoster);
    },
    /** Changes the kept roster in place (when it was refreshed stays). */
    updateRoster(eventId: string, change: (roster: KeptRoster) => KeptRoster): void {
      const stored = store.roster(eventId);
      if (stored) write(storage, `roster:${eventId}`, { roster: change(stored.roster), refreshedAt: stored.refreshedAt } satisfies StoredRoster);
    },
    /** The count the server last gave (a sync's, an online scan's): the scans still queued come on top of it. */
    saveCount(eventId: string, headcount: DoorHeadcount): void {
      store.updateRoster(eventId, (roster) => ({ ...roster, headcount }));
    },
    /** A sober monitor checked in or out (on this device or online through it). */
    markMonitor(eventId: string, sub: string, inside: boolean): void {
      store.updateRoster(eventId, (roster) => ({ ...roster, monitors: roster.monitors.map((m) => (m.sub === sub ? { ...m, inside } : m)) }));
    },
    /** The door's count as this device knows it: the server's last, plus this device's crossings waiting to sync. */
    headcount(eventId: string): DoorHeadcount | null {
      const stored = store.roster(eventId);
      return stored ? withCrossingsSince(stored.roster.headcount, crossingsOf(store.queue(eventId))) : null;
    },
    /** Tickets this device admitted (offline, or online since the roster was read), and those of them it let out since. */
    crossings: (eventId: string): DeviceCrossings => ({
      admitted: new Set(read<string[]>(storage, `admitted:${eventId}`, [])),
      out: new Set(read<string[]>(storage, `out:${eventId}`, [])),
    }),
    markAdmitted(eventId: string, ticketId: string): void {
      const admitted = read<string[]>(storage, `admitted:${eventId}`, []);
      if (!admitted.includes(ticketId)) write(storage, `admitted:${eventId}`, [...admitted, ticketId]);
      write(storage, `out:${eventId}`, read<string[]>(storage, `out:${eventId}`, []).filter((id) => id !== ticketId));
    },
    markLeft(eventId: string, ticketId: string): void {
      const out = read<string[]>(storage, `out:${eventId}`, []);
      if (!out.includes(ticketId)) write(storage, `out:${eventId}`, [...out, ticketId]);
    },
    queue: (eventId: string): QueuedScan[] => read<QueuedScan[]>(storage, 'queue', []).filter((scan) => scan.eventId === eventId),
    enqueue(scan: QueuedScan): void {
      write(storage, 'queue', [...read<QueuedScan[]>(storage, 'queue', []), scan]);
    },
    /** Keeps the scans a sync sent and the server left unanswered, each to be sent again after its backoff. */
    deferUnanswered(scanIds: Iterable<string>, now: Date): void {
      const left = new Set(scanIds);
      const defer = (scan: QueuedScan): QueuedScan => {
        const unanswered = (scan.unanswered ?? 0) + 1;
        return { ...scan, unanswered, retryAt: new Date(now.getTime() + unansweredBackoffMs(unanswered)).toISOString() };
      };
      write(storage, 'queue', read<QueuedScan[]>(storage, 'queue', []).map((scan) => (left.has(scan.scanId) ? defer(scan) : scan)));
    },
    /** Drops the scans the server has answered (whatever it answered: each is settled). */
    dequeue(scanIds: Iterable<string>): void {
      const done = new Set(scanIds);
      write(storage, 'queue', read<QueuedScan[]>(storage, 'queue', []).filter((scan) => !done.has(scan.scanId)));
    },
  };
  return store;
}
