/**
 * A drop's checkout windows: the seat an admitted buyer holds for
 * `CHECKOUT_WINDOW_MS` is the waitlist's seat hold (waitlist/holds.ts),
 * `kind: 'checkout'` — it counts as a sold seat (`ticketsSold`) until it is
 * bought or lapses, and the event's `checkoutSeats` counts the drop's open
 * windows. Buying it is the usual purchase (seat-claim.ts `hold`). A lapse
 * frees the seat in a transaction guarded by the hold still being there, so
 * a seat is freed once however many ticks or sweeps see it due; the next
 * admission gives it to the next in line.
 */
import { CHECKOUT_WINDOW_MS } from '../../../../shared/drops';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { keys } from '../../keys';
import { holdsOfEvent, newHold, releaseHold, writeHold, type SeatHold } from '../waitlist/holds';
import type { DropMember } from './line';

/**
 * Gives `member` a checkout window on a seat of `event`: false when refused
 * (no free seat, the event inactive, seats owed to the landed waitlist, the
 * member not waiting any more, a seat already held for them).
 */
export async function openCheckout(event: PartyEvent, member: DropMember, now: Date): Promise<boolean> {
  const hold = newHold(event, member, now.toISOString(), new Date(now.getTime() + CHECKOUT_WINDOW_MS).toISOString(), 'checkout');
  return writeHold(hold, {
    changes: [{ field: 'checkoutSeats', delta: 1 }],
    // A seat freed while the landed waitlist waits is the waitlist's.
    condition: { expression: '(attribute_not_exists(waitlistCount) OR waitlistCount <= :nobody)', names: {}, values: { ':nobody': 0 } },
    ops: [
      {
        Update: {
          Key: keys.dropLine.member(event.id, member.sub),
          UpdateExpression: 'SET #status = :admitted, admittedAt = :now',
          ConditionExpression: '#status = :waiting',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':admitted': 'admitted', ':waiting': 'waiting', ':now': now.toISOString() },
        },
      },
      {
        Update: {
          Key: keys.dropLine.state(event.id),
          UpdateExpression: 'SET admitted = if_not_exists(admitted, :zero) + :one',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
    ],
  });
}

/** Ends a lapsed window (due by `now`) and frees its seat, once: false when it had ended already. */
export async function lapseCheckout(hold: SeatHold, now: Date): Promise<boolean> {
  return releaseHold(hold, now.toISOString(), [
    {
      Update: {
        Key: keys.dropLine.member(hold.eventId, hold.sub),
        UpdateExpression: 'SET #status = :lapsed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':lapsed': 'lapsed' },
      },
    },
    {
      Update: {
        Key: keys.dropLine.state(hold.eventId),
        UpdateExpression: 'SET lapsed = if_not_exists(lapsed, :zero) + :one',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      },
    },
  ]);
}

/** Lapses the event's checkout windows due by `now`; how many seats came back. */
export async function lapseDueCheckouts(eventId: string, now: Date): Promise<number> {
  const due = (await holdsOfEvent(eventId)).filter((h) => h.kind === 'checkout' && h.expiresAt <= now.toISOString());
  let freed = 0;
  for (const hold of due) if (await lapseCheckout(hold, now)) freed++;
  return freed;
}
