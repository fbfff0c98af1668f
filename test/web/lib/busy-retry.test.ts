import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import { BUSY_RETRIES, retryWhileBusy } from '../../../web/src/lib/busy-retry';

/** Calls answering `outcomes` in turn (an ApiError is thrown), with the waits asked for in between. */
function scripted(outcomes: (ApiError | string)[]) {
  const waits: number[] = [];
  let calls = 0;
  const call = async () => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)]!;
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  };
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { call, wait, waits, calls: () => calls };
}

describe('retryWhileBusy', () => {
  it('asks again after each 503, waiting its Retry-After (2 s without one, at most 10 s), and returns the answer', async () => {
    const s = scripted([new ApiError(503, 'busy', undefined, 3), new ApiError(503, 'busy'), new ApiError(503, 'busy', undefined, 600), 'ticket']);
    const tries: number[] = [];
    expect(await retryWhileBusy(s.call, { wait: s.wait, onRetry: (n) => tries.push(n) })).toBe('ticket');
    expect(s.waits).toEqual([3_000, 2_000, 10_000]);
    expect(tries).toEqual([1, 2, 3]);
  });

  it('stops after BUSY_RETRIES more tries with the last busy answer, and never retries another failure', async () => {
    const busy = scripted([new ApiError(503, 'still busy', undefined, 0)]);
    await expect(retryWhileBusy(busy.call, { wait: busy.wait })).rejects.toThrow('still busy');
    expect(busy.calls()).toBe(1 + BUSY_RETRIES);

    for (const status of [409, 500, 502, 0]) {
      const refused = scripted([new ApiError(status, 'no')]);
      await expect(retryWhileBusy(refused.call, { wait: refused.wait })).rejects.toMatchObject({ status });
      expect(refused.calls()).toBe(1);
    }
  });
});
