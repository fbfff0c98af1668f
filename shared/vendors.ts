/**
 * A party event's third-party vendors (security, bartending, transport…)
 * and their certificates of insurance. One zod schema serves the leaders'
 * form and the route that declares them; the certificate's limits serve the
 * upload policy and the server's check of what was uploaded.
 */
import * as z from 'zod/mini';

export const VENDOR_KINDS = ['security', 'bartending', 'transport', 'catering', 'entertainment', 'other'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** What each kind is called on the form, the packet and the office's list. */
export const VENDOR_KIND_LABELS: Record<VendorKind, string> = {
  security: 'Security',
  bartending: 'Bartending',
  transport: 'Transport',
  catering: 'Catering',
  entertainment: 'Entertainment',
  other: 'Other',
};

/** How many vendors one event may declare: a party hires a handful, never a directory. */
export const MAX_VENDORS = 10;
export const VENDOR_NAME_MAX = 80;
/** A certificate of insurance is a PDF of a few pages: 10 MB is generous and bounds a scan. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_CONTENT_TYPE = 'application/pdf';

export const TOO_MANY_VENDORS = `An event may have at most ${MAX_VENDORS} vendors`;
export const DUPLICATE_VENDOR = 'Each vendor may be listed once';

const vendorName = z.string().check(
  z.trim(),
  z.minLength(1, 'Give the vendor a name'),
  z.maxLength(VENDOR_NAME_MAX, `A vendor's name is at most ${VENDOR_NAME_MAX} characters`),
);

export const vendorInputSchema = z.object({
  name: vendorName,
  kind: z.enum(VENDOR_KINDS, { error: 'Choose what the vendor does' }),
});
export type VendorInput = z.infer<typeof vendorInputSchema>;

/** Two vendors are the same one when their names match regardless of case and surrounding spaces. */
export const sameVendorName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `PUT /party-events/{id}/vendors` and the form: the whole list, in the order given, names unique regardless of case. */
export const vendorsInputSchema = z.object({
  vendors: z.array(vendorInputSchema).check(
    z.maxLength(MAX_VENDORS, TOO_MANY_VENDORS),
    z.refine((list) => list.every((v, i) => list.findIndex((w) => sameVendorName(v.name, w.name)) === i), DUPLICATE_VENDOR),
  ),
});
export type VendorsInput = z.infer<typeof vendorsInputSchema>;

/** A declared vendor as stored on its event; `certificate` once its certificate of insurance has passed the server's check. */
export interface Vendor extends VendorInput {
  id: string;
  certificate?: { key: string; bytes: number; uploadedAt: string };
}

export const CERTIFICATE_MESSAGES = {
  empty: 'The file is empty: choose the certificate again',
  tooLarge: `A certificate of insurance is at most ${CERTIFICATE_MAX_BYTES / (1024 * 1024)} MB`,
  notPdf: 'A certificate of insurance must be a PDF file (this file is not one, whatever its name says)',
  noUpload: 'Nothing was uploaded for this certificate: choose the file and send it again',
  invalidUpload: 'Invalid upload',
  noVendor: 'Vendor not found: reload the event’s vendors',
  noCertificate: 'This vendor has no certificate of insurance yet',
  changed: 'The vendor changed meanwhile (declared again, or another certificate was sent): reload and try again',
} as const;

/** The route's address: the event and one of its declared vendors. */
export const vendorParamsSchema = z.object({ id: z.uuid('Invalid id'), vendorId: z.uuid('Invalid vendor') });

/** A certificate's presigned POST asks for the file's size first, so an oversize file is refused before it is sent. */
export const certificateUploadSchema = z.object({
  size: z.number().check(z.int(), z.minimum(1, CERTIFICATE_MESSAGES.empty), z.maximum(CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES.tooLarge)),
});
export type CertificateUploadInput = z.infer<typeof certificateUploadSchema>;

/** Confirming an upload names the key its presigned POST wrote. */
export const certificateRecordSchema = z.object({ key: z.string().check(z.minLength(1, CERTIFICATE_MESSAGES.invalidUpload), z.maxLength(300, CERTIFICATE_MESSAGES.invalidUpload)) });
export type CertificateRecordInput = z.infer<typeof certificateRecordSchema>;
