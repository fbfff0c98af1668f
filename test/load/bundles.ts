/**
 * Lambda bundle sizes and module load times (DESIGN §5): each feature is
 * bundled the way CDK bundles it (esbuild, minified, ESM, Node 22), next to a
 * baseline bundle holding only the DynamoDB document client.
 */
import { build, type BuildOptions } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUEUES } from '../../functions/lib/queue/queues';
import { FEATURES } from '../../shared/api/routes';
import { FEATURE_RUNTIME } from '../../infra/features';

export interface BundleFigure {
  name: string;
  bytes: number;
  /** Process CPU milliseconds to import the bundle, median of several fresh processes. */
  loadMs: number;
}

const root = resolve(import.meta.dirname, '../..');

/** As CDK's NodejsFunction bundles them: minified ESM for Node 22. */
const ESBUILD_OPTIONS: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // As infra/constructs bundles them: ESM entry points first.
  mainFields: ['module', 'main'],
  logLevel: 'silent',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

const BASELINE_SOURCE = [
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';",
  'export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  'export { QueryCommand };',
].join('\n');

async function bundle(entry: string, outfile: string, external: readonly string[] = []): Promise<number> {
  await build({ entryPoints: [entry], outfile, ...ESBUILD_OPTIONS, external: [...external] });
  return statSync(outfile).size;
}

/** Median CPU time (user + system) a fresh Node process spends importing the bundle. */
function loadTime(file: string, runs = 5): number {
  const script = `const t=process.cpuUsage();await import(${JSON.stringify(file)});const u=process.cpuUsage(t);console.log((u.user+u.system)/1000)`;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, AWS_REGION: 'us-east-1' },
    });
    samples.push(Number(out.toString().trim()));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/** Bundles the baseline and every feature; returns their sizes and load times. */
export async function measureBundles(): Promise<{ baseline: BundleFigure; features: BundleFigure[] }> {
  // Under the project's node_modules: a native package left out of a bundle (sharp, as in
  // Lambda, where it is installed beside it) resolves when the bundle is loaded.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bench-bundles-'));
  const baselineOut = join(dir, 'baseline.mjs');
  // The baseline's imports resolve from the project, like the features'.
  await build({
    stdin: { contents: BASELINE_SOURCE, resolveDir: root, loader: 'js' },
    outfile: baselineOut,
    ...ESBUILD_OPTIONS,
  });
  const baselineBytes = statSync(baselineOut).size;
  const baseline = { name: 'baseline (DynamoDB document client)', bytes: baselineBytes, loadMs: loadTime(baselineOut) };

  const features: BundleFigure[] = [];
  // The API features and the queue consumers: each is a Lambda.
  for (const feature of [...FEATURES, ...QUEUES.map((q) => q.consumer)]) {
    const out = join(dir, `${feature}.mjs`);
    const bytes = await bundle(join(root, 'functions', feature, 'handler.ts'), out, FEATURE_RUNTIME[feature]?.nativeModules);
    features.push({ name: feature, bytes, loadMs: loadTime(out) });
  }
  return { baseline, features };
}
