/**
 * Tickets (DESIGN §1 "Ticket QR", "Tickets per person", "Oversell").
 *
 * Keys:
 * - ticket `PK=TICKET#<id> SK=TICKET`, by event `GSI1PK=EVENT#<eventId>#TICKETS
 *   GSI1SK=<purchasedAt>#<id>` (the door's and analytics' one Query);
 * - holder guard `PK=EVENT#<eventId> SK=HOLDER#<sub>`: one ticket per person
 *   per event (`attribute_not_exists`); carries a copy of the ticket so "my
 *   ticket for this event" is one GetItem;
 * - user view `PK=USER#<sub> SK=TICKET#<purchasedAt>#<id>`: My Tickets is one
 *   Query on the user partition, newest first, event fields copied in;
 * - payment guard `PK=PAYMENT#<intentId> SK=PAYMENT` for paid tickets: issuance
 *   is idempotent on the intent id.
 *
 * Issuance is ONE transaction: the event's `ticketsSold`/`revenueCents` with the
 * capacity condition, the guard, the ticket, the view, the profile's
 * `ticketCount` (and the payment guard). So tickets sold never exceed max
 * attendees, whatever the concurrency. The three copies of a ticket (ticket,
 * guard, view) change together when it is redeemed.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ticket } from '../../../shared/api/types';
import type { TicketStatus } from '../../../shared/limits';
import { dynamo } from '../clients/dynamodb';
import { keys, type ItemKey } from './keys';
import { batchDelete, batchGetConsistent, getItem, INDEX, queryAll, queryPrefix, stripKeys, tableName, transactWrite, type Item, type TransactOp } from './table';
import { isConditionFailure, writeFailure } from './write-failure';

/** The event details a ticket shows (copied at issuance: My Tickets needs no join). */
export interface TicketEventInfo {
  title: string;
  date: string;
  time: string;
  location: string;
  letters: string;
  organizationName: string;
  /** The venue's state (its time zone shows when the ticket was used); absent on older tickets. */
  state?: string;
}

/** Everything stored about a ticket. */
export interface TicketRecord {
  id: string;
  eventId: string;
  /** Holder's Cognito sub; null once the holder deleted their account (used tickets are kept). */
  sub: string | null;
  status: TicketStatus;
  qrCode: string;
  amountPaidCents: number;
  purchasedAt: string;
  usedAt: string | null;
  /** The door scan that redeemed it: a retried request of the same scan reports success again. */
  usedScanId: string | null;
  paymentIntentId: string | null;
  holderName: string | null;
  event: TicketEventInfo;
}

const ticketKey = keys.ticket.item;
/** The holder guard's key: what a person's ticket for an event is read by. */
export const holderKey = keys.ticket.holder;
const viewKey = (sub: string, purchasedAt: string, id: string) => keys.ticket.userView({ sub, purchasedAt, id });
const paymentKey = keys.payment.guard;
const eventKey = keys.partyEvent.item;
const profileKey = keys.profile.item;
/** What replaces the holder's sub on a used ticket kept after account deletion. */
export const DELETED_HOLDER = 'deleted';

/** True for a user-partition item that is a ticket view (account deletion hands these to `removeUserTickets`). */
export function isTicketView(item: Item): boolean {
  return String(item.PK).startsWith(keys.user.partition('')) && String(item.SK).startsWith(keys.user.items.ticket);
}

/** A stored ticket, guard or view item as the ticket it copies. */
export function toRecord(item: Item): TicketRecord {
  const r = stripKeys<TicketRecord & { refs?: unknown }>(item);
  return {
    id: r.id,
    eventId: r.eventId,
    sub: r.sub ?? null,
    status: r.status,
    qrCode: r.qrCode,
    amountPaidCents: Number(r.amountPaidCents ?? 0),
    purchasedAt: r.purchasedAt,
    usedAt: r.usedAt ?? null,
    usedScanId: r.usedScanId ?? null,
    paymentIntentId: r.paymentIntentId ?? null,
    holderName: r.holderName ?? null,
    event: r.event,
  };
}

/**
 * The API's Ticket of a stored ticket. `event` (the current event item, when
 * the caller has it) overrides the details copied at issuance.
 */
export function toTicket(record: TicketRecord, event?: Partial<TicketEventInfo>): Ticket {
  const pick = <K extends keyof TicketEventInfo>(k: K) => (event?.[k] ?? record.event?.[k] ?? '') as string;
  return {
    id: record.id,
    eventId: record.eventId,
    status: record.status,
    qrCode: record.qrCode,
    amountPaidCents: record.amountPaidCents,
    purchasedAt: record.purchasedAt,
    usedAt: record.usedAt,
    event: {
      title: pick('title'),
      date: pick('date'),
      time: pick('time'),
      location: pick('location'),
      letters: pick('letters'),
      organizationName: pick('organizationName'),
      state: pick('state'),
    },
  };
}

