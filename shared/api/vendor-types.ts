import type { VendorKind } from '../vendors';

/** A vendor as leaders and the office see it: whether its certificate of insurance is in, never where it is kept. */
export interface VendorSummary {
  id: string;
  name: string;
  kind: VendorKind;
  hasCertificate: boolean;
  /** When the certificate in passed the server's check, and its size; null without one. */
  certificate: { uploadedAt: string; bytes: number } | null;
}

/** Declaring an event's vendors answers the list as stored. */
export interface VendorsResponse {
  vendors: VendorSummary[];
}

/** A certificate's presigned POST: the browser sends the PDF straight to the documents bucket, then confirms `key`. */
export interface CertificateUploadResponse {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** A certificate to open: a short-lived address that downloads it. */
export interface CertificateLinkResponse {
  url: string;
  expiresAt: string;
}
