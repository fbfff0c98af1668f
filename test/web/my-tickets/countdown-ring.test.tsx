/**
 * The live ticket's countdown: the ring and the digits are animations started at the instant of the step and left
 * to run, and the page is written nothing each second but the timer's name in words (no text, no drawing, so no
 * restyle, layout or paint a second on a slow phone).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STEP_MS } from '../../../shared/live-code';
import { CountdownRing, ringTurns } from '../../../web/src/features/my-tickets/live/CountdownRing';

/** 4.2 s into a step (a step boundary is a multiple of LIVE_STEP_MS since the epoch). */
const INTO_STEP = 4_200;
const T0 = 120_000 * LIVE_STEP_MS + INTO_STEP;

interface Started {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  animation: { currentTime: number | null; cancel(): void };
}

describe('the live code countdown', () => {
  let started: Started[];
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    started = [];
    // jsdom has no Web Animations: record what the ring asks the browser to run.
    Element.prototype.animate = function (keyframes, options) {
      const animation = { currentTime: null, cancel: vi.fn() };
      started.push({ keyframes: keyframes as Keyframe[], options: options as KeyframeAnimationOptions, animation });
      return animation as unknown as Animation;
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).animate;
  });

  it('gives screen readers the seconds left, and writes nothing else on the page as they pass', async () => {
    render(<CountdownRing now={Date.now} />);
    const timer = screen.getByRole('timer', { name: 'New code in 11 s' });
    const writes: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => writes.push(r.type === 'attributes' ? `${r.type} ${r.attributeName}` : r.type)));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer).toHaveAccessibleName('New code in 10 s');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(timer).toHaveAccessibleName('New code in 7 s');
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    // The next step: 15 again.
    expect(timer).toHaveAccessibleName('New code in 15 s');
    await Promise.resolve();
    observer.disconnect();
    expect(new Set(writes)).toEqual(new Set(['attributes aria-label']));
  });

  it('starts the ring and the digits at the time spent in the step, running a step long and again', () => {
    const { rerender } = render(<CountdownRing now={Date.now} />);
    expect(started).toHaveLength(3);
    for (const { options, animation } of started) {
      expect(options).toMatchObject({ duration: LIVE_STEP_MS, iterations: Infinity });
      expect(animation.currentTime).toBe(INTO_STEP);
    }
    // The next code's render, 9.5 s on: set again to the step's own clock, not left to drift.
    vi.setSystemTime(T0 + 9_500);
    rerender(<CountdownRing now={Date.now} />);
    expect(started).toHaveLength(3);
    for (const { animation } of started) expect(animation.currentTime).toBe(INTO_STEP + 9_500);
  });

  it('turns the two half rings so the ring shows the arc left, a fifteenth less each second', () => {
    const { left, right } = ringTurns(15);
    expect(left).toHaveLength(16);
    for (let second = 0; second <= 15; second++) {
      // Each half ring stays in its own half's turn: unturned (its half full) to half a turn (its half empty).
      for (const turn of [left[second]!, right[second]!]) {
        expect(turn).toBeGreaterThanOrEqual(-180);
        expect(turn).toBeLessThanOrEqual(0);
      }
      // Shown: the right half from the top to 180° + its turn, the left half from 180° to 360° + its turn.
      expect(360 + left[second]! + right[second]!).toBeCloseTo((360 * (15 - second)) / 15);
    }
    // The left half empties first: the right half is full until the arc left is half the ring.
    expect(right.slice(0, 8).every((turn) => turn === 0)).toBe(true);
  });
});
