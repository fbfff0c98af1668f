/**
 * Lambda bundle sizes and module load times (docs/performance.md#budgets): each function is
 * bundled the way CDK bundles it (esbuild, minified ESM for Node 22, the
 * settings of infra/constructs/bundling.ts), next to the baseline the design
 * notes state: a bundle holding only the DynamoDB document client, built by
 * esbuild minified ESM for Node 22 (with the SDK's own credential chain, as
 * any plain bundle of it has).
 */
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { QUEUES, type QueueConsumer } from '../../functions/lib/queue/queues';
import { FEATURES, type Feature } from '../../shared/api/routes';
import { FEATURE_RUNTIME, SCHEDULED_FEATURE } from '../../infra/features';
import { BUNDLE_ALIASES, BUNDLE_MAIN_FIELDS, BUNDLE_TARGET, CHUNK_NAMES, ESM_REQUIRE_BANNER } from '../../infra/constructs/bundling';

type LambdaName = Feature | QueueConsumer | typeof SCHEDULED_FEATURE;

export interface BundleFigure {
  name: string;
  /** What starts it: only API features are on a person's request path. */
  kind: 'baseline' | 'API feature' | 'Queue consumer' | 'Schedule';
  /** What a cold start reads: the entry and the chunks it imports statically (the size the goal judges). */
  bytes: number;
  /** The whole package: with the chunks loaded by `import()` on the paths that need them. */
  packageBytes: number;
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

/** The entry and the chunks it imports statically, in bytes. */
function coldStartBytes(metafile: Metafile, entry: string): number {
  const seen = new Set<string>();
  const visit = (file: string): number => {
    const output = metafile.outputs[file];
    if (!output || seen.has(file)) return 0;
    seen.add(file);
    return output.bytes + output.imports.filter((i) => i.kind === 'import-statement').reduce((sum, i) => sum + visit(i.path), 0);
  };
  return visit(entry);
}

/** Bundles the function as CDK does (split: infra/constructs/bundling.ts) into `outdir`. */
async function bundle(entry: string, outdir: string, external: readonly string[] = []): Promise<{ file: string; bytes: number; packageBytes: number }> {
  const result = await build({
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    chunkNames: CHUNK_NAMES,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    ...ESBUILD_OPTIONS,
    alias: BUNDLE_ALIASES,
    external: [...external],
  });
  const metafile = result.metafile!;
  // The handler's output (a module loaded by `import()` is an entry point of its own chunk too).
  const entryOutput = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === relative(root, entry))!;
  const packageBytes = Object.values(metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { file: join(root, entryOutput), bytes: coldStartBytes(metafile, entryOutput), packageBytes };
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
    const { file, bytes, packageBytes } = await bundle(join(root, 'functions', name, 'handler.ts'), join(dir, name), FEATURE_RUNTIME[name]?.nativeModules);
    const { loadMs, baselineMs, ratio } = loadTimes(file, baselineOut);
    baselineSamples.push(baselineMs);
    features.push({ name, kind, bytes, packageBytes, loadMs, loadRatio: ratio });
  }
  const baselineMs = median(baselineSamples);
  const baseline: BundleFigure = { name: 'baseline (DynamoDB document client)', kind: 'baseline', bytes: baselineBytes, packageBytes: baselineBytes, loadMs: baselineMs, loadRatio: 1 };
  return { baseline, features };
}
