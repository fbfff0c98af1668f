/**
 * Removing tickets when what they belong to goes: an event being deleted
 * (every ticket with its copies), or an account (valid tickets release their
 * seat; used ones stay for the chapter's records without personal data).
 * Neither refunds: money is the caller's decision.
 */
import { counterUpdateOp } from '../../lib/db/counter-update';
import { toPartyEvent } from '../catalog/party-events/party-events';
import { chapterLabelOf, ticketSaleStatOps } from './sale-counts';
import { keys, type ItemKey } from '../keys';
import { RETRY, retryOnConflict } from '../../lib/db/optimistic';
import { batchDelete, batchGetConsistent, transactWrite, updateItem, type Item, type TransactOp } from '../../lib/db/table';
import { DELETED_HOLDER, hasHolder, isTicketView, listEventTickets, toRecord, type TicketRecord } from './tickets';
import { isConditionFailure } from '../../lib/db/write-failure';

/**
 * Deletes every ticket of an event with its guards and views (the event is
 * being deleted), and takes the valid ones off their holders' `ticketCount`.
 */
export async function deleteTicketsOfEvent(eventId: string): Promise<number> {
  const tickets = await listEventTickets(eventId);
  const doomed: ItemKey[] = [];
  for (const t of tickets) {
    doomed.push(keys.ticket.item(t.id));
    if (hasHolder(t)) doomed.push(keys.ticket.holder(eventId, t.sub), keys.ticket.userView(t));
    if (t.paymentIntentId) doomed.push(keys.payment.guard(t.paymentIntentId));
  }
  await batchDelete(doomed);
  // A cancelled or transferred ticket was taken off its holder's count then.
  const counted = tickets.filter(hasHolder).filter((t) => t.status === 'valid' || t.status === 'used');
  await Promise.all(
    counted.map(async (t) => {
      // False when the account is gone, or its count already 0: nothing to take off.
      await updateItem(counterUpdateOp(keys.profile.item(t.sub), [{ field: 'ticketCount', delta: -1 }]).op.Update!);
    }),
  );
  return tickets.length;
}

/**
 * Account deletion (users.ts `deleteUserPartition`): for each ticket view of
 * the person, a VALID ticket is deleted with its guard and view and its seat
 * released (`ticketsSold − 1`; `revenueCents` stays — the money was taken and
 * refunds are not automatic); a USED ticket stays for the chapter's records
 * with the personal data removed (sub and holder name), its guard and view go.
 * Returns the events where a seat was released while people waited for one:
 * their lines are owed an offer round.
 */
export async function removeUserTickets(sub: string, items: Item[]): Promise<string[]> {
  const views = items.filter(isTicketView).map(toRecord);
  const released = await Promise.all(views.map((view) => removeOneUserTicket(sub, view)));
  return views.filter((_, i) => released[i]).map((view) => view.eventId);
}

/** True when it released a seat of an event that people were waiting for. */
async function removeOneUserTicket(sub: string, view: TicketRecord): Promise<boolean> {
  const personal: TransactOp[] = [keys.ticket.holder(view.eventId, sub), keys.ticket.userView({ ...view, sub })].map((Key) => ({ Delete: { Key } }));
  return retryOnConflict(async () => {
    const [stored, event] = await batchGetConsistent([keys.ticket.item(view.id), keys.partyEvent.item(view.eventId)]);
    const ticket = stored && toRecord(stored);
    const ops = [...personal];
    let seatOwedToLine = false;
    if (ticket?.sub === sub && ticket.status === 'valid') {
      ops.push({
        Delete: {
          Key: keys.ticket.item(ticket.id),
          ConditionExpression: '#status = :valid',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':valid': 'valid' },
        },
      });
      // A received ticket carries the buyer's intent (transfer.ts), whose guard is the original ticket's: it stays.
      if (ticket.paymentIntentId && !ticket.transferredFromId) ops.push({ Delete: { Key: keys.payment.guard(ticket.paymentIntentId) } });
      if (event && Number(event.ticketsSold ?? 0) >= 1) {
        seatOwedToLine = Number(event.waitlistCount ?? 0) > 0;
        ops.push(
          counterUpdateOp(keys.partyEvent.item(ticket.eventId), [{ field: 'ticketsSold', delta: -1 }]).op,
          ...ticketSaleStatOps(ticket.id, chapterLabelOf(toPartyEvent(event)), -1, 0),
        );
      }
    } else if (ticket?.sub === sub) {
      ops.push({
        Update: {
          Key: keys.ticket.item(ticket.id),
          UpdateExpression: 'SET #sub = :anon, holderName = :null',
          // Used, or cancelled (its seat was freed then, and its refund is still owed).
          ConditionExpression: '#status <> :valid',
          ExpressionAttributeNames: { '#sub': 'sub', '#status': 'status' },
          ExpressionAttributeValues: { ':anon': DELETED_HOLDER, ':null': null, ':valid': 'valid' },
        },
      });
    }
    try {
      await transactWrite(ops);
      return seatOwedToLine;
    } catch (error) {
      // The ticket was redeemed (or deleted), or the seat count changed, meanwhile: read again.
      if (isConditionFailure(error)) return RETRY;
      throw error;
    }
  });
}
