/**
 * What S3 checks of a request to a private bucket before it answers, for
 * the local S3 twin: a request signed in its query string (a presigned GET)
 * is verified as S3 verifies it (the canonical request recomputed from the
 * method, path, every query parameter but the signature and the signed
 * headers; the access key's secret; `X-Amz-Date + X-Amz-Expires`), and a
 * request with no signature at all is refused. A request signed in its
 * `Authorization` header (the SDK's calls from the functions) is left to
 * s3rver, which checks its access key and date.
 */
import { MAX_PRESIGNED_EXPIRY_SECONDS, querySignature, uriEncode } from '../../../functions/lib/s3/presigned-get';
import { iso8601 } from '../../../functions/lib/s3/presigned-post';
import type { S3Refusal } from './s3-error';
import { ALGORITHM, amzTime, isRefusal, refusal, scopedCredential, signatureRefusal } from './sigv4';

/** A request as it reached the gate. */
export interface ArrivingRequest {
  method: string;
  /** The path and query as sent (`/bucket/key?X-Amz-…`). */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The region of the buckets, the time now and the keys S3 knows (access key id → secret). */
export interface SignatureContext {
  region: string;
  now: Date;
  secrets: Readonly<Record<string, string>>;
}

const REQUIRED = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-SignedHeaders', 'X-Amz-Expires'] as const;

const parametersError = (message: string) => refusal(400, 'AuthorizationQueryParametersError', message);

/** The bucket a request addresses (path-style: its first path segment); undefined for the service itself. */
export function requestBucket(url: string): string | undefined {
  const segment = new URL(url, 'http://local').pathname.split('/')[1];
  return segment ? decodeURIComponent(segment) : undefined;
}

/** The path as SigV4 canonicalizes it: each segment decoded, then encoded once (RFC 3986). */
const canonicalPath = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');

const header = (request: ArrivingRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Why S3 would refuse this query-signed request; null when the signature holds. */
function checkQuery(request: ArrivingRequest, url: URL, context: SignatureContext): S3Refusal | null {
  const param = (name: string) => url.searchParams.get(name);
  if (REQUIRED.some((name) => param(name) === null)) {
    return parametersError(`Query-string authentication version 4 requires the ${REQUIRED.slice(0, -1).join(', ')}, and X-Amz-Expires parameters.`);
  }
  if (param('X-Amz-Algorithm') !== ALGORITHM) return parametersError(`X-Amz-Algorithm only supports "${ALGORITHM}"`);
  const amzDate = param('X-Amz-Date')!;
  const signedAt = amzTime(amzDate);
  if (!signedAt) return parametersError(`X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd'T'HHmmss'Z'"`);
  const expires = param('X-Amz-Expires')!;
  if (!/^\d+$/.test(expires)) return parametersError('X-Amz-Expires should be a number');
  const lifetime = Number(expires);
  if (lifetime > MAX_PRESIGNED_EXPIRY_SECONDS) return parametersError(`X-Amz-Expires must be less than a week (in seconds) that is ${MAX_PRESIGNED_EXPIRY_SECONDS}`);

  const credential = scopedCredential(param('X-Amz-Credential')!, amzDate, context.region, context.secrets);
  if (isRefusal(credential)) return credential;
  const expiry = new Date(signedAt.getTime() + lifetime * 1000);
  if (context.now.getTime() > expiry.getTime()) {
    return refusal(403, 'AccessDenied', 'Request has expired', { 'X-Amz-Expires': lifetime, Expires: iso8601(expiry), ServerTime: iso8601(context.now) });
  }

  const signedHeaders = param('X-Amz-SignedHeaders')!.split(';');
  if (!signedHeaders.includes('host')) return parametersError('X-Amz-SignedHeaders must include host');
  const expected = querySignature(
    {
      method: request.method,
      path: canonicalPath(url.pathname),
      query: [...url.searchParams].filter(([name]) => name !== 'X-Amz-Signature'),
      signedHeaders: signedHeaders.map((name) => [name, header(request, name) ?? ''] as const),
      amzDate,
      region: credential.region,
    },
    credential.secret,
  );
  return signatureRefusal(param('X-Amz-Signature')!, expected);
}

/**
 * Why S3 would refuse this request to a private bucket: no signature at
 * all, or a query-string signature that does not hold; null when S3 would
 * go on (a query signature that holds, or an `Authorization` header).
 */
export function checkPrivateRequest(request: ArrivingRequest, context: SignatureContext): S3Refusal | null {
  const url = new URL(request.url, 'http://local');
  const querySigned = url.searchParams.has('X-Amz-Signature') || url.searchParams.has('X-Amz-Algorithm');
  if (header(request, 'authorization') !== undefined) {
    return querySigned ? refusal(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified') : null;
  }
  if (!querySigned) return refusal(403, 'AccessDenied', 'Access Denied');
  return checkQuery(request, url, context);
}
