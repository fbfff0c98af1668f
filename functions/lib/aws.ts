/**
 * AWS SDK clients, created once per module and pointed at the emulators when
 * an `*_ENDPOINT` override is set (DESIGN §2). Every function imports its
 * clients from here so the same code talks to AWS or to the local stack.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from './config';

let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESClient | undefined;

/** The DynamoDB document client (undefined attributes dropped, numbers native). */
export function dynamo(): DynamoDBDocumentClient {
  if (!ddb) {
    const { region, endpoints } = loadConfig();
    const base = new DynamoDBClient({ region, endpoint: endpoints.dynamodb, maxAttempts: 5 });
    ddb = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return ddb;
}

/** The S3 client; path-style and checksums only when required, as s3rver needs locally. */
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

/** The SES (v1 API) client. */
export function sesClient(): SESClient {
  if (!ses) {
    const { region, endpoints } = loadConfig();
    ses = new SESClient({ region, endpoint: endpoints.ses });
  }
  return ses;
}

/** Forgets the cached clients (tests that switch endpoints between files). */
export function resetClients(): void {
  ddb = undefined;
  s3 = undefined;
  ses = undefined;
}
