/**
 * The local S3 gate answers a private bucket only as S3 does: unsigned
 * requests refused, a presigned GET verified (its signature recomputed, its
 * expiry held to the gate's clock), an SDK call signed in its header passed
 * on; public buckets as before. The gate stands in front of a fake s3rver
 * that answers every request it is sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPresignedGet, type PresignedGetOptions } from '../../../functions/lib/s3/presigned-get';
import { startPolicyGate, type RunningPolicyGate } from '../../../infra/local/s3/policy-gate';

const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local-secret' };
const SIGNED_AT = new Date('2030-03-02T17:00:00Z');
const OBJECT = {
  bucket: 'event-documents',
  key: "vendor-certificates/e1/v1/certificate (copy)'s.pdf",
  expiresIn: 300,
  contentDisposition: 'attachment; filename="certificate-of-insurance-campus-guard.pdf"',
  contentType: 'application/pdf',
} satisfies PresignedGetOptions;

let upstream: http.Server;
let gate: RunningPolicyGate;
let clock = SIGNED_AT;
/** What the fake s3rver was sent: method, path and authorization. */
let reached: { method?: string; url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    reached.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(req.method === 'HEAD' ? undefined : 'the object');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gate = await startPolicyGate({
    port: 0,
    host: '127.0.0.1',
    upstream: { host: '127.0.0.1', port: (upstream.address() as AddressInfo).port },
    region: REGION,
    secrets: { [CREDENTIALS.accessKeyId]: CREDENTIALS.secretAccessKey },
    corsOrigins: [],
    privateBuckets: ['event-documents'],
    now: () => clock,
  });
});

afterAll(async () => {
  await gate.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  clock = SIGNED_AT;
  reached = [];
});

const presigned = (options: Partial<PresignedGetOptions> = {}, credentials = CREDENTIALS) =>
  signPresignedGet({ ...OBJECT, ...options }, credentials, { region: REGION, endpoint: gate.endpoint }, SIGNED_AT);

/** The address with one query parameter set to `value`. */
function withParam(address: string, name: string, value: string): string {
  const url = new URL(address);
  url.searchParams.set(name, value);
  return url.href;
}

/** S3's answer: the status and the `<Error>`'s code and message. */
async function answer(res: Response) {
  const body = await res.text();
  return { status: res.status, code: /<Code>(.*?)<\/Code>/.exec(body)?.[1], message: /<Message>(.*?)<\/Message>/.exec(body)?.[1], body };
}

describe('a request to a private bucket through the local S3 gate', () => {
  it('without any signature: refused with AccessDenied, s3rver never asked', async () => {
    const plain = presigned().split('?')[0]!;
    expect(await answer(await fetch(plain))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect((await fetch(plain, { method: 'HEAD' })).status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('as presigned: answered with the object, until its expiry', async () => {
    const address = presigned();
    expect(await answer(await fetch(address))).toMatchObject({ status: 200, body: 'the object' });
    clock = new Date(SIGNED_AT.getTime() + OBJECT.expiresIn * 1000);
    expect((await fetch(address)).status).toBe(200);
    expect(reached.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('with one character of its signature, its key or a response-content parameter changed: SignatureDoesNotMatch', async () => {
    const address = presigned();
    const signature = new URL(address).searchParams.get('X-Amz-Signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      withParam(address, 'X-Amz-Signature', flipped),
      address.replace('certificate%20', 'certificatf%20'),
      withParam(address, 'response-content-disposition', OBJECT.contentDisposition.replace('pdf"', 'pdh"')),
      withParam(address, 'response-content-type', 'text/html'),
    ];
    for (const url of tampered) {
      expect(await answer(await fetch(url)), url).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    }
    expect(reached).toEqual([]);
  });

  it('a second past its expiry: AccessDenied, the request has expired', async () => {
    clock = new Date(SIGNED_AT.getTime() + (OBJECT.expiresIn + 1) * 1000);
    expect(await answer(await fetch(presigned()))).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    expect(reached).toEqual([]);
  });

  it('signed with a key S3 does not know: InvalidAccessKeyId', async () => {
    const address = presigned({}, { accessKeyId: 'stranger', secretAccessKey: CREDENTIALS.secretAccessKey });
    expect(await answer(await fetch(address))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('for longer than a week, or missing a part of its signature: AuthorizationQueryParametersError', async () => {
    const week = presigned({ expiresIn: 604_801 });
    expect(await answer(await fetch(week))).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError', message: expect.stringContaining('604800') });
    const url = new URL(presigned());
    url.searchParams.delete('X-Amz-Date');
    expect(await answer(await fetch(url))).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
    expect(reached).toEqual([]);
  });

  it('signed in its Authorization header (an SDK call) or a CORS preflight: passed on to s3rver', async () => {
    const authorization = 'AWS4-HMAC-SHA256 Credential=local/20300302/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=abc';
    const plain = presigned().split('?')[0]!;
    expect((await fetch(plain, { headers: { authorization } })).status).toBe(200);
    expect((await fetch(plain, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' } })).status).toBe(200);
    expect(reached).toEqual([
      { method: 'GET', url: new URL(plain).pathname, authorization },
      { method: 'OPTIONS', url: new URL(plain).pathname, authorization: undefined },
    ]);
  });
});

describe('a request to a public bucket through the local S3 gate', () => {
  it('unsigned: answered as before (media and logos are read unsigned locally)', async () => {
    expect(await answer(await fetch(`${gate.endpoint}/event-media/media/e1/photo.jpg`))).toMatchObject({ status: 200, body: 'the object' });
    expect(reached).toEqual([{ method: 'GET', url: '/event-media/media/e1/photo.jpg', authorization: undefined }]);
  });
});
