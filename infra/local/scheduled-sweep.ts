/**
 * The local twin of the EventBridge rule of the scheduled sweep: a timer that runs the
 * `scheduled` feature's handler (functions/scheduled/handler.ts) every
 * `SCHEDULE_MINUTES`, in the local API's process, one run at a time.
 */
import { SCHEDULE_MINUTES } from '../features';

export interface ScheduledSweepTimer {
  stop(): Promise<void>;
}

export function startScheduledSweep(intervalMs = SCHEDULE_MINUTES * 60_000): ScheduledSweepTimer {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return; // The previous run is still going: the next tick catches up.
    running = import('../../functions/scheduled/handler')
      .then((m) => m.handler({}))
      // The handler logs each failed task; the next tick tries again.
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