const getConsistent = (key: ItemKey) => getItem(key, { consistent: true });

/** A ticket by id (strongly consistent: the door reads what was just sold). */
export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const item = await getConsistent(ticketKey(id));
  return item ? toRecord(item) : undefined;
}

/** The person's ticket for an event (valid or used), or undefined: one GetItem on the holder guard. */
export async function getUserTicketForEvent(sub: string, eventId: string): Promise<TicketRecord | undefined> {
  const item = await getConsistent(holderKey(eventId, sub));
  return item ? toRecord(item) : undefined;
}

/**
 * What a payment intent was used for: the payment guard is a one-shot claim,
 * either by the ticket it paid for or by its refund — never both.
 */
export type IntentClaim = { kind: 'ticket'; ticket: TicketRecord | undefined } | { kind: 'refunded'; reason: string };

/** The claim on a payment intent, if any. */
export async function getIntentClaim(intentId: string): Promise<IntentClaim | undefined> {
  const guard = await getConsistent(paymentKey(intentId));
  if (!guard) return undefined;
  if (guard.refunded === true) return { kind: 'refunded', reason: String(guard.reason ?? '') };
  return { kind: 'ticket', ticket: await getTicket(String(guard.ticketId)) };
}

/** The ticket issued for a payment intent, if any. */
export async function getTicketOfIntent(intentId: string): Promise<TicketRecord | undefined> {
  const claim = await getIntentClaim(intentId);
  return claim?.kind === 'ticket' ? claim.ticket : undefined;
}

/**
 * Claims a paid intent for a refund (it lost the last seat, or its buyer
 * already held a ticket). False when the intent already paid for a ticket —
 * then it must not be refunded; true when it is (or already was) claimed for a
 * refund. Once claimed, no ticket can be issued on it.
 */
export async function claimIntentForRefund(intentId: string, info: { eventId: string; sub: string; reason: string }): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...paymentKey(intentId), entity: 'paymentGuard', refunded: true, ...info, refundedAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getIntentClaim(intentId))?.kind === 'refunded';
  }
}

/** Every ticket of an event, oldest purchase first: one Query (paged when large). */
export async function listEventTickets(eventId: string): Promise<TicketRecord[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.ticket.ofEvent(eventId) },
  });
  return items.map(toRecord);
}

/** A person's tickets, newest purchase first: one Query on the user partition. */
export async function listUserTickets(sub: string): Promise<TicketRecord[]> {
  const items = await queryPrefix(keys.ticket.ofUser(sub), { newestFirst: true });
  return items.map(toRecord);
}

// ---- Issuance ----

export interface IssueTicketInput {
  id: string;
  eventId: string;
  sub: string;
  holderName: string | null;
  qrCode: string;
  amountCents: number;
  paymentIntentId: string | null;
  purchasedAt: string;
  event: TicketEventInfo;
}

export type IssueOutcome =
  | { kind: 'created'; ticket: TicketRecord }
  /** The person already holds a ticket for the event (or this intent already made one). */
  | { kind: 'existing'; ticket: TicketRecord; sameIntent: boolean }
  /** The payment intent was already claimed for a refund (it lost the race earlier). */
  | { kind: 'refunded'; reason: string }
  | { kind: 'soldOut' }
  | { kind: 'inactive' }
  /** The account no longer exists (deleted while a token was still valid). */
  | { kind: 'noProfile' };

const OP_NAMES = ['payment', 'event', 'holder', 'ticket', 'view', 'profile'] as const;
type OpName = (typeof OP_NAMES)[number];

