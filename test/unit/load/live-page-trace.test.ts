import { describe, expect, it } from 'vitest';
import { cpuMsPerWindow, mainThreadOf, processOfFrame, traceStart, type TimelineEvent } from '../../load/live-page-trace';

const LIVE = { pid: 7, tid: 70 };
const STILL = { pid: 8, tid: 80 };
const started: TimelineEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 10,
  ts: 5_000,
  args: { data: { frames: [{ frame: 'LIVEFRAME', processId: LIVE.pid }, { frame: 'STILLFRAME', processId: STILL.pid }] } },
};
const names: TimelineEvent[] = [
  { name: 'thread_name', ph: 'M', pid: LIVE.pid, tid: 71, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: LIVE.pid, tid: LIVE.tid, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: STILL.pid, tid: STILL.tid, ts: 0, args: { name: 'CrRendererMain' } },
];
const task = (thread: { pid: number; tid: number }, ts: number, dur: number, tdur?: number): TimelineEvent => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe("the live ticket page's main-thread CPU from a trace", () => {
  it("finds each page's renderer main thread from its main frame's id", () => {
    const events = [started, ...names];
    expect(mainThreadOf(events, processOfFrame(events, 'LIVEFRAME'))).toEqual(LIVE);
    expect(mainThreadOf(events, processOfFrame(events, 'STILLFRAME'))).toEqual(STILL);
    expect(traceStart(events)).toBe(5_000);
    expect(() => processOfFrame(events, 'OTHER')).toThrow(/no renderer process/);
    expect(() => mainThreadOf(events, 9)).toThrow(/no main thread/);
  });

  it('sums the CPU time, not the wall time, of the top-level tasks starting in each window', () => {
    const events = [
      started,
      ...names,
      // Preempted: 200 ms of wall time, 8 ms on a core.
      task(LIVE, 10_000, 200_000, 8_000),
      // A task nested in it (a nested run loop's) is already counted in its parent.
      task(LIVE, 50_000, 1_000, 900),
      task(LIVE, 300_000, 4_000, 3_000),
      // The second window; its last task starts on the bound, so it is the third window's (outside every window here).
      task(LIVE, 1_200_000, 20_000, 12_000),
      // The toplevel category's event for the same task is not counted twice.
      { name: 'ThreadControllerImpl::RunTask', ph: 'X', ...LIVE, ts: 1_200_000, dur: 19_000, tdur: 11_000 },
      task(LIVE, 2_000_000, 5_000, 5_000),
      // Another thread, and a task before the first reading, count for nothing.
      task({ pid: LIVE.pid, tid: 71 }, 300_000, 50_000, 50_000),
      task(LIVE, 500, 1_000, 1_000),
      task(STILL, 20_000, 3_000, 1_500),
    ];
    expect(cpuMsPerWindow(events, LIVE, [1_000, 1_000_000, 2_000_000])).toEqual([11, 12]);
    expect(cpuMsPerWindow(events, STILL, [1_000, 1_000_000, 2_000_000])).toEqual([1.5, 0]);
  });
});
