/**
 * A party event's declared vendors, stored on the event's item (`vendors`),
 * read only by the server: the public detail never shows them. Declaring
 * again replaces the list; a vendor declared again under the same name keeps
 * its id and its certificate of insurance.
 */
import { sameVendorName, type Vendor, type VendorInput } from '../../../../shared/vendors';
import { keys } from '../../keys';
import { updateItem } from '../../../lib/db/table';
import type { PartyEvent } from './party-events';

/** The new list: each declared vendor, with the id and certificate of the one of the same name before. */
export function redeclaredVendors(before: Vendor[], declared: VendorInput[], newId: () => string): Vendor[] {
  return declared.map((v) => {
    const kept = before.find((b) => sameVendorName(b.name, v.name));
    return { id: kept?.id ?? newId(), name: v.name, kind: v.kind, ...(kept?.certificate ? { certificate: kept.certificate } : {}) };
  });
}

/**
 * Writes the event's vendors, only if its list is still the one read (a
 * certificate checked in between is not lost) and it is still the chapter's.
 * False when either changed.
 */
export async function writeVendors(event: Pick<PartyEvent, 'id' | 'chapterId' | 'vendors'>, vendors: Vendor[]): Promise<boolean> {
  const unchanged = event.vendors ? 'vendors = :before' : 'attribute_not_exists(vendors)';
  return updateItem({
    Key: keys.partyEvent.item(event.id),
    UpdateExpression: 'SET vendors = :vendors',
    ConditionExpression: `attribute_exists(PK) AND chapterId = :chapter AND ${unchanged}`,
    ExpressionAttributeValues: { ':vendors': vendors, ':chapter': event.chapterId, ...(event.vendors ? { ':before': event.vendors } : {}) },
  });
}
