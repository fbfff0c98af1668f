/**
 * Lighthouse mobile (docs/performance.md#budgets) on the production build, served as
 * CloudFront serves it (HTTP/2 over TLS through `h2-front.ts`, text gzipped,
 * hashed assets cached for a year):
 * the performance score of the pages students land on — the home page, the
 * party list and a party event — with the metrics behind it, each score
 * beside its goal. Lighthouse's default configuration is the mobile one
 * (a mid-range phone, simulated slow 4G), so the scores are comparable with
 * what a Lighthouse run in Chrome's DevTools shows.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build } from 'vite';
import type { BenchStack } from './bench-stack';
import type { GoalBook } from './goals';
import { startH2Front } from './h2-front';
import { writeArtifactsAtCpuTime } from './lighthouse-cpu-time';
import type { BenchChoices } from './bench-choices';

/** The score each page should reach (0–100). */
export const LIGHTHOUSE_GOAL = 95;

export interface LighthouseFigure {
  page: string;
  score: number;
  /** Milliseconds, except CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The same run re-audited with each main-thread task at its CPU time
   * (`lighthouse-cpu-time.ts`): the score and TBT of the page's own work,
   * apart from what the shared machine's load added to its tasks.
   */
  atCpuTime: { score: number; tbt: number };
}

const root = resolve(import.meta.dirname, '../..');

/**
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps each page's full Lighthouse
 * report (JSON) there: the audits behind a score (the LCP element, the
 * request chain, render-blocking resources, unused JavaScript).
 */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

function saveReport(page: string, report: string | string[]): void {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[/:]+/g, '-');
  writeFileSync(join(REPORT_DIR, `${name}.json`), Array.isArray(report) ? report.join('\n') : report);
}

/**
 * `BENCH_LIGHTHOUSE_HTTP1=1` measures the pages over the local server's
 * HTTP/1.1, as this bench did before: Lighthouse then charges every file a
 * round trip, six at a time (the party pages load 33 to 45 small chunks), so
 * their LCP is about 1.5 s longer than over HTTP/2.
 */
const HTTP1 = process.env.BENCH_LIGHTHOUSE_HTTP1 === '1';

/** Builds the SPA, serves it from the bench stack and runs Lighthouse mobile on each landing page, one after another. */
export async function measureLighthouse(stack: BenchStack, choices: BenchChoices): Promise<LighthouseFigure[]> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an 'error' event nobody can catch, which ends the whole run
  // before it prints any figure: a plain error instead, which fails this part only.
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const spaDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--ignore-certificate-errors'],
  });
  let front: { url: string; close: () => Promise<void> } | undefined;
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
    const served = await stack.serveSpa(spaDir);
    // Over HTTP/2 as CloudFront serves the site, unless asked for the server's own HTTP/1.1.
    if (!HTTP1) front = await startH2Front(served.url);
    const spa = front ?? served;
    const pages = [
      { page: '/', path: '/' },
      { page: '/party-events', path: '/party-events' },
      { page: '/party-events/:id', path: `/party-events/${choices.plainParty.id}` },
    ];
    const figures: LighthouseFigure[] = [];
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    for (const { page, path } of pages) {
      // Gathered to disk and audited from there, so the same artifacts can be audited again at CPU time.
      const artifacts = join(spaDir, `artifacts-${figures.length}`);
      const result = await lighthouse(`${spa.url}${path}`, { ...flags, port: chrome.port, gatherMode: artifacts, auditMode: artifacts });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      if (REPORT_DIR) saveReport(page, result.report);
      writeArtifactsAtCpuTime(artifacts, `${artifacts}-cpu`);
      const atCpu = await lighthouse(undefined, { ...flags, auditMode: `${artifacts}-cpu` });
      const { audits } = result.lhr;
      const metric = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
      const score = (lhr: typeof result.lhr | undefined) => Math.round((lhr?.categories.performance?.score ?? 0) * 100);
      figures.push({
        page,
        score: score(result.lhr),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        atCpuTime: { score: score(atCpu?.lhr), tbt: Number(atCpu?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN) },
      });
    }
    return figures;
  } finally {
    // Chrome first: the front's close waits for the browser's HTTP/2 sessions to end.
    await chrome.kill();
    await front?.close();
    rmSync(spaDir, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints, each observed score judged by `goals` (the score at CPU time is a diagnostic). */
export function printLighthouse(figures: LighthouseFigure[], goals: GoalBook): void {
  console.log(`\nLighthouse mobile (performance)  score / goal   FCP      LCP      TBT     CLS    at CPU time: score  TBT`);
  for (const f of figures) {
    const verdict = goals.atLeast(`Lighthouse mobile ${f.page}: score`, f.score, LIGHTHOUSE_GOAL);
    const ms = (v: number) => `${Math.round(v)} ms`.padStart(8);
    console.log(`${f.page.padEnd(32)} ${String(f.score).padStart(5)} / ${LIGHTHOUSE_GOAL} ${verdict.padEnd(5)} ${ms(f.fcp)} ${ms(f.lcp)} ${ms(f.tbt)}  ${f.cls.toFixed(3)}  ${String(f.atCpuTime.score).padStart(17)} ${ms(f.atCpuTime.tbt)}`);
  }
}
