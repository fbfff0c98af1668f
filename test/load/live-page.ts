/**
 * The holder's live ticket page on a phone: the CPU the page's main thread
 * spends per 15-second refresh of the code, on a phone four times slower
 * than this machine (Lighthouse's mobile profile).
 *
 * The case is chosen, not found: the demo president holds one free ticket
 * of a fresh live-code event of their chapter (a ticket the page shows
 * alone, so the figure is one live code's). A production build of the SPA
 * opens My Tickets signed in as them; once the code is on screen (the ticket
 * readied on this browser, its key made and registered), the browser is
 * traced (`toplevel`, `disabled-by-default-devtools.timeline`) and the
 * bench sleeps to a few seconds after each step boundary, REFRESHES times,
 * reading the code shown (a new one each step). The page's CPU over a step
 * is the thread CPU time (`tdur`) of the top-level tasks its renderer's main
 * thread started between two readings: a new code signed with the phone's
 * key and drawn as a QR, and the countdown. Thread CPU time, not the tasks'
 * wall time (`dur`, `Performance.getMetrics` `TaskDuration`): on a machine
 * shared with other work a preempted task's wall time counts the wait, which
 * is the machine's load, not the page's work.
 *
 * The CPU is measured unthrottled and multiplied by four. Chromium's CPU
 * throttle (`Emulation.setCPUThrottlingRate`) interrupts the main thread
 * every 200 µs with a signal whose handler busy-waits (rate − 1) times the
 * wall time since the last interrupt (up to 1 ms): that spin is the
 * thread's own CPU time, so under ×4 `tdur` counts it, and since it follows
 * wall time a thread preempted between two interrupts is made to spin for
 * time it never ran, and an idle page spins too (37–65 % of a core at ×4,
 * load the bench's two pages would add to the machine). The unthrottled
 * CPU time × 4 is the work of the same code on the slower phone.
 *
 * Beside it, in the same run, the same steps and the same trace, the same
 * page of the demo student, who holds no live ticket: what a browser spends
 * on a page that stands still (its timers, the bench's own readings, the
 * tracing). The figure judged is the difference, step by step: the live
 * code's own work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import type { CreatePartyEventResponse, TicketResponse } from '../../shared/api/types';
import { LIVE_STEP_MS } from '../../shared/live-code';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { launchBrowser } from '../support/browser';
import { accessClaims, invoke } from '../support/invoke';
import type { BenchStack } from './bench-stack';
import { percentile } from './invariants';
import { getJson, signedInStorage } from './web-browser';
import type { GoalBook } from './goals';
import type { CDPSession, Page } from 'playwright-core';
import { cpuMsPerWindow, mainThreadOf, processOfFrame, traceStart, type TimelineEvent } from './live-page-trace';

/**
 * A phone four times slower than this machine spends at most 1 % of its CPU
 * on the live ticket: 150 ms of main-thread CPU per 15-second step (the
 * sign, the QR and the countdown), so a guest holding the page open in the
 * line drains nothing noticeable. The phone's CPU time is this machine's
 * times `phoneSlowdown`.
 */
export const LIVE_PAGE_GOAL = { cpuMsPerRefreshP95: 150, phoneSlowdown: 4 };

/** Steps measured in a row (a minute and a half of the page). */
const REFRESHES = Number(process.env.BENCH_LIVE_REFRESHES ?? 6);
/** How long after a step boundary the page is read: the new code is signed and drawn well before. */
const SETTLE_MS = 5_000;

export interface LivePageFigure {
  refreshes: number;
  phoneSlowdown: number;
  /** The live code's own CPU over each step on the phone, in ms: the live page's main-thread CPU less the still page's over the same step. */
  cpuMs: number[];
  cpuMsP95: number;
  /** The two pages' main-thread CPU over each step on the phone (this machine's × phoneSlowdown), in ms. */
  liveMs: number[];
  stillMs: number[];
  /** Every step showed a new code. */
  everyStepNewCode: boolean;
}

const root = resolve(import.meta.dirname, '../..');

/** A fresh live-code event of the president's chapter, and the president's own free ticket to it. */
async function liveTicketOf(president: DemoAccount): Promise<{ eventId: string; ticketId: string }> {
  const claims = accessClaims(president.sub);
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', {
    claims,
    body: { title: `Bench live ticket ${new Date().toISOString()}`, date: inAWeek(), time: '21:00', location: 'Bench Hall', maxAttendees: 50, priceCents: 0, ticketCodes: 'live' },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(`createPartyEvent answered ${created.statusCode}: ${created.text}`);
  const eventId = created.json.event.id;
  const bought = await invoke<TicketResponse>('createFreeTicket', { claims, params: { id: eventId } });
  if (bought.statusCode !== 201 && bought.statusCode !== 200) throw new Error(`createFreeTicket answered ${bought.statusCode}: ${bought.text}`);
  if (!bought.json.ticket.live) throw new Error('The bench ticket is not a live ticket');
  return { eventId, ticketId: bought.json.ticket.id };
}

function inAWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Sleeps until SETTLE_MS after the next step boundary. */
async function untilAfterNextStep(): Promise<void> {
  const now = Date.now();
  const next = Math.floor(now / LIVE_STEP_MS) * LIVE_STEP_MS + LIVE_STEP_MS;
  await sleep(next + SETTLE_MS - now);
}

