/**
 * Transfer to a friend: the transfer record
 * `TRANSFER#<id> / TRANSFER` (who, to whom, when, and how it ended), the
 * friend's copy of an open offer `USER#<toSub> / TRANSFER_IN#<id>`, and the
 * offer's mark on the ticket and its My Tickets view (`pendingTransfer`:
 * one open offer per ticket).
 *
 * Accepting is ONE transaction: the offer closes (only a pending one, only
 * by its friend), the old ticket becomes `transferred` under the same
 * `status = valid` condition the door and cancellation write under (so of an
 * accept, a cancel and a scan exactly one wins), its holder guard goes, the
 * friend's new ticket is put with the friend's holder guard (one ticket per
 * person per event), the holders' `ticketCount`s move, and the friendship
 * and the event are checked as they stand. The event's seat and revenue
 * counters do not move: the seat changes hands, the money stays with the
 * original ticket.
 */
import type { TransferStatus } from '../../../../shared/ticket-transfer';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { RETRY } from '../../../lib/db/optimistic';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { toProfile, type Profile } from '../../people/profiles';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { batchGetConsistent, getItem, queryAll, stripKeys, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { ticketItems, toRecord as toTicketRecord, type HeldTicket, type TicketEventInfo, type TicketRecord } from '../tickets';
import { writeFailure } from '../../../lib/db/write-failure';

export interface TransferRecord {
  id: string;
  ticketId: string;
  eventId: string;
  fromSub: string;
  fromName: string;
  toSub: string;
  toName: string;
  status: TransferStatus;
  offeredAt: string;
  decidedAt: string | null;
  /** The friend's ticket, once accepted. */
  newTicketId: string | null;
  event: TicketEventInfo;
  /** The offered ticket's purchase time, which keys the sender's My Tickets view (absent on offers recorded before it was kept). */
  ticketPurchasedAt?: string;
}

const toTransfer = (item: Item): TransferRecord => stripKeys<TransferRecord>(item);

export async function getTransfer(id: string): Promise<TransferRecord | undefined> {
  const item = await getItem(keys.ticketTransfer.item(id), { consistent: true });
  return item ? toTransfer(item) : undefined;
}

/** An offer and the profile of the person asking about it (whether their token still counts: session-fence.ts), in one BatchGet. */
export async function getTransferAndProfile(id: string, sub: string): Promise<{ transfer: TransferRecord | undefined; profile: Profile | undefined }> {
  const [transfer, profile] = await batchGetConsistent([keys.ticketTransfer.item(id), keys.profile.item(sub)]);
  return { transfer: transfer && toTransfer(transfer), profile: profile && toProfile(profile) };
}

/** A person's tickets (newest purchase first) and the open offers made to them (newest first): ONE Query. */
export async function listTicketsAndOffersTo(sub: string): Promise<{ tickets: TicketRecord[]; offers: TransferRecord[] }> {
  const range = keys.ticketTransfer.ticketsWithOffersTo(sub);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ScanIndexForward: false,
  });
  const isTicket = (item: Item) => String(item.SK).startsWith(keys.user.items.ticket);
  return {
    tickets: items.filter(isTicket).map(toTicketRecord),
    offers: items.filter((item) => !isTicket(item)).map(toTransfer).sort((a, b) => b.offeredAt.localeCompare(a.offeredAt)),
  };
}

const pendingMark = (transfer: TransferRecord) => ({ id: transfer.id, toSub: transfer.toSub, toName: transfer.toName, offeredAt: transfer.offeredAt });

/** The ticket is still its sender's, valid, and (with `offerId`) marked with that offer. */
function ticketCondition(ticket: HeldTicket, offerId: string | null) {
  return {
    ConditionExpression: `#status = :valid AND #sub = :from AND ${offerId ? 'pendingTransfer.id = :offer' : 'attribute_not_exists(pendingTransfer)'}`,
    names: { '#status': 'status', '#sub': 'sub' },
    values: { ':valid': 'valid', ':from': ticket.sub, ...(offerId ? { ':offer': offerId } : {}) },
  };
}

