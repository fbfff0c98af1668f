/**
 * What keeps an event's vendors from letting it be approved: every declared
 * vendor needs a certificate of insurance that passed the server's check.
 * Pure, so the office's review and the leaders' panel give the same reasons.
 */
import type { PartyEvent } from './party-events';

/** How many vendors the event declared and how many of them have a certificate (the office's list). */
export function vendorCounts(event: Pick<PartyEvent, 'vendors'>): { vendors: number; vendorCertificates: number } {
  const vendors = event.vendors ?? [];
  return { vendors: vendors.length, vendorCertificates: vendors.filter((v) => v.certificate).length };
}

/** One sentence per vendor without a certificate, in the order they were declared; empty when none blocks. */
export function vendorApprovalBlockers(event: Pick<PartyEvent, 'vendors'>): string[] {
  return (event.vendors ?? []).filter((v) => !v.certificate).map((v) => `Vendor ${v.name} has no certificate of insurance`);
}
