/**
 * A value kept in this Lambda instance (module scope survives between
 * invocations of a warm instance) for at most `ttlMs`, timed with the
 * injectable `clock` so tests can move time instead of waiting.
 *
 * For reference data only — data that only admins change, identical for every
 * caller. Never for anything user-specific or for counters users watch change
 * (followers, tickets sold, RSVPs). Each instance has its own copy and a write
 * made by another Lambda does not reach it, so `ttlMs` is the staleness bound.
 */
import { clock } from './clock';

export interface TtlCache<T> {
  /** The cached value while fresh; otherwise loads it (concurrent callers share one load). */
  get(): Promise<T>;
  /** The cached value if loaded and fresh, else undefined — never loads. */
  peek(): T | undefined;
  /** Forgets the value (e.g. after this Lambda itself changed the data). */
  clear(): void;
}

export interface TtlCacheOptions<T> {
  ttlMs: number;
  /** Whether a loaded value may be kept (e.g. not an empty list about to be filled). Default: always. */
  keep?: (value: T) => boolean;
}

interface Entry<T> {
  /** When the load started: the data is at least this fresh. */
  at: number;
  promise: Promise<T>;
  value?: { ok: T };
}

/** Creates a cache around `load`. A failed load is not kept: the next call tries again. */
export function ttlCache<T>(load: () => Promise<T>, { ttlMs, keep = () => true }: TtlCacheOptions<T>): TtlCache<T> {
  let entry: Entry<T> | undefined;
  const fresh = (e: Entry<T> | undefined): e is Entry<T> => {
    if (!e) return false;
    const age = clock.now().getTime() - e.at;
    return age >= 0 && age < ttlMs;
  };
  return {
    get() {
      if (fresh(entry)) return entry.promise;
      const started: Entry<T> = { at: clock.now().getTime(), promise: load() };
      entry = started;
      started.promise.then(
        (value) => {
          if (entry !== started) return;
          if (keep(value)) started.value = { ok: value };
          else entry = undefined;
        },
        () => {
          if (entry === started) entry = undefined;
        },
      );
      return started.promise;
    },
    peek() {
      return fresh(entry) ? entry.value?.ok : undefined;
    },
    clear() {
      entry = undefined;
    },
  };
}
