/**
 * An event's third-party vendors as the leaders' panel, the packet and the
 * office see them: name, kind and whether the certificate of insurance is
 * in (when, how large), never where it is kept.
 */
import type { VendorSummary } from '../../../../shared/api/vendor-types';
import type { Vendor } from '../../../../shared/vendors';
import type { PartyEvent } from '../party-events/party-events';

export const vendorSummaries = (vendors: Vendor[] | undefined): VendorSummary[] =>
  (vendors ?? []).map((v) => ({
    id: v.id,
    name: v.name,
    kind: v.kind,
    hasCertificate: v.certificate !== undefined,
    certificate: v.certificate ? { uploadedAt: v.certificate.uploadedAt, bytes: v.certificate.bytes } : null,
  }));

/**
 * The packet's vendors, only when the event declared some: a packet without
 * any keeps the content (and so the version) it had before vendors were part of it.
 */
export const packetVendors = (event: Pick<PartyEvent, 'vendors'>): { vendors?: VendorSummary[] } =>
  event.vendors?.length ? { vendors: vendorSummaries(event.vendors) } : {};
