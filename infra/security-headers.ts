/**
 * The security headers of every answer the site gives, in one place: CDK
 * builds CloudFront's response headers policy from them
 * (`constructs/security-headers.ts`), and the local API server and the Vite
 * dev server send the same headers, so the SPA runs under the real CSP
 * locally and in the e2e suite.
 *
 * Only the origins differ between AWS and the local stack (`SiteOrigins`):
 * Cognito's endpoint, where uploads go and where media images come from.
 */

/** What the SPA talks to besides its own origin. */
export interface SiteOrigins {
  /** The Cognito endpoints Amplify signs in with. */
  cognito: string[];
  /** Where the browser uploads (presigned POST to the media buckets). */
  uploads: string[];
  /** Other image origins (the logo service; locally, the media bucket). */
  images: string[];
  /** Served over HTTPS: only then may the browser be told to upgrade every request. */
  https: boolean;
}

/** The origins in AWS: regional Cognito, the buckets' regional endpoints, media through the site itself. */
export function awsOrigins(region: string, uploadOrigins: string[], logoServiceOrigin?: string): SiteOrigins {
  return {
    cognito: [`https://cognito-idp.${region}.amazonaws.com`, `https://cognito-identity.${region}.amazonaws.com`],
    uploads: uploadOrigins,
    images: logoServiceOrigin ? [logoServiceOrigin] : [],
    https: true,
  };
}

/** The origins of the local stack: the local Cognito, and s3rver for uploads and media. */
export function localOrigins(endpoints: { cognito: string; s3: string }): SiteOrigins {
  const origin = (url: string) => new URL(url).origin;
  return { cognito: [origin(endpoints.cognito)], uploads: [origin(endpoints.s3)], images: [origin(endpoints.s3)], https: false };
}

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * The Content-Security-Policy of the SPA: only our own origin, plus what the
 * SPA really loads: Stripe.js (script, frames, API), the Cognito endpoint,
 * the upload endpoints, and data:/blob: images (QR codes, photo previews).
 * `scriptNonce` allows the inline scripts a dev server injects (Vite's React
 * refresh preamble); a production build has none.
 */
export function contentSecurityPolicy(origins: SiteOrigins, options: { scriptNonce?: string } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptNonce ? [`'nonce-${options.scriptNonce}'`] : []), ...STRIPE_SCRIPTS],
    // Radix, sonner and Stripe Elements set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com', ...origins.images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', ...origins.cognito, ...origins.uploads],
    'frame-src': [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(origins.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ');
}

/** HSTS: two years, subdomains included (browsers ignore it over plain HTTP, as locally). */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true } as const;
/** No page of ours may be framed (with `frame-ancestors 'none'`). */
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Only the camera (door scanning of ticket QR codes), and only for our own pages. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/** Every security header, as the browser receives it from CloudFront (and from the local servers). */
export function securityHeaders(origins: SiteOrigins, options: { scriptNonce?: string } = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins, options),
    'strict-transport-security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}${STRICT_TRANSPORT_SECURITY.includeSubdomains ? '; includeSubDomains' : ''}`,
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
