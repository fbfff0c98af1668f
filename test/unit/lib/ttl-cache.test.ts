/**
 * The in-Lambda reference-data cache: how long a copy is served, that
 * concurrent misses share one read, and that failures and unwanted values
 * are not kept. Time is moved with the injectable clock, never waited for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../functions/lib/clock';
import { PUBLIC_LIST_CACHE, REFERENCE_DATA_TTL_MS } from '../../../functions/lib/cache-policy';
import { ttlCache } from '../../../functions/lib/ttl-cache';

let now = Date.parse('2026-03-10T08:30:00Z');
const advance = (ms: number) => {
  now += ms;
};

beforeEach(() => {
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
});
afterEach(() => vi.restoreAllMocks());

describe('ttlCache', () => {
  it('serves one load until the TTL ends, then loads again', async () => {
    let version = 0;
    const load = vi.fn(async () => ++version);
    const cache = ttlCache(load, { ttlMs: 30_000 });
    expect(await cache.get()).toBe(1);
    advance(29_999);
    expect(await cache.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'schools');
    const cache = ttlCache(load, { ttlMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(answers.every((a) => a === 'schools')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue('ok');
    const cache = ttlCache(load, { ttlMs: 1000 });
    await expect(cache.get()).rejects.toThrow('throttled');
    expect(await cache.get()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value its keep rule refuses (an empty list about to be filled)', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce([]).mockResolvedValue(['Alpha']);
    const cache = ttlCache(load, { ttlMs: 1000, keep: (list) => list.length > 0 });
    expect(await cache.get()).toEqual([]);
    expect(await cache.get()).toEqual(['Alpha']);
    expect(await cache.get()).toEqual(['Alpha']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks only at a loaded, fresh value and never loads', async () => {
    const load = vi.fn(async () => 'directory');
    const cache = ttlCache(load, { ttlMs: 1000 });
    expect(cache.peek()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await cache.get();
    expect(cache.peek()).toBe('directory');
    advance(1000);
    expect(cache.peek()).toBeUndefined();
  });

  it('forgets its value on clear', async () => {
    const load = vi.fn(async () => 'v');
    const cache = ttlCache(load, { ttlMs: 1000 });
    await cache.get();
    cache.clear();
    expect(cache.peek()).toBeUndefined();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps reference data no longer than public lists may be cached', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(PUBLIC_LIST_CACHE)?.[1]);
    expect(REFERENCE_DATA_TTL_MS).toBeLessThanOrEqual(maxAge * 1000);
  });
});
