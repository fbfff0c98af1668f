import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA lives in `web/`; shared code (`../shared`) is imported from the repository root. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The local API server (npm start) or any other API: it also serves `/config.json`. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
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
    // Routes are lazy-loaded; the entry holds only the shell (DESIGN §5: ≤ 150 KiB gzip per route).
    chunkSizeWarningLimit: 400,
  },
});
