/** The S3 client, created once; path-style and checksums only when required, as s3rver needs locally. */
import { S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../config';

let s3: S3Client | undefined;

/** The S3 client. */
export function s3Client(): S3Client {
  if (!s3) {
    const { region, endpoints } = loadConfig();
    s3 = new S3Client({
      region,
      endpoint: endpoints.s3,
      forcePathStyle: Boolean(endpoints.s3),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }
  return s3;
}

/** Forgets the cached client. */
export function resetS3(): void {
  s3 = undefined;
}