function issueOps(input: IssueTicketInput, record: TicketRecord): { ops: TransactOp[]; names: OpName[] } {
  const ops: TransactOp[] = [];
  const names: OpName[] = [];
  const add = (name: OpName, op: TransactOp) => {
    names.push(name);
    ops.push(op);
  };
  if (input.paymentIntentId) {
    add('payment', {
      Put: {
        Item: { ...paymentKey(input.paymentIntentId), entity: 'paymentGuard', ticketId: input.id, eventId: input.eventId, sub: input.sub },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
  }
  add('event', {
    Update: {
      Key: eventKey(input.eventId),
      UpdateExpression: 'SET ticketsSold = if_not_exists(ticketsSold, :zero) + :one, revenueCents = if_not_exists(revenueCents, :zero) + :amount',
      // The seat is taken here, in the transaction that creates the ticket: no oversell.
      ConditionExpression: '#status = :active AND (attribute_not_exists(ticketsSold) OR ticketsSold < maxAttendees)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':amount': input.amountCents, ':active': 'active' },
    },
  });
  add('holder', {
    Put: { Item: { ...holderKey(input.eventId, input.sub), entity: 'ticketHolder', ...record }, ConditionExpression: 'attribute_not_exists(PK)' },
  });
  add('ticket', {
    Put: {
      Item: {
        ...ticketKey(input.id),
        ...keys.ticket.byEvent(input),
        entity: 'ticket',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  // No `refs` to the ticket: used tickets outlive the account (README "User partition").
  add('view', { Put: { Item: { ...viewKey(input.sub, input.purchasedAt, input.id), entity: 'ticketView', ...record } } });
  add('profile', {
    Update: {
      Key: profileKey(input.sub),
      UpdateExpression: 'SET ticketCount = if_not_exists(ticketCount, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  });
  return { ops, names };
}

/**
 * Why an issuing transaction was cancelled, from the state as it is now (one
 * strongly consistent BatchGetItem of the payment guard, the holder guard,
 * the event and the profile — read together: a sold-out drop cancels
 * hundreds of them at once). Undefined when nothing explains it any more.
 */
async function whyNotIssued(input: IssueTicketInput): Promise<IssueOutcome | undefined> {
  const [held, event, profile, guard] = await batchGetConsistent([
    holderKey(input.eventId, input.sub),
    eventKey(input.eventId),
    profileKey(input.sub),
    ...(input.paymentIntentId ? [paymentKey(input.paymentIntentId)] : []),
  ]);
  if (guard?.refunded === true) return { kind: 'refunded', reason: String(guard.reason ?? '') };
  const paidFor = guard ? await getTicket(String(guard.ticketId)) : undefined;
  if (paidFor) return { kind: 'existing', ticket: paidFor, sameIntent: true };
  if (held) return { kind: 'existing', ticket: toRecord(held), sameIntent: false };
  if (!event || event.status !== 'active') return { kind: 'inactive' };
  if (Number(event.ticketsSold ?? 0) >= Number(event.maxAttendees)) return { kind: 'soldOut' };
  if (!profile) return { kind: 'noProfile' };
  return undefined;
}

/**
 * Issues a ticket in one transaction, or says why not. Idempotent: the same
 * person again gets their existing ticket, the same payment intent again its
 * ticket. When a transaction is cancelled the state is re-read (strongly
 * consistent) rather than trusting which reason DynamoDB reported first.
 */
export async function issueTicket(input: IssueTicketInput): Promise<IssueOutcome> {
  const record: TicketRecord = {
    id: input.id,
    eventId: input.eventId,
    sub: input.sub,
    status: 'valid',
    qrCode: input.qrCode,
    amountPaidCents: input.amountCents,
    purchasedAt: input.purchasedAt,
    usedAt: null,
    usedScanId: null,
    paymentIntentId: input.paymentIntentId,
    holderName: input.holderName,
    event: input.event,
  };
  const { ops, names } = issueOps(input, record);
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(ops);
      return { kind: 'created', ticket: record };
    } catch (error) {
      const failed = writeFailure(error, names)?.failed;
      if (!failed) throw error;
      const why = await whyNotIssued(input);
      if (why) return why;
      // Nothing explains it any more (a guard deleted meanwhile): try again.
      if (attempt >= 3) throw error;
    }
  }
}

// ---- Redemption at the door ----

export type RedeemOutcome =
  | { kind: 'redeemed'; ticket: TicketRecord }
  | { kind: 'alreadyUsed'; ticket: TicketRecord }
  | { kind: 'missing' };

/**
 * Redeems a valid ticket: `status = valid` → used (conditional), with the
 * guard and view copies, the event's `checkedIn` and the holder's
 * `attendedCount`, in one transaction. Exactly one of any number of
 * concurrent scans succeeds; the rest see `alreadyUsed` (with `usedScanId`, so
 * the service can recognise a retry of the winning scan).
 */
export async function redeemTicket(ticket: TicketRecord, scanId: string, now: string): Promise<RedeemOutcome> {
  const set = {
    UpdateExpression: 'SET #status = :used, usedAt = :now, usedScanId = :scan',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':used': 'used', ':now': now, ':scan': scanId },
  };
  const copies: { name: string; op: TransactOp }[] = [
    { name: 'ticket', op: {
        Update: {
          Key: ticketKey(ticket.id),
          ...set,
          ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':valid': 'valid' },
          ConditionExpression: '#status = :valid',
        },
      }, },
    { name: 'event', op: { Update: { Key: eventKey(ticket.eventId), UpdateExpression: 'ADD checkedIn :one', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':one': 1 } } } },
  ];
  if (ticket.sub && ticket.sub !== DELETED_HOLDER) {
    const sub = ticket.sub;
    copies.push(
      { name: 'holder', op: { Update: { Key: holderKey(ticket.eventId, sub), ...set, ConditionExpression: 'attribute_exists(PK)' } } },
      { name: 'view', op: { Update: { Key: viewKey(sub, ticket.purchasedAt, ticket.id), ...set, ConditionExpression: 'attribute_exists(PK)' } } },
      {
        name: 'profile',
        op: {
          Update: {
            Key: profileKey(sub),
            UpdateExpression: 'SET attendedCount = if_not_exists(attendedCount, :zero) + :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
          },
        },
      },
    );
  }
  const skip = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const active = copies.filter((c) => !skip.has(c.name));
    try {
      await transactWrite(active.map((c) => c.op));
      return { kind: 'redeemed', ticket: { ...ticket, status: 'used', usedAt: now, usedScanId: scanId } };
    } catch (error) {
      const failed = writeFailure(error, active.map((c) => c.name))?.failed;
      if (!failed) throw error;
      const fresh = await getTicket(ticket.id);
      if (!fresh) return { kind: 'missing' };
      if (fresh.status !== 'valid') return { kind: 'alreadyUsed', ticket: fresh };
      // Only a side copy is gone (the event or the account deleted meanwhile): redeem the ticket without it.
      for (const name of failed) if (name !== 'ticket') skip.add(name);
      if (attempt >= 3) throw error;
    }
  }
}

// ---- Deletion ----

/**
 * Deletes every ticket of an event with its guards and views (the event is
 * being deleted), and takes the valid ones off their holders' `ticketCount`.
 * Does not refund: the caller decides about money.
 */
export async function deleteTicketsOfEvent(eventId: string): Promise<number> {
  const tickets = await listEventTickets(eventId);
  const doomed: ItemKey[] = [];
  for (const t of tickets) {
    doomed.push(ticketKey(t.id));
    if (t.sub && t.sub !== DELETED_HOLDER) doomed.push(holderKey(eventId, t.sub), viewKey(t.sub, t.purchasedAt, t.id));
    if (t.paymentIntentId) doomed.push(paymentKey(t.paymentIntentId));
  }
  await batchDelete(doomed);
  await Promise.all(
    tickets
      .filter((t) => t.sub && t.sub !== DELETED_HOLDER)
      .map(async (t) => {
        try {
          await dynamo().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: profileKey(t.sub as string),
              UpdateExpression: 'SET ticketCount = ticketCount - :one',
              ConditionExpression: 'attribute_exists(PK) AND ticketCount >= :one',
              ExpressionAttributeValues: { ':one': 1 },
            }),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
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
 */
export async function removeUserTickets(sub: string, items: Item[]): Promise<void> {
  const views = items.filter(isTicketView).map(toRecord);
  await Promise.all(views.map((view) => removeOneUserTicket(sub, view)));
}

async function removeOneUserTicket(sub: string, view: TicketRecord): Promise<void> {
  const personal = [holderKey(view.eventId, sub), viewKey(sub, view.purchasedAt, view.id)];
  for (let attempt = 1; attempt <= 5; attempt++) {
    const ticket = await getTicket(view.id);
    const ops: TransactOp[] = personal.map((Key) => ({ Delete: { Key } }));
    if (ticket && ticket.sub === sub && ticket.status === 'valid') {
      ops.push(
        { Delete: { Key: ticketKey(ticket.id), ConditionExpression: '#status = :valid', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':valid': 'valid' } } },
        ...(ticket.paymentIntentId ? [{ Delete: { Key: paymentKey(ticket.paymentIntentId) } }] : []),
      );
      const event = await getConsistent(eventKey(ticket.eventId));
      if (event && Number(event.ticketsSold ?? 0) >= 1) {
        ops.push({
          Update: {
            Key: eventKey(ticket.eventId),
            UpdateExpression: 'SET ticketsSold = ticketsSold - :one',
            ConditionExpression: 'ticketsSold >= :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        });
      }
    } else if (ticket && ticket.sub === sub) {
      ops.push({
        Update: {
          Key: ticketKey(ticket.id),
          UpdateExpression: 'SET #sub = :anon, holderName = :null',
          ConditionExpression: '#status = :used',
          ExpressionAttributeNames: { '#sub': 'sub', '#status': 'status' },
          ExpressionAttributeValues: { ':anon': DELETED_HOLDER, ':null': null, ':used': 'used' },
        },
      });
    }
    try {
      await transactWrite(ops);
      return;
    } catch (error) {
      // The ticket was redeemed (or deleted) meanwhile: read it again.
      if (!isConditionFailure(error) || attempt === 5) throw error;
    }
  }
}
