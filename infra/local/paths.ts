/**
 * Where things live, resolved from this file so the local stack works from
 * any working directory.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The `.local/` directory holding every emulator's data between runs. */
export const LOCAL_DIR = path.join(REPO_ROOT, '.local');

/** A path inside the repository's `node_modules`. */
export function nodeModule(...parts: string[]): string {
  return path.join(REPO_ROOT, 'node_modules', ...parts);
}
