/**
 * An event's third-party vendors: the host chapter's leaders declare them;
 * what leaders see of each is its name, kind and whether its certificate of
 * insurance is in (never where the certificate is kept).
 */
import { randomUUID } from 'node:crypto';
import type { VendorsResponse } from '../../shared/api/vendor-types';
import type { Standing } from '../../shared/authz';
import type { VendorInput } from '../../shared/vendors';
import { vendorSummaries } from '../domains/catalog/party-packet/packet-vendors';
import { requireChapterAccess } from '../lib/access';
import { HttpError, notFound } from '../lib/errors';
import { getPartyEvent } from '../domains/catalog/party-events/party-events';
import { redeclaredVendors, writeVendors } from '../domains/catalog/party-events/vendors';
import { deleteVendorCertificates } from '../domains/catalog/party-events/vendor-certificates';
import { EVENT_NOT_FOUND } from './paperwork';

export const VENDORS_CHANGED = 'The vendors changed meanwhile: reload and declare them again';

/** PUT /party-events/{id}/vendors: the whole list, in the order given; the standing, the event, one conditional write. */
export async function declareVendors(eventId: string, standing: Standing, declared: VendorInput[]): Promise<VendorsResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('createEvent', standing, event.chapterId);
  const vendors = redeclaredVendors(event.vendors ?? [], declared, randomUUID);
  if (!(await writeVendors(event, vendors))) throw new HttpError(409, VENDORS_CHANGED);
  // A vendor left out takes its certificate of insurance with it.
  await deleteVendorCertificates({ vendors: (event.vendors ?? []).filter((v) => !vendors.some((kept) => kept.id === v.id)) });
  return { vendors: vendorSummaries(vendors) };
}