const friendsCheck = (a: string, b: string): TransactOp => ({
  ConditionCheck: {
    Key: keys.friendship.pair(a, b),
    ConditionExpression: '#status = :accepted',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':accepted': 'accepted' },
  },
});

export type OfferOutcome = 'offered' | 'ticketChanged' | 'notFriends' | 'friendHolding' | 'friendGone';

/**
 * Records a new offer of `ticket` to `transfer.toSub`: the record, the
 * friend's copy, and the mark on the ticket and its view, in one
 * transaction checked against the friendship and the friend's holder guard.
 */
export async function writeOffer(ticket: HeldTicket, transfer: TransferRecord): Promise<OfferOutcome> {
  const cond = ticketCondition(ticket, null);
  const mark = { UpdateExpression: 'SET pendingTransfer = :mark', ExpressionAttributeValues: { ':mark': pendingMark(transfer) } };
  const ops: [string, TransactOp][] = [
    ['record', { Put: { Item: { ...keys.ticketTransfer.item(transfer.id), entity: 'ticketTransfer', ...transfer }, ConditionExpression: 'attribute_not_exists(PK)' } }],
    ['offerView', { Put: { Item: { ...keys.ticketTransfer.offerView(transfer.toSub, transfer.id), entity: 'transferOffer', ...transfer } } }],
    [
      'ticket',
      {
        Update: {
          Key: keys.ticket.item(ticket.id),
          ...mark,
          ConditionExpression: cond.ConditionExpression,
          ExpressionAttributeNames: cond.names,
          ExpressionAttributeValues: { ...mark.ExpressionAttributeValues, ...cond.values },
        },
      },
    ],
    ['view', { Update: { Key: keys.ticket.userView(ticket), ...mark, ConditionExpression: 'attribute_exists(PK)' } }],
    ['friends', friendsCheck(transfer.fromSub, transfer.toSub)],
    ['friendHolder', { ConditionCheck: { Key: keys.ticket.holder(ticket.eventId, transfer.toSub), ConditionExpression: 'attribute_not_exists(PK)' } }],
    ['friendProfile', { ConditionCheck: { Key: keys.profile.item(transfer.toSub), ConditionExpression: 'attribute_exists(PK)' } }],
  ];
  try {
    await transactWrite(ops.map(([, op]) => op));
    return 'offered';
  } catch (error) {
    const failure = writeFailure(error, ops.map(([name]) => name));
    if (!failure?.conditionFailed) throw error;
    if (failure.failed.has('ticket') || failure.failed.has('view')) return 'ticketChanged';
    if (failure.failed.has('friends')) return 'notFriends';
    if (failure.failed.has('friendHolder')) return 'friendHolding';
    return 'friendGone';
  }
}

/** Ends an open offer without a transfer (declined, withdrawn, or void because the ticket stopped being valid). False when it was no longer pending. */
/** An offer's event and its two people (sender, friend), in ONE BatchGet; people not found are absent. */
export async function readOfferParties(eventId: string, subs: [string, string]): Promise<{ event: PartyEvent | undefined; people: Map<string, Profile> }> {
  const [event, ...profiles] = await batchGetConsistent([keys.partyEvent.item(eventId), ...subs.map((sub) => keys.profile.item(sub))]);
  const people = new Map(profiles.flatMap((item) => (item ? [toProfile(item)] : [])).map((p) => [p.sub, p]));
  return { event: event ? toPartyEvent(event) : undefined, people };
}

/** What accepting an offer decides on — the offered ticket, its event, the friend's and the sender's profiles — in ONE BatchGet. */
export async function readAcceptParties(transfer: TransferRecord): Promise<{ old: TicketRecord | undefined; event: PartyEvent | undefined; friend: Profile | undefined; sender: Profile | undefined }> {
  const [old, event, friend, sender] = await batchGetConsistent([
    keys.ticket.item(transfer.ticketId),
    keys.partyEvent.item(transfer.eventId),
    keys.profile.item(transfer.toSub),
    keys.profile.item(transfer.fromSub),
  ]);
  return {
    old: old ? toTicketRecord(old) : undefined,
    event: event ? toPartyEvent(event) : undefined,
    friend: friend ? toProfile(friend) : undefined,
    sender: sender ? toProfile(sender) : undefined,
  };
}

