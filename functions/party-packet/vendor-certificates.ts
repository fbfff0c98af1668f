/**
 * A vendor's certificate of insurance: the host chapter's leaders send the
 * PDF straight to the private documents bucket (a presigned POST), then
 * confirm it; the server copies it where only it writes, checks the copy is
 * a PDF by its content, and records it on the vendor. The chapter's leaders,
 * the office of the event's school and platform admins open it through a
 * presigned GET of a few minutes; it is never listed or served otherwise.
 */
import type { CertificateLinkResponse, CertificateUploadResponse, VendorsResponse } from '../../shared/api/vendor-types';
import { chapterDenial, officeDenial, type Standing } from '../../shared/authz';
import { CERTIFICATE_CONTENT_TYPE, CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES, type Vendor } from '../../shared/vendors';
import { adminGate } from '../lib/admin-gate';
import { forbidden, requireChapterAccess } from '../lib/access';
import { refuseEndedSession } from '../lib/auth';
import type { Caller } from '../lib/http-request';
import { loadConfig } from '../lib/config';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { isPdf } from '../lib/pdf-type';
import { copyObjectIn, deleteObjectsIn, objectSizeIn, presignGet, presignPost, readObjectIn } from '../lib/s3/objects';
import { getPartyEvent, type PartyEvent } from '../domains/catalog/party-events/party-events';
import {
  certificateUploadPolicy,
  findVendor,
  isCertificateUploadKey,
  newCertificateUploadKey,
  newStoredCertificateKey,
  writeCertificate,
} from '../domains/catalog/party-events/vendor-certificates';
import { readAdminGrant } from '../domains/platform/admins';
import { officeStandingOf, readOfficeGrant } from '../domains/people/office-staff';
import { readStanding } from '../domains/people/roles/roles';
import { EVENT_NOT_FOUND } from './paperwork';
import { vendorSummaries } from '../domains/catalog/party-packet/packet-vendors';

/** How long an address to open a certificate works: long enough to click, too short to pass around. */
export const CERTIFICATE_LINK_SECONDS = 300;

const bucket = () => loadConfig().documentBucket;

/** The event and the vendor a leader of its chapter acts on; 404 or 403 before anything else is touched. */
async function vendorOfOwnEvent(standing: Standing, eventId: string, vendorId: string): Promise<{ event: PartyEvent; at: { vendor: Vendor; index: number } }> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('createEvent', standing, event.chapterId);
  const at = findVendor(event, vendorId);
  if (!at) throw notFound(CERTIFICATE_MESSAGES.noVendor);
  return { event, at };
}

/** POST /party-events/{id}/vendors/{vendorId}/certificate-upload: a presigned POST of one PDF to a new upload key (the standing, the event: 2 calls). */
export async function createCertificateUpload(standing: Standing, eventId: string, vendorId: string, now: Date): Promise<CertificateUploadResponse> {
  await vendorOfOwnEvent(standing, eventId, vendorId);
  const key = newCertificateUploadKey(eventId, vendorId, now);
  const post = await presignPost(certificateUploadPolicy(bucket(), key), now);
  return { url: post.url, fields: post.fields, key };
}

/** Deletes `keys` of the documents bucket, then refuses with `error`. */
async function refuse(keys: string[], error: HttpError): Promise<never> {
  await deleteObjectsIn(bucket(), keys);
  throw error;
}

/** Checks the copy at `key` is a whole PDF of at most 10 MB; its size. A copy that is not is deleted. */
async function checkCertificate(key: string): Promise<number> {
  const size = await objectSizeIn(bucket(), key);
  if (size === undefined) throw badRequest(CERTIFICATE_MESSAGES.noUpload);
  if (size === 0) return refuse([key], badRequest(CERTIFICATE_MESSAGES.empty));
  if (size > CERTIFICATE_MAX_BYTES) return refuse([key], badRequest(CERTIFICATE_MESSAGES.tooLarge));
  if (!isPdf(await readObjectIn(bucket(), key))) return refuse([key], badRequest(CERTIFICATE_MESSAGES.notPdf));
  return size;
}

