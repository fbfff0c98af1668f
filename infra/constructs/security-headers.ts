import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface SecurityHeadersProps {
  /** Extra origins the browser uploads to (the buckets' regional endpoints, for presigned POST). */
  uploadOrigins: string[];
  /** Origin of the logo service, when one is configured. */
  logoServiceOrigin?: string;
}

/**
 * Builds the Content-Security-Policy of the SPA: only our own origin, plus
 * what the SPA really loads: Stripe.js (script, frames, API), the Cognito
 * endpoint Amplify signs in with, the upload endpoints, and data:/blob:
 * images (QR codes, previews of photos before upload).
 */
export function contentSecurityPolicy(region: string, props: SecurityHeadersProps): string {
  const cognito = [`https://cognito-idp.${region}.amazonaws.com`, `https://cognito-identity.${region}.amazonaws.com`];
  const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];
  const images = ["'self'", 'data:', 'blob:', 'https://*.stripe.com'];
  if (props.logoServiceOrigin) images.push(props.logoServiceOrigin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripeScripts],
    // Radix, sonner and Stripe Elements set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': images,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', ...cognito, ...props.uploadOrigins],
    'frame-src': [...stripeScripts, 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The response headers CloudFront adds to every answer (SPA, media, API):
 * CSP, HSTS (two years, subdomains), frame denial, nosniff, a strict
 * referrer policy, and a permissions policy that leaves only the camera
 * (door scanning of ticket QR codes) to our own pages.
 */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Greek campus security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(Stack.of(this).region, props),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()', override: true },
        ],
      },
    });
  }
}