export async function closeOffer(transfer: TransferRecord, status: Exclude<TransferStatus, 'pending' | 'accepted'>, now: string): Promise<boolean> {
  const ops = new Map<string, TransactOp>([
    [
      'record',
      {
        Update: {
          Key: keys.ticketTransfer.item(transfer.id),
          UpdateExpression: 'SET #status = :status, decidedAt = :now',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':now': now, ':pending': 'pending' },
        },
      },
    ],
    ['offerView', { Delete: { Key: keys.ticketTransfer.offerView(transfer.toSub, transfer.id) } }],
    ['ticket', unmark(keys.ticket.item(transfer.ticketId), transfer.id)],
  ]);
  if (transfer.ticketPurchasedAt) {
    ops.set('view', unmark(keys.ticket.userView({ id: transfer.ticketId, sub: transfer.fromSub, purchasedAt: transfer.ticketPurchasedAt }), transfer.id));
  }
  return writeWithSideCopies<string, boolean>({
    plan: () => ({ outcome: true, ops }),
    // The ticket (or its view) is gone or carries another mark: nothing of this offer to remove from it.
    isSideCopy: (name) => name !== 'record',
    refused: (failed) => (failed.has('record') ? false : RETRY),
  });
}

function unmark(key: { PK: string; SK: string }, offerId: string): TransactOp {
  return { Update: { Key: key, UpdateExpression: 'REMOVE pendingTransfer', ConditionExpression: 'pendingTransfer.id = :offer', ExpressionAttributeValues: { ':offer': offerId } } };
}

/** The sender's view is keyed by the purchase: its mark goes with the ticket's (best effort: My Tickets shows a mark only on a valid ticket). */
export async function unmarkView(ticket: HeldTicket, offerId: string): Promise<void> {
  try {
    await transactWrite([unmark(keys.ticket.userView(ticket), offerId)]);
  } catch (error) {
    if (!writeFailure(error)?.conditionFailed) throw error;
  }
}

export type AcceptOutcome =
  | { kind: 'accepted'; ticket: HeldTicket }
  /** The offer is not pending (any more), or not to this person. */
  | { kind: 'closed' }
  /** The old ticket is not valid, not the sender's, or not marked with this offer any more. */
  | { kind: 'ticketGone' }
  | { kind: 'alreadyHolding' }
  | { kind: 'notFriends' }
  | { kind: 'eventClosed' }
  /** The friend's profile is gone, or changed under the decision (its date of birth): decide again. */
  | { kind: 'profileChanged' };

type AcceptPart = 'record' | 'offerView' | 'oldTicket' | 'oldView' | 'oldHolder' | 'newTicket' | 'newHolder' | 'newView' | 'fromProfile' | 'toProfile' | 'friends' | 'event';

