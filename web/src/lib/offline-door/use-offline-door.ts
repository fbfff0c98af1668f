/**
 * A door device's offline mode, a leader's or a door pass's
 * (each gives its own `source`: where the roster comes from and where scans
 * sync): once an event is chosen, keeps its roster on the device and
 * refreshes it (with the sync of queued scans) every 30 s while online, so
 * a cancellation, a transfer or a refund reaches it within a minute;
 * decides scans on the device when there is no network or the server gives
 * no answer (a scan waits 2 s at most: `NO_ANSWER_MS`); queues every
 * offline decision with its scan id. Switched to the device for want of
 * answers, it asks again every few seconds and switches back by itself
 * (syncing at once) when answers return.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DoorDuplicate, DoorFlagged, DoorHeadcount, DoorSyncResult } from '../../../../shared/api/types';
import { importDoorKey, splitMonitorCode } from '../../../../shared/door-code';
import type { OfflineScan } from '../../../../shared/schemas/door';
import { createDoorStore, crossingsOf, dueToSync, SYNC_BATCH, type DoorStore, type KeptRoster, type QueuedScan } from './door-store';
import { decideByName, decideOffline, type Direction, type OfflineVerdict } from './decide-offline';
import { idCheckEntry } from '../../../../shared/door-id-check';
import { isNoAnswer, withDeadline } from './deadline';
import { doorStep, type LiveDoorClock } from './decide-live';
import { importPhoneKey } from '../../../../shared/live-code';
import { useOnline } from './use-online';
import { ApiError } from '../api';

export const ROSTER_REFRESH_MS = 30_000;
/** While the server gives no answer, how often the device asks again. */
export const PROBE_MS = 3_000;
/** How long a sync or a roster may take before the server counts as not answering (a sync of hundreds takes seconds). */
export const BACKGROUND_DEADLINE_MS = 15_000;
/** How long a probe for answers waits: one hung probe must not hold back the next. */
export const PROBE_DEADLINE_MS = 5_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Calls `tick` every `ms` until the returned function is called. */
export type Every = (tick: () => void, ms: number) => () => void;
const everyInterval: Every = (tick, ms) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

/** What the server answered a sync: each scan's outcome; a leader's also the notices; the count after it. */
export interface SourceSyncAnswer {
  results: DoorSyncResult[];
  duplicates?: DoorDuplicate[];
  flagged?: DoorFlagged[];
  headcount?: DoorHeadcount;
}

/** Where a device's roster comes from and where its offline scans go: the leader's routes, or a door pass's. */
export interface DoorSource {
  fetchRoster: (eventId: string, signal?: AbortSignal) => Promise<KeptRoster>;
  sendScans: (eventId: string, deviceId: string, scans: OfflineScan[], signal?: AbortSignal) => Promise<SourceSyncAnswer>;
}

/** What an online scan answered, as far as the device keeps it. */
export interface OnlineAnswer {
  valid: boolean;
  ticket?: { id: string };
  monitor?: { name: string };
  headcount?: DoorHeadcount;
}

export interface OfflineDoorOptions {
  /** False while the leader's access is not known yet: the device only reads what it holds. */
  enabled?: boolean;
  /**
   * A roster the screen's own request just brought (the leader's door screen:
   * one screen, one request): kept at once instead of asked for again; the refreshes every
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
  /** True while scans go to the server: the browser is online and the server answers. */
  online: boolean;
  /** True when the browser is online but the server gave no answer in time: the device decides until it answers again. */
  noAnswer: boolean;
  /** True once this device holds the event's roster: scans can be decided offline. */
  ready: boolean;
  /** The roster's tickets as this device keeps them (a leader's name their holders: the door admits by name offline too). */
  tickets: KeptRoster['tickets'];
  refreshedAt: string | null;
  /** Why the last roster refresh was refused (a pass not open yet, access lost); null when it worked or the network was down. */
  refusal: string | null;
  pending: number;
  /** Queued scans a sync sent and the server left unanswered: kept, sent again after a backoff, shown until confirmed. */
  unconfirmed: number;
  /** The entries, exits and monitor moves this device made that wait to sync: not in any count the server gave yet. */
  unsynced: { entries: number; exits: number; monitors: number };
  /** The door's count as this device knows it (the server's last, plus its own scans since): what it decides by offline. */
  headcount: DoorHeadcount | null;
  duplicates: DoorDuplicate[];
  flagged: DoorFlagged[];
  /** Decides a scan (an entry unless told) on the device and queues the decision (under `scanId` when an online try had one). */
  decide: (code: string, direction?: Direction, scanId?: string) => Promise<OfflineVerdict>;
  /** Admits a guest found by name in the roster after an ID check, on the device, and queues it to sync as such. */
  admitByName: (ticketId: string) => OfflineVerdict;
  /** Keeps what an online scan answered: whom it let in or out, a monitor's move, the count. */
  noteAnswer: (code: string, direction: Direction, answer: OnlineAnswer) => void;
  /** A scan got no answer in time: the device decides until the server answers again. */
  lostAnswers: () => void;
}

