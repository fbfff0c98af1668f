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