export async function measureLivePage(stack: BenchStack, president: DemoAccount): Promise<LivePageFigure> {
  const spaDir = mkdtempSync(join(tmpdir(), 'bench-live-spa-'));
  const browser = await launchBrowser();
  try {
    await liveTicketOf(president);
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
    const origin = (await stack.serveSpa(spaDir)).url;
    const { userPoolClientId } = await getJson<{ userPoolClientId: string }>(origin, '/config.json');
    /** My Tickets of `kind`, its renderer process, and a reading of the live code it shows (none on the still page). */
    const openPage = async (kind: 'president' | 'student', ready: (page: Page) => Promise<unknown>) => {
      const context = await browser.newContext({ storageState: await signedInStorage(stack, origin, userPoolClientId, kind), viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${origin}/my-tickets`);
      await ready(page);
      // Chromium names a page's renderer process only in a trace started from the page's own session.
      const cdp = await context.newCDPSession(page);
      const frameId = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
      const pid = processOfFrame((await (await startTrace(cdp)).stop()).events, frameId);
      await cdp.detach();
      // The same script on both pages, so its cost cancels out in the difference.
      const code = () => page.evaluate(() => document.querySelector('[data-live-code]')?.getAttribute('data-live-code') ?? null);
      return { pid, code, close: () => context.close() };
    };
    const live = await openPage('president', (page) => page.locator('[data-live-code]').waitFor({ timeout: 60_000 }));
    const still = await openPage('student', (page) => page.getByRole('heading', { name: 'My Tickets' }).first().waitFor({ timeout: 60_000 }));
    const trace = await startTrace(await browser.newBrowserCDPSession());
    await untilAfterNextStep();
    const readings = [performance.now()];
    let lastCode = await live.code();
    await still.code();
    let everyStepNewCode = true;
    for (let i = 0; i < REFRESHES; i++) {
      await untilAfterNextStep();
      readings.push(performance.now());
      const code = await live.code();
      await still.code();
      if (!code || code === lastCode) everyStepNewCode = false;
      lastCode = code;
    }
    const { events, startedAt } = await trace.stop();
    const bounds = readings.map((at) => traceStart(events) + (at - startedAt) * 1000);
    const [liveThread, stillThread] = [mainThreadOf(events, live.pid), mainThreadOf(events, still.pid)];
    if (liveThread.pid === stillThread.pid) throw new Error('The live and the still page share a renderer process: their CPU times cannot be told apart');
    const onPhone = (ms: number[]) => ms.map((m) => m * LIVE_PAGE_GOAL.phoneSlowdown);
    const liveMs = onPhone(cpuMsPerWindow(events, liveThread, bounds));
    const stillMs = onPhone(cpuMsPerWindow(events, stillThread, bounds));
    if (liveMs.every((ms) => ms === 0)) throw new Error("The trace holds no CPU time (tdur) for the live page's tasks");
    await Promise.all([live.close(), still.close()]);
    const cpuMs = liveMs.map((ms, i) => Math.max(0, ms - (stillMs[i] ?? 0)));
    return { refreshes: REFRESHES, phoneSlowdown: LIVE_PAGE_GOAL.phoneSlowdown, cpuMs, cpuMsP95: percentile(cpuMs, 95), liveMs, stillMs, everyStepNewCode };
  } finally {
    await browser.close();
    rmSync(spaDir, { recursive: true, force: true });
  }
}

/**
 * A trace of the whole browser started from `session`, its clock read against
 * this process's (`performance.now()` halfway through the start command).
 */
async function startTrace(session: CDPSession) {
  const events: TimelineEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TimelineEvent[])));
  const complete = new Promise<{ dataLossOccurred: boolean }>((resolve) => session.once('Tracing.tracingComplete', resolve));
  const before = performance.now();
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { recordMode: 'recordUntilFull', includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'] },
  });
  const startedAt = (before + performance.now()) / 2;
  return {
    stop: async () => {
      await session.send('Tracing.end');
      const { dataLossOccurred } = await complete;
      if (dataLossOccurred) throw new Error("The trace outgrew Chromium's buffer");
      return { events, startedAt };
    },
  };
}

/** The live page's figure against its goal. */
export function printLivePage(figure: LivePageFigure | { error: string }, goals: GoalBook): void {
  if ('error' in figure) return void console.log(`\nThe live ticket page in Chromium: ${figure.error}`);
  const steps = figure.cpuMs.map((t, i) => `${t.toFixed(0)} (${figure.liveMs[i]?.toFixed(0)} − ${figure.stillMs[i]?.toFixed(0)})`).join(', ');
  console.log(
    `\nLive ticket page, a phone ×${figure.phoneSlowdown} slower (this machine's main-thread CPU time × ${figure.phoneSlowdown}): the live code's own CPU per 15-s refresh (the live page's less a still page's) p95 ${figure.cpuMsP95.toFixed(0)} ms / ${LIVE_PAGE_GOAL.cpuMsPerRefreshP95} ms ${goals.atMost('live ticket page: main-thread CPU per refresh on the phone p95 (ms)', figure.cpuMsP95, LIVE_PAGE_GOAL.cpuMsPerRefreshP95)} · ${figure.refreshes} steps (${steps} ms): ${goals.invariant('live ticket page: a new code every step', figure.everyStepNewCode)}`,
  );
}
