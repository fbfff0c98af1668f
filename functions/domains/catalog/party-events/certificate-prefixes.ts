/**
 * Where vendors' certificates of insurance live in the private documents
 * bucket (vendor-certificates.ts says how they get there). Pure, so the CDK
 * app names the same prefixes in the bucket's lifecycle and policy.
 */
export const CERTIFICATE_PREFIX = {
  uploads: 'certificate-uploads/',
  stored: 'vendor-certificates/',
} as const;

/** Days an upload nobody confirmed is kept before the bucket expires it. */
export const CERTIFICATE_UPLOAD_EXPIRY_DAYS = 1;
