/**
 * The local S3's front door: s3rver stores whatever a form upload says (any
 * key, any bucket, any type and size, signed or not), where S3 holds the
 * form to its signed policy; and it answers any request, signed or not,
 * checking no SigV4 signature, where S3 answers a private bucket only with
 * a valid one. Every request passes through to s3rver unchanged except:
 * - a form upload (a POST to a bucket), which is read whole, checked as S3
 *   checks it (`post-policy.ts`) and either refused with S3's error or
 *   passed on;
 * - any other request to a private bucket (the documents bucket, which
 *   nothing serves publicly), refused with S3's error unless it is signed:
 *   a query-string signature is verified here (`query-signature.ts`), a
 *   header signature is left to s3rver.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPostForm, type PostContext, type PostForm } from './post-policy';
import { checkPrivateRequest, requestBucket } from './query-signature';
import { s3ErrorXml, type S3Refusal } from './s3-error';

export interface PolicyGateOptions {
  port: number;
  host: string;
  /** Where s3rver listens. */
  upstream: { host: string; port: number };
  region: string;
  /** Access key id → secret: the keys a form may be signed with. */
  secrets: Readonly<Record<string, string>>;
  /** Browser origins a refusal is readable from (the buckets' CORS origins). */
  corsOrigins: readonly string[];
  /** Buckets answered only to a signed request, as S3 answers a private bucket nothing public reads. */
  privateBuckets?: readonly string[];
  /** The time a policy's or a presigned address's expiry is compared with. */
  now?: () => Date;
}

export interface RunningPolicyGate {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * The most a form upload may carry locally: beyond it, the body is not kept.
 * Above the platform's 50 MB limit so an oversized file still gets the
 * policy's own EntityTooLarge with its sizes.
 */
export const MAX_FORM_BYTES = 100 * 1024 * 1024;

const BUCKET_ROOT = /^\/([^/?]+)\/?$/;

/** The bucket a form upload is posted to; undefined for any other request. */
export function formUploadBucket(method: string | undefined, url: string | undefined): string | undefined {
  if (method !== 'POST' || !url) return undefined;
  const parsed = new URL(url, 'http://local');
  // POST /bucket?delete is DeleteObjects, not a form.
  if (parsed.searchParams.has('delete')) return undefined;
  const bucket = BUCKET_ROOT.exec(parsed.pathname)?.[1];
  return bucket ? decodeURIComponent(bucket) : undefined;
}

/** The request's body, or null when it is larger than `max` (the rest is read and dropped). */
async function readBody(req: http.IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  return size <= max ? Buffer.concat(chunks) : null;
}

/** The form's fields before its file, and the file's size (S3 ignores what follows the file). */
async function parseForm(body: Buffer, contentType: string): Promise<PostForm> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (name.toLowerCase() === 'file') return { fields, fileSize: typeof value === 'string' ? Buffer.byteLength(value) : value.size };
    if (typeof value === 'string') fields.push([name, value]);
  }
  return { fields, fileSize: undefined };
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: S3Refusal, corsOrigins: readonly string[]): void {
  const origin = req.headers.origin;
  res.writeHead(refusal.status, {
    'content-type': 'application/xml',
    ...(origin && corsOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
  });
  res.end(s3ErrorXml(refusal));
}

/** Sends the request on to s3rver (with `body` when it was read already) and its answer back. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, agent: http.Agent, upstream: PolicyGateOptions['upstream'], body?: Buffer): void {
  const headers = { ...req.headers };
  if (body) {
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
  }
  const out = http.request({ ...upstream, agent, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  // The client gone (an aborted download or upload): so is the request to s3rver.
  res.on('close', () => {
    if (!res.writableFinished) out.destroy();
  });
  out.on('error', (error) => {
    if (res.destroyed) return;
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`s3rver did not answer: ${error.message}`);
  });
  if (body) out.end(body);
  else req.pipe(out);
}

/** Starts the gate on `host:port` in front of s3rver at `upstream`. */
export async function startPolicyGate(options: PolicyGateOptions): Promise<RunningPolicyGate> {
  const agent = new http.Agent({ keepAlive: true });
  const now = options.now ?? (() => new Date());
  const privateBuckets = new Set(options.privateBuckets ?? []);
  /** Why S3 would refuse this request (not a form upload) for want of a valid signature; null to pass it on. */
  const unsignedRefusal = (req: http.IncomingMessage): S3Refusal | null => {
    const url = req.url ?? '/';
    const addressed = requestBucket(url);
    // A CORS preflight carries no signature, in AWS as here.
    if (req.method === 'OPTIONS' || !addressed || !privateBuckets.has(addressed)) return null;
    return checkPrivateRequest({ method: req.method ?? 'GET', url, headers: req.headers }, { region: options.region, now: now(), secrets: options.secrets });
  };
  const server = http.createServer((req, res) => {
    const bucket = formUploadBucket(req.method, req.url);
    const contentType = req.headers['content-type'] ?? '';
    if (!bucket || !/^multipart\/form-data/i.test(contentType)) {
      const refusal = unsignedRefusal(req);
      if (!refusal) return forward(req, res, agent, options.upstream);
      // The body is not read: drop it so the connection can answer.
      req.resume();
      return refuse(req, res, refusal, options.corsOrigins);
    }
    void (async () => {
      const body = await readBody(req, MAX_FORM_BYTES);
      if (!body) {
        return refuse(req, res, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', detail: { MaxSizeAllowed: MAX_FORM_BYTES } }, options.corsOrigins);
      }
      let form: PostForm;
      try {
        form = await parseForm(body, contentType);
      } catch {
        return refuse(req, res, { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' }, options.corsOrigins);
      }
      const context: PostContext = { bucket, region: options.region, now: now(), secrets: options.secrets };
      const refusal = checkPostForm(form, context);
      if (refusal) return refuse(req, res, refusal, options.corsOrigins);
      forward(req, res, agent, options.upstream, body);
    })().catch((error: unknown) => {
      if (!res.headersSent) refuse(req, res, { status: 500, code: 'InternalError', message: String(error) }, options.corsOrigins);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
