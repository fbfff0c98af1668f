/**
 * The Vite dev server for `web/`, in this process (Vite's JS API), proxying
 * `/api` and `/config.json` to the local API server via `API_PROXY_TARGET`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { localOrigins, securityHeaders } from '../security-headers';

/**
 * The nonce of the inline scripts the dev server injects (React refresh's
 * preamble), allowed by the dev server's CSP only: a production build has no
 * inline script. Fixed, as it guards nothing but local development.
 */
const DEV_SCRIPT_NONCE = 'greek-campus-dev';

/** The SPA's Vite config. */
export const VITE_CONFIG = path.join(REPO_ROOT, 'web', 'vite.config.ts');

export interface RunningWeb {
  url: string;
  close(): Promise<void>;
}

/** Starts the dev server on 127.0.0.1:`port`, sending CloudFront's security headers (CSP of the local origins). */
export async function startWebDevServer(options: { port: number; apiUrl: string; endpoints: { cognito: string; s3: string } }): Promise<RunningWeb> {
  if (!fs.existsSync(VITE_CONFIG)) throw new Error('web/vite.config.ts is missing: the web app cannot be served.');
  process.env.API_PROXY_TARGET = options.apiUrl;
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    clearScreen: false,
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: true,
      headers: securityHeaders(localOrigins(options.endpoints), { scriptNonce: DEV_SCRIPT_NONCE }),
    },
    html: { cspNonce: DEV_SCRIPT_NONCE },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${options.port}`, close: () => server.close() };
}

/**
 * Builds the SPA with Vite into `outDir`, as it is deployed: the production
 * bundle, with the offline app shell (its service worker registers only in
 * a production build). The e2e stack and `npm run start:built` serve it.
 */
export async function buildSpa(outDir: string): Promise<void> {
  if (!fs.existsSync(VITE_CONFIG)) throw new Error('web/vite.config.ts is missing: the SPA cannot be built.');
  const { build } = await import('vite');
  await build({ configFile: VITE_CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