/**
 * POST /party-events/{id}/vendors/{vendorId}/certificate: the upload is
 * copied to a new key only this function writes and deleted, so a form
 * re-posted to it reaches nothing anyone reads; the copy is checked and
 * recorded on the vendor (replacing, then deleting, the certificate before).
 * What fails a check is deleted and nothing is recorded. The standing, the
 * event, one conditional write: 3 calls.
 */
export async function recordCertificate(standing: Standing, eventId: string, vendorId: string, uploadKey: string, now: Date): Promise<VendorsResponse> {
  if (!isCertificateUploadKey(uploadKey, eventId, vendorId)) throw badRequest(CERTIFICATE_MESSAGES.invalidUpload);
  const { event, at } = await vendorOfOwnEvent(standing, eventId, vendorId);
  const storedKey = newStoredCertificateKey(eventId, vendorId, now);
  if (!(await copyObjectIn(bucket(), uploadKey, storedKey, { contentType: CERTIFICATE_CONTENT_TYPE }))) throw badRequest(CERTIFICATE_MESSAGES.noUpload);
  await deleteObjectsIn(bucket(), [uploadKey]);
  const bytes = await checkCertificate(storedKey);
  const certificate = { key: storedKey, bytes, uploadedAt: now.toISOString() };
  if (!(await writeCertificate(event, at, certificate))) return refuse([storedKey], new HttpError(409, CERTIFICATE_MESSAGES.changed));
  if (at.vendor.certificate) await deleteObjectsIn(bucket(), [at.vendor.certificate.key]);
  const vendors = event.vendors!.map((v, i) => (i === at.index ? { ...v, certificate } : v));
  return { vendors: vendorSummaries(vendors) };
}

/**
 * Who may open an event's certificates: its chapter's leaders (those who
 * send them), the office of its school, platform admins. The standing
 * first (a leader: 2 calls in all); anyone else's office grant and admin
 * grant together. 403 with the chapter's message for everyone else.
 */
async function requireCertificateReader(caller: Caller, event: PartyEvent): Promise<void> {
  const standing = await readStanding(caller.sub);
  refuseEndedSession(caller, standing);
  // Its leaders, as those who send certificates: a member who sees the analytics does not open them.
  const denied = chapterDenial('createEvent', standing, event.chapterId);
  if (!denied) return;
  const [office, admin] = await Promise.all([readOfficeGrant(caller.sub), readAdminGrant(caller.sub)]);
  if (admin) return adminGate(caller).confirm(admin);
  if (office.grant && !officeDenial(officeStandingOf(office.grant), event.schoolId)) return;
  throw forbidden(denied);
}

/** A file name for the download: the vendor's name, safe anywhere. */
const fileName = (vendor: Vendor) => `certificate-of-insurance-${vendor.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'vendor'}.pdf`;

/** GET /party-events/{id}/vendors/{vendorId}/certificate: a presigned GET of the certificate, for 5 minutes, as a download. */
export async function openCertificate(caller: Caller, eventId: string, vendorId: string, now: Date): Promise<CertificateLinkResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  await requireCertificateReader(caller, event);
  const vendor = findVendor(event, vendorId)?.vendor;
  if (!vendor) throw notFound(CERTIFICATE_MESSAGES.noVendor);
  if (!vendor.certificate) throw notFound(CERTIFICATE_MESSAGES.noCertificate);
  const url = await presignGet(
    {
      bucket: bucket(),
      key: vendor.certificate.key,
      expiresIn: CERTIFICATE_LINK_SECONDS,
      contentDisposition: `attachment; filename="${fileName(vendor)}"`,
      contentType: CERTIFICATE_CONTENT_TYPE,
    },
    now,
  );
  return { url, expiresAt: new Date(now.getTime() + CERTIFICATE_LINK_SECONDS * 1000).toISOString() };
}
