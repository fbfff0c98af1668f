/**
 * Initial JavaScript per route (DESIGN §5: ≤ 150 KiB gzip): builds the SPA
 * with a Vite manifest and, for each lazily loaded route module, adds up the
 * gzip size of every chunk the browser must fetch before that route renders
 * (the entry's static imports plus the route chunk's static imports).
 */
import { build } from 'vite';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteWeight {
  route: string;
  gzipBytes: number;
}

const root = resolve(import.meta.dirname, '../..');

/** Builds the SPA into a temp dir and returns the initial gzip JS of each route chunk. */
export async function measureRouteWeights(): Promise<RouteWeight[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  await build({
    configFile: join(root, 'web/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, manifest: true, emptyOutDir: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gz.get(file) ?? 0;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest');
  const entrySet = closure(entryKey, new Set());
  const weights: RouteWeight[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
    const files = new Set([...entrySet, ...closure(key, new Set())].map((k) => manifest[k]?.file ?? k));
    const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + size(f), 0);
    weights.push({ route: chunk.src ?? key, gzipBytes: total });
  }
  weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return weights;
}
