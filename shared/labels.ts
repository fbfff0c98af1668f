/**
 * The words people see for the platform's stored values: one map for every
 * screen, toast and e-mail, so no raw name ("not_going", "media_manager")
 * ever reaches a person. Keyed by the value lists of `limits.ts`, so a new
 * value without a label fails the type check.
 */
import type { LeaderRequestStatus } from './api/types';
import type { GreekEventType, OrganizationType, Role, RsvpStatus, TicketStatus } from './limits';

export const LABELS = {
  rsvpStatus: { interested: 'Interested', going: 'Going', not_going: 'Not Going' },
  ticketStatus: { valid: 'Valid', used: 'Used', cancelled: 'Cancelled', transferred: 'Transferred' },
  leaderRequestStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  role: { president: 'President', media_manager: 'Media Manager' },
  greekEventType: { open: 'Open', restricted: 'Restricted', paid: 'Paid' },
  organizationType: { fraternity: 'Fraternity', sorority: 'Sorority' },
  partyEventStatus: { active: 'Active', cancelled: 'Cancelled' },
} as const satisfies {
  rsvpStatus: Record<RsvpStatus, string>;
  ticketStatus: Record<TicketStatus, string>;
  leaderRequestStatus: Record<LeaderRequestStatus, string>;
  role: Record<Role, string>;
  greekEventType: Record<GreekEventType, string>;
  organizationType: Record<OrganizationType, string>;
  partyEventStatus: Record<'active' | 'cancelled', string>;
};

export type LabelKind = keyof typeof LABELS;

/**
 * The label of a stored value. A value the map does not know (written by a
 * newer version) reads as words rather than as its raw name.
 */
export function labelOf<K extends LabelKind>(kind: K, value: keyof (typeof LABELS)[K] | string): string {
  const known = (LABELS[kind] as Record<string, string>)[value as string];
  return known ?? titleCase(String(value));
}

/** "not_going" → "Not Going". */
function titleCase(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The choices of a value list, in its order, for selectors and filters. */
export function labelledOptions<K extends LabelKind, V extends keyof (typeof LABELS)[K] & string>(kind: K, values: readonly V[]): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(kind, value) }));
}
