import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  awsOrigins,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../security-headers';

export interface SecurityHeadersProps {
  /** Extra origins the browser uploads to (the buckets' regional endpoints, for presigned POST). */
  uploadOrigins: string[];
  /** Origin of the logo service, when one is configured. */
  logoServiceOrigin?: string;
}

/**
 * The response headers CloudFront adds to every answer (SPA, media, API),
 * as defined in `infra/security-headers.ts` (which the local servers send
 * too): CSP, HSTS, frame denial, nosniff, the referrer and permissions
 * policies.
 */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    const origins = awsOrigins(Stack.of(this).region, props.uploadOrigins, props.logoServiceOrigin);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Greek campus security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(origins), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
          override: true,
        },
        frameOptions: { frameOption: FRAME_OPTIONS as HeadersFrameOption, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
  }
}
