/**
 * Runtime configuration of every function, read from the environment once.
 * In AWS, CDK sets these; locally, the local stack sets the same names plus
 * the `*_ENDPOINT` overrides that point the SDK clients at the emulators.
 */
import { DEFAULT_TABLE_NAME } from './db/table-schema';
import { JOB_QUEUE } from './queue/queues';

export interface FunctionConfig {
  region: string;
  tableName: string;
  mediaBucket: string;
  logoBucket: string;
  /** The private documents bucket (vendors' certificates of insurance): never served, read only through short-lived presigned GETs. */
  documentBucket: string;
  /** Public base URL of the media bucket (CloudFront path in AWS, s3rver locally). */
  mediaBaseUrl: string;
  /** The site's own address (`https://<domain>` when the deployment has a custom domain): links in e-mails. */
  siteUrl?: string;
  /** Public base URL of the school-logos bucket (CloudFront `/logos` in AWS, s3rver locally). */
  logoBaseUrl: string;
  /** The logo service queried by school website domain (`{domain}` in it, or appended); unset: none. */
  logoServiceUrl?: string;
  /** Sender of every e-mail (a verified SES identity in AWS). */
  mailFrom: string;
  /** Inbox that receives Send Feedback messages. */
  feedbackTo: string;
  /** The work queue, where jobs are queued (functions/jobs runs them). */
  jobQueueUrl: string;
  /** The work queue's dead-letter queue, where its consumer parks a message that is no job. */
  jobDeadLetterQueueUrl: string;
  endpoints: {
    dynamodb?: string;
    s3?: string;
    ses?: string;
    cognito?: string;
    sqs?: string;
  };
}

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Reads the configuration now (tests change the environment between files). */
export function loadConfig(): FunctionConfig {
  return {
    region: env('AWS_REGION', 'us-east-1'),
    tableName: env('TABLE_NAME', DEFAULT_TABLE_NAME),
    mediaBucket: env('MEDIA_BUCKET', 'event-media'),
    logoBucket: env('LOGO_BUCKET', 'school-logos'),
    documentBucket: env('DOCUMENT_BUCKET', 'event-documents'),
    mediaBaseUrl: env('MEDIA_BASE_URL', ''),
    logoBaseUrl: env('LOGO_BASE_URL', '/logos'),
    logoServiceUrl: optional('LOGO_SERVICE_URL'),
    siteUrl: optional('SITE_URL'),
    mailFrom: env('MAIL_FROM', 'no-reply@greek-campus.local'),
    feedbackTo: env('FEEDBACK_TO', 'feedback@greek-campus.local'),
    jobQueueUrl: env(JOB_QUEUE.urlEnv, ''),
    jobDeadLetterQueueUrl: env(JOB_QUEUE.deadLetterUrlEnv, ''),
    endpoints: {
      dynamodb: optional('DYNAMODB_ENDPOINT'),
      s3: optional('S3_ENDPOINT'),
      ses: optional('SES_ENDPOINT'),
      cognito: optional('COGNITO_ENDPOINT'),
      sqs: optional('SQS_ENDPOINT'),
    },
  };
}
