/**
 * A door device's offline mode (issue 12), a leader's or a door pass's
 * (each gives its own `source`: where the roster comes from and where scans
 * sync): once an event is chosen, keeps its roster on the device and
 * refreshes it (with the sync of queued scans) every 30 s while online;
 * decides scans on the device when there is no network; queues every
 * offline decision with its scan id.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DoorDuplicate, DoorHeadcount, DoorSyncResult } from '../../../../shared/api/types';
import type { OfflineScan } from '../../../../shared/schemas/door';
import { importDoorKey } from '../../../../shared/door-code';
import { createDoorStore, SYNC_BATCH, type DoorStore, type KeptRoster } from './door-store';
import { decideOffline, type Direction, type OfflineVerdict } from './decide-offline';
import { doorStep, type LiveDoorClock } from './decide-live';
import { importPhoneKey } from '../../../../shared/live-code';
import { useOnline } from './use-online';
import { ApiError } from '../api';

export const ROSTER_REFRESH_MS = 30_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Calls `tick` every `ms` until the returned function is called. */
export type Every = (tick: () => void, ms: number) => () => void;
const everyInterval: Every = (tick, ms) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

/** Where a device's roster comes from and where its offline scans go: the leader's routes, or a door pass's. */
export interface DoorSource {
  fetchRoster: (eventId: string) => Promise<KeptRoster>;
  sendScans: (eventId: string, deviceId: string, scans: OfflineScan[]) => Promise<{ results: DoorSyncResult[]; duplicates?: DoorDuplicate[]; headcount?: DoorHeadcount }>;
}

export interface OfflineDoorOptions {
  /** False while the leader's access is not known yet: the device only reads what it holds. */
  enabled?: boolean;
  /**
   * A roster the screen's own request just brought (the leader's door screen,
   * issue 8 §2): kept at once instead of asked for again; the refreshes every
   * 30 s go on, and queued scans still sync at once.
   */
  seed?: KeptRoster;
  store?: DoorStore;
  now?: () => Date;
  every?: Every;
  /** The headcount a sync answers, with the scans it took off the queue counted (the leader's door shows it at once). */
  onHeadcount?: (headcount: DoorHeadcount) => void;
}

export interface OfflineDoor {
  /** The chosen event (lower case), or null while the field holds no event id. */
  eventId: string | null;
  online: boolean;
  /** True once this device holds the event's roster: scans can be decided offline. */
  ready: boolean;
  refreshedAt: string | null;
  /** Why the last roster refresh was refused (a pass not open yet, access lost); null when it worked or the network was down. */
  refusal: string | null;
  pending: number;
  /** The entries and exits this device let through that wait to sync: not in any count the server gave yet. */
  unsynced: { entries: number; exits: number };
  duplicates: DoorDuplicate[];
  /** Decides a scan (an entry unless told) on the device and queues the decision. */
  decide: (code: string, direction?: Direction) => Promise<OfflineVerdict>;
  /** Remembers an online admission, so this device says "already used" if the network drops before the next refresh. */
  noteAdmission: (ticketId: string) => void;
  /** Remembers an online exit, so this device lets the guest back in offline. */
  noteExit: (ticketId: string) => void;
}

