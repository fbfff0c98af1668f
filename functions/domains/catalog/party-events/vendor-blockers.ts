/**
 * What keeps an event's vendors from letting it be approved: every declared
 * vendor needs a certificate of insurance that passed the server's check.
 * Pure, so the office's review and the leaders' panel give the same reasons.
 */
import type { PartyEvent } from './party-events';

/** One sentence per vendor without a certificate, in the order they were declared; empty when none blocks. */
export function vendorApprovalBlockers(event: Pick<PartyEvent, 'vendors'>): string[] {
  return (event.vendors ?? []).filter((v) => !v.certificate).map((v) => `Vendor ${v.name} has no certificate of insurance`);
}
