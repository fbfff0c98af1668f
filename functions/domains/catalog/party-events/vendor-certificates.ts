/**
 * Where vendors' certificates of insurance live in the private documents
 * bucket, and how one is recorded on its vendor. A browser writes only under
 * `certificate-uploads/` (each presigned POST names one exact key there,
 * expiring with the bucket's lifecycle); the server copies what it checked
 * to a new key under `vendor-certificates/`, which only the party-packet
 * function writes (the bucket's policy says so too), and records that key.
 * A new key per upload: a file that fails its check never replaces the
 * certificate already in, and a form re-posted to its upload key reaches
 * nothing anyone reads.
 */
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CONTENT_TYPE, CERTIFICATE_MAX_BYTES, type Vendor } from '../../../../shared/vendors';
import { exactKeyUploadPolicy, type PostPolicyOptions } from '../../../lib/s3/presigned-post';
import { keys } from '../../keys';
import { updateItem } from '../../../lib/db/table';
import { loadConfig } from '../../../lib/config';
import { deleteObjectsIn } from '../../../lib/s3/objects';
import type { PartyEvent } from './party-events';
import { CERTIFICATE_PREFIX } from './certificate-prefixes';


const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^${CERTIFICATE_PREFIX.uploads}(${UUID})/(${UUID})/\\d{13}-[0-9a-f]{8}\\.pdf$`);

const stamp = (now: Date) => `${now.getTime()}-${randomBytes(4).toString('hex')}`;

/** `certificate-uploads/{eventId}/{vendorId}/{timestamp}-{random}.pdf`: a new key for every presigned POST. */
export const newCertificateUploadKey = (eventId: string, vendorId: string, now: Date) => `${CERTIFICATE_PREFIX.uploads}${eventId}/${vendorId}/${stamp(now)}.pdf`;

/** True when `key` is an upload key this API handed out for that event's vendor. */
export function isCertificateUploadKey(key: string, eventId: string, vendorId: string): boolean {
  const match = UPLOAD_KEY.exec(key);
  return Boolean(match && match[1] === eventId.toLowerCase() && match[2] === vendorId.toLowerCase());
}

/** `vendor-certificates/{eventId}/{vendorId}/{timestamp}-{random}.pdf`: where a checked certificate is kept. */
export const newStoredCertificateKey = (eventId: string, vendorId: string, now: Date) => `${CERTIFICATE_PREFIX.stored}${eventId}/${vendorId}/${stamp(now)}.pdf`;

/** The vendor of `vendorId` among the event's and its place in the list; undefined when none. */
export function findVendor(event: Pick<PartyEvent, 'vendors'>, vendorId: string): { vendor: Vendor; index: number } | undefined {
  const index = (event.vendors ?? []).findIndex((v) => v.id === vendorId);
  return index < 0 ? undefined : { vendor: event.vendors![index]!, index };
}

/**
 * Records a checked certificate on the vendor at `index`, only if that place
 * still holds that vendor with the certificate read (none, or the one
 * replaced) and the event is still the chapter's. False when any changed:
 * the vendors were declared again, or another upload was recorded meanwhile.
 */
export async function writeCertificate(
  event: Pick<PartyEvent, 'id' | 'chapterId'>,
  at: { vendor: Vendor; index: number },
  certificate: NonNullable<Vendor['certificate']>,
): Promise<boolean> {
  const path = `vendors[${at.index}]`;
  const before = at.vendor.certificate;
  const unchanged = before ? `${path}.certificate.#key = :before` : `attribute_not_exists(${path}.certificate)`;
  return updateItem({
    Key: keys.partyEvent.item(event.id),
    UpdateExpression: `SET ${path}.certificate = :certificate`,
    ConditionExpression: `attribute_exists(PK) AND chapterId = :chapter AND ${path}.id = :vendor AND ${unchanged}`,
    ...(before ? { ExpressionAttributeNames: { '#key': 'key' } } : {}),
    ExpressionAttributeValues: { ':certificate': certificate, ':chapter': event.chapterId, ':vendor': at.vendor.id, ...(before ? { ':before': before.key } : {}) },
  });
}

/** How long a certificate's presigned POST is accepted: ample for 10 MB on a slow connection. */
export const CERTIFICATE_POLICY_SECONDS = 600;

/** The presigned POST's policy for one certificate upload: that exact key under `certificate-uploads/`, a PDF of 1 byte to 10 MB. */
export function certificateUploadPolicy(bucket: string, key: string): PostPolicyOptions {
  if (!key.startsWith(CERTIFICATE_PREFIX.uploads)) throw new Error(`A presigned POST may only write under ${CERTIFICATE_PREFIX.uploads}`);
  return exactKeyUploadPolicy({ bucket, key, contentType: CERTIFICATE_CONTENT_TYPE, maxBytes: CERTIFICATE_MAX_BYTES, expires: CERTIFICATE_POLICY_SECONDS });
}

/** Deletes the certificates of `vendors` from the documents bucket (an event deleted, vendors no longer declared). */
export async function deleteVendorCertificates({ vendors }: Pick<PartyEvent, 'vendors'>): Promise<void> {
  const keys = (vendors ?? []).flatMap((v) => (v.certificate ? [v.certificate.key] : []));
  await deleteObjectsIn(loadConfig().documentBucket, keys);
}
