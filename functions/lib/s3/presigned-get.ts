/**
 * A presigned GET of one object (Signature Version 4 in the query string),
 * signed here with node:crypto as the POST form is (presigned-post.ts): the
 * S3 SDK's presigner is a package of its own, for a canonical request and
 * the same chain of HMACs. The answer's headers are fixed by the signed
 * `response-content-*` parameters, so the browser saves the file under its
 * name rather than opening whatever the object claims to be.
 */
import { createHash, createHmac } from 'node:crypto';
import { bucketUrl, iso8601, signingKey, type BucketLocation, type SigningCredentials } from './presigned-post';

export interface PresignedGetOptions {
  bucket: string;
  key: string;
  /** Seconds from signing until S3 refuses the address (at most a week). */
  expiresIn: number;
  /** The answer's `Content-Disposition` and `Content-Type`. */
  contentDisposition: string;
  contentType: string;
}

/** A request signed in its query string, as its signer and S3 both read it. */
export interface QuerySignedRequest {
  method: string;
  /** The path, each segment URI-encoded once (`uriEncode`). */
  path: string;
  /** Every query parameter but `X-Amz-Signature`, decoded. */
  query: readonly (readonly [string, string])[];
  /** The signed headers (lower-case names, in `X-Amz-SignedHeaders` order) and their values. */
  signedHeaders: readonly (readonly [string, string])[];
  /** `X-Amz-Date` (`yyyymmddThhmmssZ`); its day starts the credential's scope. */
  amzDate: string;
  region: string;
}

/** The longest a presigned address may last: a week. */
export const MAX_PRESIGNED_EXPIRY_SECONDS = 604_800;

/** RFC 3986 encoding, as SigV4 wants it (`encodeURIComponent` leaves `!'()*` alone). */
export const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The query string as SigV4 canonicalizes it: each name and value encoded, sorted by name (then value). */
function canonicalQuery(query: QuerySignedRequest['query']): string {
  return query
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => byCodePoint(a, b) || byCodePoint(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The signature of a query-signed request with `secretAccessKey` (unsigned
 * payload): what the signer appends as `X-Amz-Signature` and what S3 (and
 * the local S3 twin, infra/local/s3/query-signature.ts) recomputes.
 */
export function querySignature(request: QuerySignedRequest, secretAccessKey: string): string {
  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    ...request.signedHeaders.map(([name, value]) => `${name}:${value.trim()}`),
    '',
    request.signedHeaders.map(([name]) => name).join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256(canonicalRequest)].join('\n');
  return createHmac('sha256', signingKey(secretAccessKey, day, request.region)).update(stringToSign, 'utf8').digest('hex');
}

/** The address that answers the object at `options.key` until `expiresIn` seconds after `now`. */
export function signPresignedGet(options: PresignedGetOptions, credentials: SigningCredentials, location: BucketLocation, now: Date): string {
  const amzDate = iso8601(now).replace(/[-:]/g, '');
  const day = amzDate.slice(0, 8);
  const url = new URL(`${bucketUrl(options.bucket, location).replace(/\/+$/, '')}/${options.key.split('/').map(uriEncode).join('/')}`);
  const query: [string, string][] = Object.entries({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${day}/${location.region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(options.expiresIn),
    'X-Amz-SignedHeaders': 'host',
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'response-content-disposition': options.contentDisposition,
    'response-content-type': options.contentType,
  });
  const request: QuerySignedRequest = { method: 'GET', path: url.pathname, query, signedHeaders: [['host', url.host]], amzDate, region: location.region };
  const signature = querySignature(request, credentials.secretAccessKey);
  return `${url.origin}${url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}
