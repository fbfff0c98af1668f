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

/** RFC 3986 encoding, as SigV4 wants it (`encodeURIComponent` leaves `!'()*` alone). */
const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** The address that answers the object at `options.key` until `expiresIn` seconds after `now`. */
export function signPresignedGet(options: PresignedGetOptions, credentials: SigningCredentials, location: BucketLocation, now: Date): string {
  const amzDate = iso8601(now).replace(/[-:]/g, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${location.region}/s3/aws4_request`;
  const url = new URL(`${bucketUrl(options.bucket, location).replace(/\/+$/, '')}/${options.key.split('/').map(uriEncode).join('/')}`);
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(options.expiresIn),
    'X-Amz-SignedHeaders': 'host',
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'response-content-disposition': options.contentDisposition,
    'response-content-type': options.contentType,
  };
  const canonicalQuery = Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = ['GET', url.pathname, canonicalQuery, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, location.region)).update(stringToSign, 'utf8').digest('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
