/**
 * Lambda bundle sizes and module load times (DESIGN §5): each function is
 * bundled the way CDK bundles it (esbuild, minified ESM for Node 22, the
 * settings of infra/constructs/bundling.ts), next to the baseline the design
 * notes state: a bundle holding only the DynamoDB document client, built by
 * esbuild minified ESM for Node 22 (with the SDK's own credential chain, as
 * any plain bundle of it has).
 */
import { build, type BuildOptions } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUEUES, type QueueConsumer } from '../../functions/lib/queue/queues';
import { FEATURES, type Feature } from '../../shared/api/routes';
import { FEATURE_RUNTIME, SCHEDULED_FEATURE } from '../../infra/features';
import { BUNDLE_ALIASES, BUNDLE_MAIN_FIELDS, BUNDLE_TARGET, ESM_REQUIRE_BANNER } from '../../infra/constructs/bundling';

type LambdaName = Feature | QueueConsumer | typeof SCHEDULED_FEATURE;

export interface BundleFigure {
  name: string;
  /** What starts it: only API features are on a person's request path. */
  kind: 'baseline' | 'API feature' | 'Queue consumer' | 'Schedule';
  bytes: number;
  /** Process CPU milliseconds to import the bundle, median of several fresh processes. */
  loadMs: number;
  /** Its load time over the baseline's: the median of the ratios of back-to-back pairs (a busy moment slows both of a pair alike). */
  loadRatio: number;
}

export interface BundleFigures {
  baseline: BundleFigure;
  features: BundleFigure[];
}

const root = resolve(import.meta.dirname, '../..');

/** Fresh processes per bundle, each paired with one of the baseline. */
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 9);

/** As CDK's NodejsFunction bundles them (infra/constructs/feature-function.ts). */
const ESBUILD_OPTIONS: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: BUNDLE_TARGET,
  format: 'esm',
  mainFields: BUNDLE_MAIN_FIELDS,
  logLevel: 'silent',
  // CDK runs esbuild in the project root, where the aliases' paths start.
  absWorkingDir: root,
  banner: { js: ESM_REQUIRE_BANNER },
};

const BASELINE_SOURCE = [
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';",
  'export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  'export { QueryCommand };',
].join('\n');

async function bundle(entry: string, outfile: string, external: readonly string[] = []): Promise<number> {
  await build({ entryPoints: [entry], outfile, ...ESBUILD_OPTIONS, alias: BUNDLE_ALIASES, external: [...external] });
  return statSync(outfile).size;
}

/** CPU time (user + system) a fresh Node process spends importing the bundle. */
function loadOnce(file: string): number {
  const script = `const t=process.cpuUsage();await import(${JSON.stringify(file)});const u=process.cpuUsage(t);console.log((u.user+u.system)/1000)`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  return Number(out.toString().trim());
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

/** The bundle's and the baseline's load times, sampled in back-to-back pairs. */
function loadTimes(file: string, baselineFile: string): { loadMs: number; baselineMs: number; ratio: number } {
  const own: number[] = [];
  const base: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    base.push(loadOnce(baselineFile));
    own.push(loadOnce(file));
    ratios.push(own[i]! / (base[i] || 1));
  }
  return { loadMs: median(own), baselineMs: median(base), ratio: median(ratios) };
}

/** Every Lambda: the API features, the queue consumers and the scheduled sweep. */
function lambdas(): { name: LambdaName; kind: BundleFigure['kind'] }[] {
  return [
    ...FEATURES.map((name) => ({ name, kind: 'API feature' as const })),
    ...QUEUES.map((q) => ({ name: q.consumer, kind: 'Queue consumer' as const })),
    { name: SCHEDULED_FEATURE, kind: 'Schedule' as const },
  ];
}

/** Bundles the baseline and every Lambda; returns their sizes and load times. */
export async function measureBundles(): Promise<BundleFigures> {
  // Under the project's node_modules: a native package left out of a bundle (sharp, as in
  // Lambda, where it is installed beside it) resolves when the bundle is loaded.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bench-bundles-'));
  const baselineOut = join(dir, 'baseline.mjs');
  // The baseline's imports resolve from the project, like the features'; no alias (the design notes' bundle).
  await build({
    stdin: { contents: BASELINE_SOURCE, resolveDir: root, loader: 'js' },
    outfile: baselineOut,
    ...ESBUILD_OPTIONS,
  });
  const baselineBytes = statSync(baselineOut).size;
  const baselineSamples: number[] = [];

  const features: BundleFigure[] = [];
  for (const { name, kind } of lambdas()) {
    const out = join(dir, `${name}.mjs`);
    const bytes = await bundle(join(root, 'functions', name, 'handler.ts'), out, FEATURE_RUNTIME[name]?.nativeModules);
    const { loadMs, baselineMs, ratio } = loadTimes(out, baselineOut);
    baselineSamples.push(baselineMs);
    features.push({ name, kind, bytes, loadMs, loadRatio: ratio });
  }
  const baselineMs = median(baselineSamples);
  const baseline: BundleFigure = { name: 'baseline (DynamoDB document client)', kind: 'baseline', bytes: baselineBytes, loadMs: baselineMs, loadRatio: 1 };
  return { baseline, features };
}
