/**
 * What S3 checks of every Signature Version 4 it is given, a form's or a
 * query string's: the algorithm, the credential's scope (an access key, the
 * day of `X-Amz-Date`, this region, `s3`, `aws4_request`), that it knows the
 * access key, and that the signature is the one it recomputes. The refusals
 * are S3's.
 */
import { timingSafeEqual } from 'node:crypto';
import type { S3Refusal } from './s3-error';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** A credential S3 accepts: its access key's secret and the day and region it is scoped to. */
export interface ScopedCredential {
  accessKeyId: string;
  secret: string;
  day: string;
  region: string;
}

export const refusal = (status: number, code: string, message: string, detail?: S3Refusal['detail']): S3Refusal => ({ status, code, message, ...(detail ? { detail } : {}) });

export const isRefusal = (value: object): value is S3Refusal => 'code' in value;

/** The time an `X-Amz-Date` names; undefined when it is not a real `yyyymmddThhmmssZ`. */
export function amzTime(amzDate: string): Date | undefined {
  const parts = AMZ_DATE.exec(amzDate);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as [number, number, number, number, number, number, number];
  const time = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return time.getUTCDate() === d && time.getUTCMonth() === mo - 1 ? time : undefined;
}

/**
 * The credential of `X-Amz-Credential`, dated by `X-Amz-Date`, for a bucket
 * in `region`; S3's refusal when it is malformed, scoped elsewhere or names
 * an access key `secrets` does not hold.
 */
export function scopedCredential(
  credential: string,
  amzDate: string,
  region: string,
  secrets: Readonly<Record<string, string>>,
): ScopedCredential | S3Refusal {
  const [accessKeyId, day, scopedRegion, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !day || service !== 's3' || terminator !== 'aws4_request' || rest.length > 0 || !amzTime(amzDate) || amzDate.slice(0, 8) !== day) {
    return refusal(400, 'AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter: ${credential}`);
  }
  if (scopedRegion !== region) {
    return refusal(400, 'AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter; the region '${scopedRegion}' is wrong; expecting '${region}'`);
  }
  const secret = secrets[accessKeyId];
  if (secret === undefined) return refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  return { accessKeyId, secret, day, region };
}

/** S3's refusal unless `given` is the `expected` signature (compared in constant time). */
export function signatureRefusal(given: string, expected: string): S3Refusal | null {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  if (a.length === b.length && timingSafeEqual(a, b)) return null;
  return refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
}
