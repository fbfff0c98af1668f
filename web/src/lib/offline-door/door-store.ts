/**
 * What a door device keeps (offline door mode), in localStorage so
 * it survives a reload with the network off: per event its roster (with when
 * it was refreshed) and the tickets admitted on this device; the queue of
 * offline decisions waiting to sync; the device's own random id.
 */
import type { DoorDuplicate } from '../../../../shared/api/types';
import type { OfflineScan } from '../../../../shared/schemas/door';
import type { DeviceCrossings, OfflineRoster } from './decide-offline';

/** A roster as a device keeps it: a leader's also lists the duplicates its syncs reported. */
export type KeptRoster = OfflineRoster & { duplicates?: DoorDuplicate[] };

export interface StoredRoster {
  roster: KeptRoster;
  /** When this device last received it (ISO instant). */
  refreshedAt: string;
}

export interface QueuedScan extends OfflineScan {
  eventId: string;
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
  return {
    /** This device's id, made once. */
    deviceId(): string {
      const known = read<string | null>(storage, 'device', null);
      if (known) return known;
      const id = newId();
      write(storage, 'device', id);
      return id;
    },
    roster: (eventId: string): StoredRoster | null => read<StoredRoster | null>(storage, `roster:${eventId}`, null),
    saveRoster(roster: KeptRoster, refreshedAt: string): void {
      write(storage, `roster:${roster.eventId}`, { roster, refreshedAt } satisfies StoredRoster);
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
    /** Drops the scans the server has answered (whatever it answered: each is settled). */
    dequeue(scanIds: Iterable<string>): void {
      const done = new Set(scanIds);
      write(storage, 'queue', read<QueuedScan[]>(storage, 'queue', []).filter((scan) => !done.has(scan.scanId)));
    },
  };
}
