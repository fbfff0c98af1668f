/**
 * How every Lambda is bundled: the esbuild settings CDK's NodejsFunction is
 * given (feature-function.ts) and the bench measures with
 * (test/load/bundles.ts), kept in one place so the two stay identical.
 */

/**
 * ESM needs `require` for the few CommonJS modules esbuild inlines that call
 * it for Node built-ins.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/** Node 22 (the Lambda runtime), ES module builds first: they tree-shake far better. */
export const BUNDLE_TARGET = 'node22';
export const BUNDLE_MAIN_FIELDS = ['module', 'main'];

/**
 * Packages replaced in the bundle, as paths from the repository root: the
 * SDK's default credential chain by the environment credentials a Lambda has
 * (functions/lib/clients/lambda-credentials.ts).
 */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': './functions/lib/clients/lambda-credentials.ts',
};

/**
 * Code splitting: a dynamic `import()` (Stripe, pdf-lib, the Cognito calls,
 * the S3 client of the media calls and deletions, the SQS client of queued
 * messages) becomes its own chunk beside the entry (`index.mjs` imports
 * `chunks/*.mjs` by relative path, which Lambda's Node ESM loader resolves),
 * so a cold start neither reads nor parses what only some paths need.
 * NodejsFunction always bundles to one `--outfile`, which esbuild cannot
 * split, so its bundle is replaced after bundling by this build.
 */
export const CHUNK_NAMES = 'chunks/[name]-[hash]';

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** The shell command writing the split bundle of `entry` into `outputDir` (run from the project root). */
export function splitBundleCommand(entry: string, outputDir: string, external: readonly string[]): string {
  const args = [
    'node_modules/.bin/esbuild',
    entry,
    '--bundle',
    '--splitting',
    '--format=esm',
    '--platform=node',
    `--target=${BUNDLE_TARGET}`,
    `--main-fields=${BUNDLE_MAIN_FIELDS.join(',')}`,
    '--minify',
    '--sourcemap',
    '--sources-content=false',
    `--outdir=${outputDir}`,
    '--entry-names=index',
    `--chunk-names=${CHUNK_NAMES}`,
    '--out-extension:.js=.mjs',
    `--banner:js=${ESM_REQUIRE_BANNER}`,
    '--log-level=warning',
    ...Object.entries(BUNDLE_ALIASES).map(([name, path]) => `--alias:${name}=${path}`),
    ...external.map((name) => `--external:${name}`),
  ];
  return args.map(shellQuote).join(' ');
}
