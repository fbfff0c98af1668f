/**
 * Serving a built SPA (e.g. `vite build` output) the way CloudFront does in
 * AWS: files as they are — text gzipped for a browser that accepts it, as
 * CloudFront compresses them — and any other path falls back to
 * `index.html` so the client router handles it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function fileIn(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

/** Answers a GET/HEAD from `root` (SPA fallback included). Returns false for other methods. */
export function serveSpa(root: string, pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const absoluteRoot = path.resolve(root);
  const file = fileIn(absoluteRoot, pathname) ?? path.join(absoluteRoot, 'index.html');
  if (!fs.existsSync(file)) return false;
  const isIndex = path.basename(file) === 'index.html';
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const gzip = COMPRESSED.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'content-type': type,
    'cache-control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (gzip) fs.createReadStream(file).pipe(createGzip()).pipe(res);
  else fs.createReadStream(file).pipe(res);
  return true;
}

/** The types CloudFront compresses (text; images and fonts are compressed already). */
const COMPRESSED = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