export function useOfflineDoor(eventIdText: string, source: DoorSource, options: OfflineDoorOptions = {}): OfflineDoor {
  const store = useMemo(() => options.store ?? createDoorStore(localStorage), [options.store]);
  const now = options.now ?? (() => new Date());
  const every = options.every ?? everyInterval;
  const trimmed = eventIdText.trim().toLowerCase();
  const eventId = UUID.test(trimmed) ? trimmed : null;
  const online = useOnline();
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const keys = useRef(new Map<string, Promise<CryptoKey>>());
  const [refusal, setRefusal] = useState<string | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onHeadcount = useRef(options.onHeadcount);
  onHeadcount.current = options.onHeadcount;

  const syncQueue = useCallback(
    async (id: string) => {
      const deviceId = store.deviceId();
      for (let queued = store.queue(id); queued.length > 0; queued = store.queue(id)) {
        const batch = queued.slice(0, SYNC_BATCH);
        const res = await source.sendScans(
          id,
          deviceId,
          batch.map(({ eventId: _event, ...scan }) => scan),
        );
        store.dequeue(res.results.map((r) => r.scanId));
        const stored = store.roster(id);
        if (stored && res.duplicates) store.saveRoster({ ...stored.roster, duplicates: res.duplicates }, stored.refreshedAt);
        // In the same render as the queue's change: the scans synced leave the device's figures as the count takes them.
        if (res.headcount) onHeadcount.current?.(res.headcount);
        changed();
      }
    },
    [store, source],
  );

  const refresh = useCallback(
    async (id: string) => {
      try {
        await syncQueue(id);
        store.saveRoster(await source.fetchRoster(id), nowRef.current().toISOString());
        setRefusal(null);
      } catch (error) {
        // No network, or refused: the device keeps what it has and tries again on the next tick; a refusal is shown.
        if (error instanceof ApiError && error.status !== 0) setRefusal(error.message);
      }
      changed();
    },
    [store, source, syncQueue],
  );

  const seed = options.seed?.eventId.toLowerCase() === eventId ? options.seed : undefined;
  // A seed is known by its event and when the server read it; each is kept once: back online, or enabled
  // again, the device asks for a fresh roster as usual.
  const seedKey = seed ? `${eventId}@${seed.generatedAt}` : null;
  const seedRef = useRef(seed);
  seedRef.current = seed;
  const keptSeed = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || !online || options.enabled === false) return;
    const fresh = seedKey !== null && keptSeed.current !== seedKey;
    if (fresh) {
      keptSeed.current = seedKey;
      store.saveRoster(seedRef.current!, nowRef.current().toISOString());
      changed();
    }
    if (!fresh || store.queue(eventId).length > 0) void refresh(eventId);
    return every(() => void refresh(eventId), ROSTER_REFRESH_MS);
  }, [eventId, online, refresh, every, options.enabled, seedKey, store]);

  const stored = eventId ? store.roster(eventId) : null;
  const queued = eventId ? store.queue(eventId) : [];

  const decide = async (code: string, direction: Direction = 'entry'): Promise<OfflineVerdict> => {
    const current = eventId ? store.roster(eventId) : null;
    if (!eventId || !current) throw new Error('No roster on this device for this event');
    const publicKey = current.roster.publicKey;
    if (!keys.current.has(publicKey)) keys.current.set(publicKey, importDoorKey(publicKey));
    // Live tickets: the door's step on its clock as corrected at the roster's refresh, and the phones' keys (imported once).
    const live: LiveDoorClock = {
      step: doorStep(now(), current.roster, current.refreshedAt),
      keyOf: (phoneKey) => {
        if (!keys.current.has(phoneKey)) keys.current.set(phoneKey, importPhoneKey(phoneKey));
        return keys.current.get(phoneKey)!;
      },
    };
    const verdict = await decideOffline(code, current.roster, await keys.current.get(publicKey)!, store.crossings(eventId), direction, live);
    if (verdict.decision === 'admitted' && verdict.ticketId) (direction === 'exit' ? store.markLeft : store.markAdmitted)(eventId, verdict.ticketId);
    store.enqueue({ eventId, scanId: crypto.randomUUID(), qrCode: code.trim(), scannedAt: now().toISOString(), decision: verdict.decision, direction });
    changed();
    return verdict;
  };

  return {
    eventId,
    online,
    ready: Boolean(stored),
    refreshedAt: stored?.refreshedAt ?? null,
    refusal,
    pending: queued.length,
    unsynced: {
      entries: queued.filter((scan) => scan.decision === 'admitted' && scan.direction !== 'exit').length,
      exits: queued.filter((scan) => scan.decision === 'admitted' && scan.direction === 'exit').length,
    },
    duplicates: stored?.roster.duplicates ?? [],
    decide,
    noteAdmission: (ticketId) => {
      if (eventId) store.markAdmitted(eventId, ticketId);
    },
    noteExit: (ticketId) => {
      if (eventId) store.markLeft(eventId, ticketId);
    },
  };
}
