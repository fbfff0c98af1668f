/**
 * Lighthouse's score had the page's main thread never waited for a core.
 *
 * Lighthouse's simulated phone multiplies each main-thread task the trace
 * observed by 4 (wall time), so on the bench's shared 2-core machine a task
 * the scheduler paused is charged as if the page had worked all that time: a
 * layout of 7 ms of CPU observed as 153 ms becomes 600 ms of "blocking". The
 * trace also holds each task's CPU time (`tdur`); re-auditing the same
 * artifacts with every task of the page's main thread shrunk to it (its
 * events inside scaled alike, so they stay nested) says what the page's own
 * work costs, apart from the machine's load. A diagnostic beside the score,
 * not the goal: a real phone has its own load.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** The thread (`pid:tid`) that loaded the page's main frame over http(s). */
function pageThread(events: TraceEvent[]): string | undefined {
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? '')).pop();
  return nav ? `${nav.pid}:${nav.tid}` : undefined;
}

/**
 * The events with each top-level task (`RunTask`) of the page's main thread
 * shrunk to its CPU time: it keeps its start, and what happens inside it is
 * moved and shrunk in proportion. Other threads, and tasks without a CPU time,
 * are left as observed. Returns new event objects; the input is not changed.
 */
export function traceAtCpuTime(events: TraceEvent[]): TraceEvent[] {
  const thread = pageThread(events);
  const out = events.map((e) => ({ ...e }));
  if (!thread) return out;
  const onThread = out.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const tasks = onThread.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && (e.dur ?? 0) > 0);
  const moved = new Set<TraceEvent>();
  let from = 0;
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const factor = Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
    while (from < onThread.length && onThread[from]!.ts < start) from += 1;
    for (let i = from; i < onThread.length && onThread[i]!.ts <= end; i += 1) {
      const e = onThread[i]!;
      // Only what lies wholly inside the task (a task starting at its very end is the next one).
      if (e === task || moved.has(e) || (e.ph === 'X' && e.ts + (e.dur ?? 0) > end)) continue;
      e.ts = start + (e.ts - start) * factor;
      if (e.dur !== undefined) e.dur *= factor;
      moved.add(e);
    }
    task.dur = (task.dur ?? 0) * factor;
  }
  return out;
}

/**
 * Copies the artifacts Lighthouse saved (`gatherMode`) from `dir` to `to`,
 * with the trace at CPU time, ready for an `auditMode` run.
 */
export function writeArtifactsAtCpuTime(dir: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const file of ['artifacts.json', 'defaultPass.devtoolslog.json']) copyFileSync(join(dir, file), join(to, file));
  const trace = JSON.parse(readFileSync(join(dir, 'defaultPass.trace.json'), 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const shrunk = traceAtCpuTime(events);
  writeFileSync(join(to, 'defaultPass.trace.json'), JSON.stringify(Array.isArray(trace) ? shrunk : { ...trace, traceEvents: shrunk }));
}