export function useOfflineDoor(eventIdText: string, source: DoorSource, options: OfflineDoorOptions = {}): OfflineDoor {
  const store = useMemo(() => options.store ?? createDoorStore(localStorage), [options.store]);
  const now = options.now ?? (() => new Date());
  const every = options.every ?? everyInterval;
  const trimmed = eventIdText.trim().toLowerCase();
  const eventId = UUID.test(trimmed) ? trimmed : null;
  const browserOnline = useOnline();
  const [answering, setAnswering] = useState(true);
  const online = browserOnline && answering;
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const keys = useRef(new Map<string, Promise<CryptoKey>>());
  const [refusal, setRefusal] = useState<string | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onHeadcount = useRef(options.onHeadcount);
  onHeadcount.current = options.onHeadcount;
  // A sync under way: an online scan's count may miss the scans it is taking off the queue.
  const syncing = useRef(false);
  const refreshing = useRef(false);
  // A refresh asked for while one is under way runs after it (answers may have returned meanwhile).
  const refreshAgain = useRef(false);
  // Answers received so far: a request that then runs out of time says nothing of a server that answered since.
  const answers = useRef(0);

  const syncQueue = useCallback(
    async (id: string) => {
      const deviceId = store.deviceId();
      syncing.current = true;
      try {
        // Each scan is sent once per sync at most: one the server leaves unanswered stays queued (never dropped) and
        // waits out its backoff, rather than being sent again and again at once.
        const sent = new Set<string>();
        for (;;) {
          const unsent = store.queue(id).filter((scan) => !sent.has(scan.scanId));
          if (unsent.length === 0) break;
          const at = nowRef.current();
          const batch = unsent.filter((scan) => dueToSync(scan, at)).slice(0, SYNC_BATCH);
          if (batch.length === 0) break;
          for (const scan of batch) sent.add(scan.scanId);
          const res = await withDeadline(
            (signal) =>
              source.sendScans(
                id,
                deviceId,
                batch.map(({ eventId: _event, unanswered: _unanswered, retryAt: _retryAt, ...scan }) => scan),
                signal,
              ),
            BACKGROUND_DEADLINE_MS,
          );
          // The scans synced leave the queue as the count that takes them is kept: never counted twice or not at all.
          const answered = new Set(res.results.map((r) => r.scanId));
          store.dequeue(answered);
          store.deferUnanswered(
            batch.filter((scan) => !answered.has(scan.scanId)).map((scan) => scan.scanId),
            at,
          );
          store.updateRoster(id, (roster) => ({
            ...roster,
            ...(res.headcount ? { headcount: res.headcount } : {}),
            ...(res.duplicates ? { duplicates: res.duplicates } : {}),
            ...(res.flagged ? { flagged: res.flagged } : {}),
          }));
          // In the same render as the queue's change: the scans synced leave the device's figures as the count takes them.
          if (res.headcount) onHeadcount.current?.(res.headcount);
          changed();
        }
      } finally {
        syncing.current = false;
      }
    },
    [store, source],
  );

  const refresh = useCallback(
    async (id: string): Promise<void> => {
      if (refreshing.current) {
        refreshAgain.current = true;
        return;
      }
      refreshing.current = true;
      const seen = answers.current;
      try {
        await syncQueue(id);
        store.saveRoster(await withDeadline((signal) => source.fetchRoster(id, signal), BACKGROUND_DEADLINE_MS), nowRef.current().toISOString());
        answers.current++;
        setRefusal(null);
        setAnswering(true);
      } catch (error) {
        // No answer: the device decides until one comes. No network, or refused: it keeps what it has and tries
        // again on the next tick; a refusal (an answer all the same) is shown.
        if (isNoAnswer(error)) {
          if (answers.current === seen) setAnswering(false);
        } else if (error instanceof ApiError && error.status !== 0) {
          answers.current++;
          setRefusal(error.message);
          setAnswering(true);
        }
      } finally {
        refreshing.current = false;
      }
      changed();
      if (refreshAgain.current) {
        refreshAgain.current = false;
        await refresh(id);
      }
    },
    [store, source, syncQueue],
  );

  // Asks for the roster alone (probes may overlap: each has its own deadline); the first answer switches the door back.
  const probe = useCallback(
    async (id: string) => {
      try {
        store.saveRoster(await withDeadline((signal) => source.fetchRoster(id, signal), PROBE_DEADLINE_MS), nowRef.current().toISOString());
        answers.current++;
        setAnswering(true);
      } catch (error) {
        if (error instanceof ApiError && error.status !== 0) {
          answers.current++;
          setRefusal(error.message);
          setAnswering(true);
        }
      }
      changed();
    },
    [store, source],
  );

  const seed = options.seed?.eventId.toLowerCase() === eventId ? options.seed : undefined;
  // A seed is known by its event and when the server read it; each is kept once: back online, or enabled
  // again, the device asks for a fresh roster as usual.
  const seedKey = seed ? `${eventId}@${seed.generatedAt}` : null;
  const seedRef = useRef(seed);
  seedRef.current = seed;
  const keptSeed = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || !browserOnline || options.enabled === false) return;
    // No answers: ask again every few seconds; the first answer switches the door back (and this effect syncs at once).
    if (!answering) return every(() => void probe(eventId), PROBE_MS);
    const fresh = seedKey !== null && keptSeed.current !== seedKey;
    if (fresh) {
      keptSeed.current = seedKey;
      store.saveRoster(seedRef.current!, nowRef.current().toISOString());
      changed();
    }
    if (!fresh || store.queue(eventId).length > 0) void refresh(eventId);
    return every(() => void refresh(eventId), ROSTER_REFRESH_MS);
  }, [eventId, browserOnline, answering, refresh, probe, every, options.enabled, seedKey, store]);

  const stored = eventId ? store.roster(eventId) : null;
  const queued = eventId ? store.queue(eventId) : [];
  const since = crossingsOf(queued);

  const keptRoster = () => {
    const current = eventId ? store.roster(eventId) : null;
    if (!eventId || !current) throw new Error('No roster on this device for this event');
    return { eventId, current, here: { ...store.crossings(eventId), headcount: store.headcount(eventId)! } };
  };

  /** Keeps what the device decided (whom it let in or out, a monitor's move) and queues it to sync. */
  const keep = (eventId: string, verdict: OfflineVerdict, queued: Omit<QueuedScan, 'eventId' | 'scannedAt' | 'decision'>) => {
    if (verdict.decision === 'admitted') {
      if (verdict.ticketId) (queued.direction === 'exit' ? store.markLeft : store.markAdmitted)(eventId, verdict.ticketId);
      if (verdict.monitor) store.markMonitor(eventId, verdict.monitor.sub, verdict.monitor.inside);
    }
    store.enqueue({ eventId, ...queued, scannedAt: now().toISOString(), decision: verdict.decision });
    changed();
    return verdict;
  };

  const decide = async (code: string, direction: Direction = 'entry', scanId: string = crypto.randomUUID()): Promise<OfflineVerdict> => {
    const { eventId, current, here } = keptRoster();
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
    const verdict = await decideOffline(code, current.roster, await keys.current.get(publicKey)!, here, direction, live);
    return keep(eventId, verdict, { scanId, qrCode: code.trim(), direction });
  };

  // An admission by name after an ID check: decided by the scan rules, queued as the ID check's own entry (no code).
  const admitByName = (ticketId: string): OfflineVerdict => {
    const { eventId, current, here } = keptRoster();
    return keep(eventId, decideByName(ticketId, current.roster, here), { scanId: crypto.randomUUID(), qrCode: idCheckEntry(ticketId), direction: 'entry' });
  };

  return {
    eventId,
    online,
    noAnswer: browserOnline && !answering,
    ready: Boolean(stored),
    tickets: stored?.roster.tickets ?? [],
    refreshedAt: stored?.refreshedAt ?? null,
    refusal,
    pending: queued.length,
    unconfirmed: queued.filter((scan) => (scan.unanswered ?? 0) > 0).length,
    unsynced: since,
    headcount: eventId ? store.headcount(eventId) : null,
    duplicates: stored?.roster.duplicates ?? [],
    flagged: stored?.roster.flagged ?? [],
    decide,
    admitByName,
    noteAnswer: (code, direction, answer) => {
      answers.current++;
      if (!eventId) return;
      if (answer.valid && answer.ticket) (direction === 'exit' ? store.markLeft : store.markAdmitted)(eventId, answer.ticket.id);
      const monitorSub = answer.monitor ? splitMonitorCode(code.trim())?.sub : undefined;
      if (answer.valid && monitorSub) store.markMonitor(eventId, monitorSub, direction === 'entry');
      if (answer.headcount && !syncing.current) store.saveCount(eventId, answer.headcount);
      changed();
    },
    lostAnswers: () => setAnswering(false),
  };
}
