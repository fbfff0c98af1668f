/**
 * A presigned POST (S3's browser-upload form), signed here with node:crypto.
 *
 * `@aws-sdk/s3-presigned-post` takes an S3 client, so it put the whole S3
 * SDK (about 130 KiB minified, its schema module alone about 65 KiB) on the
 * media function's cold start, for what is a policy document and a chain of
 * four HMACs (Signature Version 4 of a POST policy). This builds the same
 * form: the same fields in the same order, the same policy document and
 * signature as the SDK's `createPresignedPost` for the same inputs
 * (test/unit/media/presigned-post.test.ts compares the two), so real S3 and
 * the local S3 emulator take it alike.
 */
import { createHmac } from 'node:crypto';

/** A condition of a POST policy: a field equal to, or starting with, a value; the file's size range. */
export type PostCondition =
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number]
  | Record<string, string>;

/** What the form allows, named as `createPresignedPost`'s options are. */
export interface PostPolicyOptions {
  Bucket: string;
  Key: string;
  /** Form fields sent as they are, each also a condition of the policy. */
  Fields: Record<string, string>;
  /** Further conditions of the policy (`['content-length-range', 1, n]`, `['eq', '$key', key]`). */
  Conditions: PostCondition[];
  /** Seconds from signing until S3 refuses the form. */
  Expires: number;
}

/** The credentials the form is signed with: those of the function's role. */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where the bucket is: its region and, locally, the S3 emulator's endpoint (addressed path-style). */
export interface BucketLocation {
  region: string;
  endpoint?: string;
}

/**
 * The policy of a browser upload to one exact key: the declared content
 * type, 1 byte to `maxBytes`, accepted for `expires` seconds. Each upload
 * pipeline names its own key (under a prefix only browsers write).
 */
export function exactKeyUploadPolicy(upload: { bucket: string; key: string; contentType: string; maxBytes: number; expires: number }): PostPolicyOptions {
  return {
    Bucket: upload.bucket,
    Key: upload.key,
    Fields: { 'Content-Type': upload.contentType },
    Conditions: [
      ['content-length-range', 1, upload.maxBytes],
      ['eq', '$Content-Type', upload.contentType],
      ['eq', '$key', upload.key],
    ],
    Expires: upload.expires,
  };
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** `2030-03-02T17:00:00Z`: ISO 8601 without milliseconds, as SigV4 dates are. */
export const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** A name S3 serves as a host name (lower case, digits, hyphens, no dots): virtual-hosted; any other path-style. */
const VIRTUAL_HOSTED = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The address the browser posts to, as the S3 client resolves it for a
 * PutObject: path-style on a custom endpoint (the emulator), otherwise the
 * bucket's regional virtual-hosted address in the `aws` partition (this
 * app's buckets are CDK's generated names, always host-safe).
 */
export function bucketUrl(bucket: string, { region, endpoint }: BucketLocation): string {
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}`;
  if (VIRTUAL_HOSTED.test(bucket)) return `https://${bucket}.s3.${region}.amazonaws.com/`;
  return `https://s3.${region}.amazonaws.com/${bucket}`;
}

/** The SigV4 signing key of one day, region and service (`s3`). */
export function signingKey(secretAccessKey: string, day: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
}

/**
 * The signature of a POST policy (its base64 document) with a secret, for
 * one day (`yyyymmdd`) and region: what S3 recomputes to accept a form
 * (the local S3 twin does too, infra/local/s3/post-policy.ts).
 */
export function policySignature(policy: string, secretAccessKey: string, day: string, region: string): string {
  return hmac(signingKey(secretAccessKey, day, region), policy).toString('hex');
}

/** The form fields and address of a presigned POST signed at `now`. */
export function signPresignedPost(options: PostPolicyOptions, credentials: SigningCredentials, location: BucketLocation, now: Date): PresignedPost {
  const amzDate = iso8601(now).replace(/[-:]/g, '');
  const day = amzDate.slice(0, 8);
  const fields: Record<string, string> = {
    ...options.Fields,
    bucket: options.Bucket,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${credentials.accessKeyId}/${day}/${location.region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  // Every field is a condition too; a condition given twice is listed once (as the SDK does).
  const conditions = [...options.Conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), { key: options.Key }];
  const unique = [...new Set(conditions.map((c) => JSON.stringify(c)))].map((c) => JSON.parse(c) as unknown);
  const expiration = iso8601(new Date(now.getTime() + options.Expires * 1000));
  const policy = Buffer.from(JSON.stringify({ expiration, conditions: unique }), 'utf8').toString('base64');
  const signature = policySignature(policy, credentials.secretAccessKey, day, location.region);
  return {
    url: bucketUrl(options.Bucket, location),
    fields: { ...fields, key: options.Key, Policy: policy, 'X-Amz-Signature': signature },
  };
}
