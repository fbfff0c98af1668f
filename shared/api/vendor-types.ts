import type { VendorKind } from '../vendors';

/** A vendor as leaders and the office see it: whether its certificate of insurance is in, never where it is kept. */
export interface VendorSummary {
  id: string;
  name: string;
  kind: VendorKind;
  hasCertificate: boolean;
}

/** Declaring an event's vendors answers the list as stored. */
export interface VendorsResponse {
  vendors: VendorSummary[];
}
