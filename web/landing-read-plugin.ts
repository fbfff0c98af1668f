/**
 * Builds `index.html`'s early script (`src/app/landing-read.ts`) and loads it
 * `async` ahead of the entry: a file of its own, since the CSP allows no
 * inline script (`infra/security-headers.ts`), named by its content's hash
 * like every asset (cached for good). It is told the files of the two
 * landing routes' chunks, read from this build's bundle. Production builds
 * only: the dev server loads modules one by one anyway.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import type { LandingChunks } from './src/app/landing-read';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The page modules of the routes the early script serves (see `src/app/routes.tsx`). */
const LANDING_MODULES: Record<keyof LandingChunks, string> = {
  list: 'src/features/party-events/PartyEventsPage.tsx',
  detail: 'src/features/party-events/PartyEventPage.tsx',
};

/** The part of a bundle's chunk this plugin reads. */
interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** A chunk's file and the files it imports statically, all the way down. */
function closure(bundle: Record<string, BundleChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) closure(bundle, imported, seen);
  return seen;
}

/** Each landing route's files that the entry does not already load, as URLs (`/assets/…`). */
export function landingChunks(bundle: Record<string, BundleChunk>, base: string): LandingChunks {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('landing-read: the bundle has no entry chunk');
  const loadedByEntry = closure(bundle, entry.fileName);
  const filesOf = (module: string): string[] => {
    const page = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
    if (!page) throw new Error(`landing-read: no chunk for ${module}`);
    return [...closure(bundle, page.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`);
  };
  return { list: filesOf(LANDING_MODULES.list), detail: filesOf(LANDING_MODULES.detail) };
}

/** The early script, minified, with the chunk lists built in. */
async function buildEarlyScript(chunks: LandingChunks): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(webRoot, 'src/app/landing-read-boot.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __LANDING_CHUNKS__: JSON.stringify(chunks) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export function landingReadPlugin(): Plugin {
  let assetsDir = '';
  let script: { fileName: string; code: string } | null = null;
  return {
    name: 'greek-campus:landing-read',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const code = await buildEarlyScript(landingChunks(ctx.bundle as unknown as Record<string, BundleChunk>, '/'));
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        script = { fileName: `${assetsDir}/landing-read-${hash}.js`, code };
        return [{ tag: 'script', attrs: { async: true, src: `/${script.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
    writeBundle(options) {
      if (!script || !options.dir) return;
      const file = join(options.dir, script.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, script.code);
    },
  };
}
