/**
 * The Lambda bundles' lines of the bench report, each ratio beside its goal
 * (the Lambda bundle budget, docs/performance.md#budgets): size ≤ 1.25× the baseline and module load ≤ 1.5×,
 * payments the one named exception for size (the Stripe SDK), its load still
 * held to 1.5× (the SDK loads on the calls that use it).
 *
 * The goals are the API features' (the manifest's features): their cold
 * start is what a person waits for. The work queue's consumer (jobs) and the
 * scheduled sweep run off any request path — a cold start there delays a
 * mail by a fraction of a second and nobody waits on it — and their work is
 * the heavy part (MIME, QR images, the packet PDF), so their figures are
 * printed without a goal.
 */
import type { BundleFigures } from './bundles';
import type { GoalBook } from './goals';

export const BUNDLE_GOAL = { sizeRatio: 1.25, loadRatio: 1.5 };

/** Functions held to the load goal but not the size goal, and why. */
export const SIZE_EXCEPTIONS: Record<string, string> = {
  payments: 'Stripe SDK (named exception)',
};

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The bundles' lines; each API feature's ratios judged by `goals` (a function off the request path has none). */
export function printBundles({ baseline, features }: BundleFigures, goals: GoalBook): void {
  console.log(
    `\nLambda bundles (esbuild minified ESM, Node 22; baseline: the DynamoDB document client alone)\n` +
      `size: the code a cold start reads (the entry and its static chunks); package: with the chunks loaded on demand\n` +
      `                                    size     package  load (CPU ms)   size ratio / goal        load ratio / goal`,
  );
  console.log(`${baseline.name.padEnd(36)} ${kib(baseline.bytes).padStart(11)} ${kib(baseline.packageBytes).padStart(11)} ${baseline.loadMs.toFixed(0).padStart(8)}`);
  for (const b of features) {
    const sizeRatio = b.bytes / baseline.bytes;
    const line = `${`${b.name} (${b.kind})`.padEnd(36)} ${kib(b.bytes).padStart(11)} ${kib(b.packageBytes).padStart(11)} ${b.loadMs.toFixed(0).padStart(8)}`;
    if (b.kind !== 'API feature') {
      console.log(`${line}   ${sizeRatio.toFixed(2).padStart(6)}                      ${b.loadRatio.toFixed(2).padStart(6)}  (off the request path: no goal)`);
      continue;
    }
    const exception = SIZE_EXCEPTIONS[b.name];
    const sizeVerdict = goals.atMost(`bundle of ${b.name}: size ÷ baseline`, sizeRatio, BUNDLE_GOAL.sizeRatio, exception ? { upTo: Infinity, why: exception } : undefined);
    const size = `${sizeRatio.toFixed(2).padStart(6)} / ${BUNDLE_GOAL.sizeRatio} ${sizeVerdict}`;
    const load = `${b.loadRatio.toFixed(2).padStart(6)} / ${BUNDLE_GOAL.loadRatio} ${goals.atMost(`bundle of ${b.name}: module load ÷ baseline`, b.loadRatio, BUNDLE_GOAL.loadRatio)}`;
    console.log(`${line}   ${size.padEnd(22)}   ${load}`);
  }
}
