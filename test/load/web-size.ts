/**
 * Initial JavaScript per route (docs/performance.md#budgets: ≤ 150 KiB gzip): builds the SPA
 * into a temporary directory and measures each route with the same code as
 * `web/scripts/route-sizes.ts` (entry chunk + the route's lazy chunk and their
 * static imports).
 */
import { build } from 'vite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureRoutes } from '../../web/scripts/route-sizes';

export interface RouteWeight {
  route: string;
  gzipBytes: number;
}

const root = resolve(import.meta.dirname, '../..');

/** Builds the SPA and returns the initial gzip JS of every route, heaviest first. */
export async function measureRouteWeights(): Promise<RouteWeight[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
    return measureRoutes(outDir)
      .map(({ route, gzipBytes }) => ({ route, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