function acceptOps(transfer: TransferRecord, old: HeldTicket, fresh: HeldTicket, now: string, dateOfBirth: string | null): Map<AcceptPart, TransactOp> {
  const cond = ticketCondition(old, transfer.id);
  const given = {
    UpdateExpression: 'SET #status = :transferred, transferredAt = :now, transferredToId = :to REMOVE pendingTransfer',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':transferred': 'transferred', ':now': now, ':to': fresh.id },
  };
  const items = ticketItems(fresh);
  return new Map<AcceptPart, TransactOp>([
    [
      'record',
      {
        Update: {
          Key: keys.ticketTransfer.item(transfer.id),
          UpdateExpression: 'SET #status = :accepted, decidedAt = :now, newTicketId = :to',
          ConditionExpression: '#status = :pending AND toSub = :me',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':accepted': 'accepted', ':now': now, ':to': fresh.id, ':pending': 'pending', ':me': fresh.sub },
        },
      },
    ],
    ['offerView', { Delete: { Key: keys.ticketTransfer.offerView(transfer.toSub, transfer.id) } }],
    [
      'oldTicket',
      {
        Update: {
          Key: keys.ticket.item(old.id),
          ...given,
          // The door and cancellation write under `status = valid` too: one of them wins.
          ConditionExpression: cond.ConditionExpression,
          ExpressionAttributeNames: { ...given.ExpressionAttributeNames, ...cond.names },
          ExpressionAttributeValues: { ...given.ExpressionAttributeValues, ...cond.values },
        },
      },
    ],
    ['oldView', { Update: { Key: keys.ticket.userView(old), ...given, ConditionExpression: 'attribute_exists(PK)' } }],
    ['oldHolder', { Delete: { Key: keys.ticket.holder(old.eventId, old.sub) } }],
    ['newTicket', { Put: { Item: items.ticket, ConditionExpression: 'attribute_not_exists(PK)' } }],
    // One ticket per person per event: a friend who holds one cannot accept.
    ['newHolder', { Put: { Item: items.holder, ConditionExpression: 'attribute_not_exists(PK)' } }],
    ['newView', { Put: { Item: items.view } }],
    ['fromProfile', counterUpdateOp(keys.profile.item(old.sub), [{ field: 'ticketCount', delta: -1 }]).op],
    [
      'toProfile',
      counterUpdateOp(
        keys.profile.item(fresh.sub),
        [{ field: 'ticketCount', delta: 1 }],
        dateOfBirth
          ? { expression: 'dateOfBirth = :dob', values: { ':dob': dateOfBirth } }
          : { expression: 'attribute_not_exists(dateOfBirth)' },
      ).op,
    ],
    ['friends', friendsCheck(old.sub, fresh.sub)],
    [
      'event',
      {
        ConditionCheck: {
          Key: keys.partyEvent.item(old.eventId),
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active' },
        },
      },
    ],
  ]);
}

/**
 * Accepts `transfer`: `old` (the sender's valid ticket) is given, `fresh`
 * (the friend's new ticket, new id and code) issued, in one transaction.
 * `dateOfBirth` is the friend's as the caller decided on it (age-limited
 * events): the transaction holds it unchanged.
 */
export async function acceptTransfer(transfer: TransferRecord, old: HeldTicket, fresh: HeldTicket, now: string, dateOfBirth: string | null): Promise<AcceptOutcome> {
  const ops = acceptOps(transfer, old, fresh, now, dateOfBirth);
  return writeWithSideCopies<AcceptPart, AcceptOutcome>({
    plan: () => ({ outcome: { kind: 'accepted', ticket: fresh }, ops }),
    // A side copy whose guard failed (the sender's count already 0, their view gone) is left alone.
    isSideCopy: (name) => name === 'oldView' || name === 'fromProfile',
    refused: (failed) => {
      if (failed.has('record')) return { kind: 'closed' };
      if (failed.has('oldTicket')) return { kind: 'ticketGone' };
      if (failed.has('newHolder')) return { kind: 'alreadyHolding' };
      if (failed.has('friends')) return { kind: 'notFriends' };
      if (failed.has('event')) return { kind: 'eventClosed' };
      if (failed.has('toProfile')) return { kind: 'profileChanged' };
      return RETRY;
    },
  });
}

/**
 * A ticket cancelled (by its holder or with its event) while offered to a
 * friend: the offer is void at once, so it leaves the friend's My Tickets
 * instead of waiting there to be refused. Safe to repeat; an offer already
 * decided is left as it is.
 */
export async function voidOfferOf(ticket: { pendingTransfer?: { id: string } | null }, now: string): Promise<void> {
  if (!ticket.pendingTransfer) return;
  const transfer = await getTransfer(ticket.pendingTransfer.id);
  if (transfer?.status === 'pending') await closeOffer(transfer, 'void', now);
}
