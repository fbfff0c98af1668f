import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CorsRule,
  HttpMethods,
  type LifecycleRule,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA_PREFIX, UPLOAD_EXPIRY_DAYS } from '../../functions/domains/catalog/media/prefixes';
import { CERTIFICATE_PREFIX, CERTIFICATE_UPLOAD_EXPIRY_DAYS } from '../../functions/domains/catalog/party-events/certificate-prefixes';

export interface PlatformBucketsProps {
  /**
   * Origins allowed to upload from a browser (presigned POST straight to S3).
   * `['*']` when the site's domain is not configured: the CloudFront domain
   * is only known after the distribution exists, which itself points at
   * these buckets. Every upload is still bound to its signed POST policy.
   */
  uploadOrigins: string[];
}

/**
 * The platform's S3 buckets, all private (public access blocked, TLS
 * enforced, S3-managed encryption, owner-enforced objects):
 * - `eventMedia`: event and chapter photos, served at `/media/*` (browsers
 *   upload under `uploads/`, which expires: the media function keeps a copy
 *   of what it checked, functions/domains/catalog/media/prefixes.ts);
 * - `schoolLogos`: school logos, served at `/logos/*`;
 * - `site`: the built SPA, served at `/`;
 * - `documents`: vendors' certificates of insurance, served nowhere: read
 *   only through the party-packet function's short-lived presigned GETs
 *   (browsers upload under `certificate-uploads/`, which expires; the
 *   function keeps a checked copy under `vendor-certificates/`);
 * - `logs`: server access logs of the others and CloudFront's logs.
 * The content buckets are retained on stack deletion; the logs expire.
 */
export class PlatformBuckets extends Construct {
  readonly eventMedia: Bucket;
  readonly schoolLogos: Bucket;
  readonly site: Bucket;
  readonly documents: Bucket;
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: PlatformBucketsProps) {
    super(scope, id);
    this.logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const uploadCors: CorsRule[] = [
      {
        allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
        allowedOrigins: props.uploadOrigins,
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ];
    this.eventMedia = this.privateBucket('EventMedia', 'event-media/', uploadCors, [
      { id: 'ExpireUploads', prefix: MEDIA_PREFIX.uploads, expiration: Duration.days(UPLOAD_EXPIRY_DAYS) },
    ]);
    this.schoolLogos = this.privateBucket('SchoolLogos', 'school-logos/', uploadCors);
    this.site = this.privateBucket('Site', 'site/');
    // Browsers only post certificates to it (the download is a presigned GET the browser navigates to, needing no CORS).
    const postCors: CorsRule[] = [{ allowedMethods: [HttpMethods.POST], allowedOrigins: props.uploadOrigins, allowedHeaders: ['*'], maxAge: 3000 }];
    this.documents = this.privateBucket('EventDocuments', 'event-documents/', postCors, [
      { id: 'ExpireCertificateUploads', prefix: CERTIFICATE_PREFIX.uploads, expiration: Duration.days(CERTIFICATE_UPLOAD_EXPIRY_DAYS) },
    ]);
  }

  private privateBucket(id: string, logPrefix: string, cors?: CorsRule[], lifecycleRules?: LifecycleRule[]): Bucket {
    return new Bucket(this, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: false,
      cors,
      lifecycleRules,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: logPrefix,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
