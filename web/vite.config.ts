import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA lives in `web/`; shared code (`../shared`) is imported from the repository root. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The local API server (npm start) or any other API: it also serves `/config.json`. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/**
 * React Router 7's package exports only its development build (dev warnings,
 * extra checks) whatever the mode. A production bundle takes its production
 * build instead: both entry points at once, so the router's contexts exist once.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/config.json': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/config.json': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: lets scripts/route-sizes.ts (and the bench) measure each route's initial JS.
    manifest: true,
    emptyOutDir: true,
    // Routes are lazy-loaded; the entry holds only the shell (docs/performance.md#budgets: ≤ 150 KiB gzip per route).
    chunkSizeWarningLimit: 400,
  },
}));
