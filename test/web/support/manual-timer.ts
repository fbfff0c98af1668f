import type { Every } from '../../../web/src/lib/offline-door/use-offline-door';

/** A timer the test fires: the door's refreshes and probes without waiting for them. */
export function manualTimer() {
  const ticks: { tick: () => void; ms: number }[] = [];
  const every: Every = (tick, ms) => {
    const entry = { tick, ms };
    ticks.push(entry);
    return () => ticks.splice(ticks.indexOf(entry), 1);
  };
  return { every, fire: () => ticks.forEach((t) => t.tick()), intervals: () => ticks.map((t) => t.ms) };
}
