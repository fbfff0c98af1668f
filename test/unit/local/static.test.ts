/**
 * The local SPA server answers as CloudFront does: text gzipped for a
 * browser that accepts it (what the bench's Lighthouse runs and the
 * browsers of the e2e tests load), images as they are, and any unknown path
 * falls back to index.html.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../../../infra/local/api/static';

let dir: string;
let server: Server;
let port: number;
const SCRIPT = 'export const app = "greek campus";\n'.repeat(50);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-test-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Greek Campus</title>');
  writeFileSync(join(dir, 'app.js'), SCRIPT);
  writeFileSync(join(dir, 'logo.png'), PNG);
  server = createServer((req, res) => {
    if (!serveSpa(dir, new URL(req.url ?? '/', 'http://x').pathname, req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the local SPA server', () => {
  it('gzips a script for a browser that accepts gzip, and sends it plain otherwise', async () => {
    const zipped = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.body.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);

    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends an image as it is, and index.html for a client route', async () => {
    const image = await get('/logo.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);

    const route = await get('/party-events/some-id', { 'accept-encoding': 'gzip' });
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(route.body).toString()).toContain('<title>Greek Campus</title>');
  });
});
