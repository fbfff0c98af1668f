import type { GreekEventType } from '../../../shared/limits';
import { labelOf } from '../../../shared/labels';
import { formatDollars } from '../../../shared/money';
import { Badge } from './ui/badge';

const TONE = { open: 'green', restricted: 'amber', paid: 'blue' } as const;

/** Greek-life event type: Open, Restricted, or Paid with its price ("Paid · $15.00"). */
export function EventTypeBadge({ type, priceCents }: { type: GreekEventType; priceCents: number }) {
  return (
    <Badge tone={TONE[type]}>
      {labelOf('greekEventType', type)}
      {type === 'paid' ? ` · ${formatDollars(priceCents)}` : null}
    </Badge>
  );
}
