import { createServer } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startH2Front } from '../../load/h2-front';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A plain HTTP/1.1 server answering gzipped text and echoing what it was asked. */
async function upstream() {
  const server = createServer((req, res) => {
    const body = gzipSync(JSON.stringify({ method: req.method, url: req.url, accept: req.headers['accept-encoding'] ?? null }));
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One HTTP/2 GET; the certificate is a throwaway, so it is not checked. */
function get(origin: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path, 'accept-encoding': 'gzip' });
    const chunks: Buffer[] = [];
    let headers: Record<string, unknown> = {};
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
  });
}

describe('the HTTP/2 front of the Lighthouse bench', () => {
  it('answers over HTTP/2 what the HTTP/1.1 server answers, its encoding and headers kept', async () => {
    const front = await startH2Front(await upstream());
    closers.push(front.close);
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await get(front.url, '/party-events?state=WY');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.connection).toBeUndefined();
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual({ method: 'GET', url: '/party-events?state=WY', accept: 'gzip' });
  });
});
