import { labelOf } from '../../../shared/labels';
import type { OrganizationType } from '../../../shared/limits';
import { Badge } from './ui/badge';

/** Fraternity / Sorority label. */
export function OrgTypeBadge({ type }: { type: OrganizationType }) {
  return <Badge tone={type === 'fraternity' ? 'blue' : 'pink'}>{labelOf('organizationType', type)}</Badge>;
}

/** Greek letters, or the name when the organization has none (FarmHouse, Triangle). */
export function lettersOrName(org: { letters: string; name: string }): string {
  return org.letters.trim() || org.name;
}
