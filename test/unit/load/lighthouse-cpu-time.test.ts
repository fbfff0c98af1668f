import { describe, expect, it } from 'vitest';
import { traceAtCpuTime, type TraceEvent } from '../../load/lighthouse-cpu-time';

const PAGE = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const nav: TraceEvent = { ...PAGE, name: 'navigationStart', ph: 'R', ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'https://127.0.0.1/party-events' } } };
const blankNav: TraceEvent = { pid: 2, tid: 20, name: 'navigationStart', ph: 'R', ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } } };

describe("a Lighthouse trace at the page's CPU time", () => {
  it('shrinks each main-thread task of the page to its CPU time, moving and shrinking what is inside in proportion', () => {
    const task: TraceEvent = { ...PAGE, name: 'RunTask', ph: 'X', ts: 1000, dur: 200_000, tdur: 50_000 };
    const layout: TraceEvent = { ...PAGE, name: 'Layout', ph: 'X', ts: 101_000, dur: 100_000 };
    const mark: TraceEvent = { ...PAGE, name: 'largestContentfulPaint::Candidate', ph: 'R', ts: 201_000 };
    const next: TraceEvent = { ...PAGE, name: 'RunTask', ph: 'X', ts: 300_000, dur: 40_000, tdur: 40_000 };
    const elsewhere: TraceEvent = { ...OTHER, name: 'RunTask', ph: 'X', ts: 1000, dur: 200_000, tdur: 10_000 };
    const events = [blankNav, nav, task, layout, mark, next, elsewhere];

    const out = traceAtCpuTime(events);
    const byName = (name: string, tid = PAGE.tid) => out.filter((e) => e.name === name && e.tid === tid);

    expect(byName('RunTask')).toEqual([
      { ...task, dur: 50_000 },
      { ...next, dur: 40_000 },
    ]);
    // 100 ms into a task running at a quarter of its wall time: 25 ms in, a quarter as long; its end moves with it.
    expect(byName('Layout')).toEqual([{ ...layout, ts: 26_000, dur: 25_000 }]);
    expect(byName('largestContentfulPaint::Candidate')).toEqual([{ ...mark, ts: 51_000 }]);
    // Another thread keeps its wall times, and the input is left as it was.
    expect(byName('RunTask', OTHER.tid)).toEqual([elsewhere]);
    expect(task.dur).toBe(200_000);
  });

  it('leaves a task that had a core all the time, or has no CPU time, as observed', () => {
    const busy: TraceEvent = { ...PAGE, name: 'RunTask', ph: 'X', ts: 1000, dur: 30_000, tdur: 31_000 };
    const unknown: TraceEvent = { ...PAGE, name: 'RunTask', ph: 'X', ts: 50_000, dur: 80_000 };
    expect(traceAtCpuTime([nav, busy, unknown])).toEqual([nav, busy, unknown]);
  });
});
