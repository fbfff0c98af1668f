/**
 * A page's main-thread CPU time, window by window, from a Chromium trace
 * (categories `toplevel` and `disabled-by-default-devtools.timeline`).
 *
 * Each task the renderer's main thread runs is a complete event carrying its
 * wall time (`dur`) and its thread CPU time (`tdur`, microseconds): the time
 * the thread was on a core, so a task the machine's other work preempted is
 * not charged the wait (`RunTask`, category
 * `disabled-by-default-devtools.timeline`; the `toplevel` category's
 * `ThreadControllerImpl::RunTask` traces the same tasks a second time, one
 * for one, so only `RunTask` is counted).
 */
import type { TraceEvent } from './lighthouse-cpu-time';

/** A trace event, with the arguments this file reads. */
export type TimelineEvent = Omit<TraceEvent, 'args'> & { args?: { name?: string; data?: { frames?: { frame: string; processId?: number }[] } } };

/** The trace's clock (microseconds) when tracing started in the browser. */
export function traceStart(events: TimelineEvent[]): number {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  if (!started) throw new Error('The trace has no TracingStartedInBrowser event');
  return started.ts;
}

/**
 * The renderer process hosting the main frame `frameId`, in a trace started
 * from that page's own DevTools session (its `TracingStartedInBrowser` lists
 * the page's frames; one started from the browser's lists none).
 */
export function processOfFrame(events: TimelineEvent[], frameId: string): number {
  const pid = events.flatMap((e) => (e.name === 'TracingStartedInBrowser' ? (e.args?.data?.frames ?? []) : [])).find((f) => f.frame === frameId)?.processId;
  if (pid === undefined) throw new Error(`The trace lists no renderer process for the frame ${frameId}`);
  return pid;
}

/** The main thread (`CrRendererMain`) of the renderer process `pid`. */
export function mainThreadOf(events: TimelineEvent[], pid: number): { pid: number; tid: number } {
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!thread) throw new Error(`The trace names no main thread in the renderer process ${pid}`);
  return { pid, tid: thread.tid };
}

/**
 * The thread's CPU time (ms) in each window between consecutive `bounds`
 * (trace clock, microseconds): the `tdur` of its top-level tasks starting in
 * the window (a task nested in another, a nested run loop's, is counted in its parent).
 */
export function cpuMsPerWindow(events: TimelineEvent[], thread: { pid: number; tid: number }, bounds: number[]): number[] {
  const tasks = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const windows = bounds.slice(1).map(() => 0);
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue;
    openUntil = task.ts + (task.dur ?? 0);
    const window = bounds.findIndex((bound, i) => i + 1 < bounds.length && task.ts >= bound && task.ts < bounds[i + 1]!);
    if (window >= 0) windows[window]! += (task.tdur ?? 0) / 1000;
  }
  return windows;
}
