/**
 * Repository paths for the CDK app, resolved from this file so synth works
 * from any working directory (the CLI, vitest).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A path inside the repository. */
export function repoPath(...parts: string[]): string {
  return path.join(REPO_ROOT, ...parts);
}

/** The entry of a deployed function (an API feature, a queue consumer, the scheduled sweep): `functions/<name>/handler.ts`. */
export function handlerEntry(name: string): string {
  return repoPath('functions', name, 'handler.ts');
}
