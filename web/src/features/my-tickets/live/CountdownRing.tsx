/**
 * The live code's countdown: a ring that empties a fifteenth a second and the seconds left in its middle. Both
 * are animations of transforms the compositor runs (two half rings turned out of sight, a strip of the step's
 * numbers moved up a line), stepping once a second: nothing on the page's main thread moves them. On a slow
 * phone a repaint a second, the ring's arc and its digits written on the page, was most of the live ticket's
 * work. Each render (once per code) sets them to the time spent in the step, so they keep to the server's clock.
 *
 * Screen readers get the seconds in words as the timer's name, set directly each second: an attribute no style
 * reads, so it costs no restyle, layout or paint.
 *
 * The ring moves a step a second, as the seconds do, also when less motion is asked for: no sweep, no easing.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { LIVE_STEP_MS, msLeftInStep } from '../../../../../shared/live-code';

const STEP_SECONDS = LIVE_STEP_MS / 1000;
/** The numbers the strip shows in turn, one a second: 15 down to 1. */
const SECONDS = Array.from({ length: STEP_SECONDS }, (_, i) => STEP_SECONDS - i);

export const countdownWords = (msLeft: number): string => `New code in ${Math.ceil(msLeft / 1000)} s`;

/**
 * How far each half ring is turned back (degrees, counterclockwise) at each whole second of a step of `seconds`,
 * for the ring to show the arc left, from the top clockwise. The right half shows 0–180°, the left 180–360°;
 * each holds a half ring that covers its whole half unturned and turns out of it, the left one first.
 */
export function ringTurns(seconds: number): { left: number[]; right: number[] } {
  const arcs = Array.from({ length: seconds + 1 }, (_, k) => (360 * (seconds - k)) / seconds);
  return { left: arcs.map((arc) => Math.max(arc - 360, -180)), right: arcs.map((arc) => Math.min(arc - 180, 0)) };
}

/** Keyframes holding each second's turn until the next second. */
const turnFrames = (turns: number[]): Keyframe[] => turns.map((deg, k) => ({ offset: k / (turns.length - 1), transform: `rotate(${deg}deg)`, easing: 'steps(1, end)' }));

const TURNS = ringTurns(STEP_SECONDS);
const ANIMATIONS: Record<'left' | 'right' | 'seconds', { frames: Keyframe[]; easing: string }> = {
  left: { frames: turnFrames(TURNS.left), easing: 'linear' },
  right: { frames: turnFrames(TURNS.right), easing: 'linear' },
  seconds: { frames: [{ transform: 'translateY(0)' }, { transform: 'translateY(-100%)' }], easing: `steps(${STEP_SECONDS}, end)` },
};

/** The three animations, made once; every render sets them to this instant of the step. */
function useStepAnimations(now: () => number) {
  const parts = { left: useRef<HTMLDivElement>(null), right: useRef<HTMLDivElement>(null), seconds: useRef<HTMLDivElement>(null) };
  const running = useRef<Animation[]>([]);
  useEffect(() => {
    const made = Object.entries(ANIMATIONS).flatMap(([part, { frames, easing }]) => {
      const element = parts[part as keyof typeof ANIMATIONS].current;
      // Without the Web Animations API (an old browser, a test's DOM) the ring stays full and the words still count.
      return element?.animate ? [element.animate(frames, { duration: LIVE_STEP_MS, iterations: Infinity, easing })] : [];
    });
    running.current = made;
    return () => made.forEach((animation) => animation.cancel());
    // The elements are the component's own, made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const spent = LIVE_STEP_MS - msLeftInStep(now());
    running.current.forEach((animation) => (animation.currentTime = spent));
  });
  return parts;
}

/** A half of the ring: its clip, and the half ring that turns out of it. */
function RingHalf({ side, turning }: { side: 'left' | 'right'; turning: RefObject<HTMLDivElement | null> }) {
  const left = side === 'left';
  return (
    <div className={`absolute top-0 h-12 w-6 overflow-hidden ${left ? 'left-0' : 'right-0'}`}>
      <div ref={turning} className={`absolute top-0 size-12 ${left ? 'left-0' : 'right-0'}`}>
        <div className={`size-12 rotate-45 rounded-full border-4 border-transparent ${left ? 'border-b-violet-700 border-l-violet-700' : 'border-t-violet-700 border-r-violet-700'}`} />
      </div>
    </div>
  );
}

export function CountdownRing({ now }: { now: () => number }) {
  const timer = useRef<HTMLDivElement>(null);
  const parts = useStepAnimations(now);
  useEffect(() => {
    let next: ReturnType<typeof setTimeout>;
    // Just after each whole second of the step, when the digits move.
    const tick = () => {
      const msLeft = msLeftInStep(now());
      timer.current?.setAttribute('aria-label', countdownWords(msLeft));
      next = setTimeout(tick, (msLeft % 1000 || 1000) + 1);
    };
    tick();
    return () => clearTimeout(next);
  }, [now]);
  return (
    <div ref={timer} role="timer" aria-label={countdownWords(msLeftInStep(now()))} className="flex items-center gap-2 text-sm text-slate-700">
      <div className="relative size-12" aria-hidden="true" data-testid="countdown-ring">
        <div className="absolute inset-0 rounded-full border-4 border-slate-200" />
        <RingHalf side="right" turning={parts.right} />
        <RingHalf side="left" turning={parts.left} />
        <div className="absolute inset-0 flex items-center justify-center">
          <div className="h-5 overflow-hidden text-center leading-5 text-slate-900">
            <div ref={parts.seconds}>
              {SECONDS.map((s) => (
                <div key={s}>{s}</div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <span aria-hidden="true">New code every {STEP_SECONDS} s</span>
    </div>
  );
}
