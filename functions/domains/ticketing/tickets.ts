/**
 * Tickets: what is stored and how it is read (signed ticket codes, one
 * ticket per person per event: docs/data-model.md#tickets-and-issuance). A ticket is stored three times, changed together:
 * - the ticket `TICKET#<id> / TICKET`, by event on GSI1 (the door's and
 *   analytics' one Query; the event's door passes sort after its tickets in
 *   that partition, so every read of tickets alone keeps to their range);
 * - the holder guard `EVENT#<eventId> / HOLDER#<sub>`: one ticket per person
 *   per event, so "my ticket for this event" is one GetItem;
 * - the user view `USER#<sub> / TICKET#<purchasedAt>#<id>`: My Tickets is
 *   one Query on the user partition, event fields copied in.
 * Writing them: ticket-issuance.ts (issuing, payment claims),
 * ticket-redemption.ts (the door), ticket-cleanup.ts (event and account
 * deletion).
 */
import type { Ticket, TicketEvent } from '../../../shared/api/types';
import type { TicketCodeKind } from '../../../shared/live-ticket';
import { fieldsOf, pick } from '../../lib/db/fields';
import { keys } from '../keys';
import { toProfile, type Profile } from '../people/profiles';
import { batchGetConsistent, batchGetFound, getItem, INDEX, queryPrefix, queryRange, stripKeys, type Item } from '../../lib/db/table';

/** The event details a ticket shows, as stored: copied at issuance (My Tickets needs no join; an edit since is read from the event: `eventDetailsNow`); older tickets lack the state. */
export type TicketEventInfo = Omit<TicketEvent, 'state'> & Partial<Pick<TicketEvent, 'state'>>;

/** The names of the event details a ticket copies and shows. */
export const TICKET_EVENT_FIELDS = fieldsOf<TicketEvent>()(['title', 'date', 'time', 'location', 'letters', 'organizationName', 'state']);

/** What a ticket's answer works out on reading, never stored. */
type ComputedOnRead = 'cancellableUntil' | 'transferableUntil' | 'received' | 'live';

/** What is kept on a ticket for the server alone. */
interface TicketStorageOnly {
  /** Holder's Cognito sub; `DELETED_HOLDER` once the holder deleted their account (used tickets are kept). */
  sub: string | null;
  /** The door scan that redeemed it: a retried request of the same scan reports success again. */
  usedScanId: string | null;
  paymentIntentId: string | null;
  holderName: string | null;
  /** Live headcount (door-headcount.ts): true once in, false after an exit scan; absent on tickets never scanned out. */
  inside?: boolean;
  /** The last door scan that moved it in or out (a retry of that scan is answered the same way). */
  doorScanId?: string | null;
  /** Transfer to a friend: the friend's ticket (on the given one); the ticket it was given as. */
  transferredToId?: string | null;
  transferredFromId?: string | null;
  /** Live tickets: issued for an event with live codes; its door code is made on the holder's phone, never the fixed `qrCode`. */
  liveCodes?: true;
  /**
   * Live tickets, on the ticket item only (the door's and the holder's routes read it there): the public key of
   * the phone the ticket is on, how often it moved to another phone, and the key it replaced last with when.
   */
  phoneKey?: string;
  /** When it was put on that phone (first opened there, or moved there). */
  phoneBoundAt?: string;
  phoneMoves?: number;
  phoneKeyBefore?: { key: string; until: string };
  /** Admitted without a code, found by name after an ID check (door/headcount.ts records it with the entry): who checked, when, by which scan. */
  idCheckedEntry?: { by: string; at: string; scanId: string };
  /** Sold by this seat shard of the event (seat-shards.ts): its revenue is counted there; absent when sold on the event. */
  seatShard?: number;
}

/** A new ticket of an event with live codes is a live ticket (a transfer keeps the given ticket's kind). */
export const liveCodesOf = (event: { ticketCodes?: TicketCodeKind }): { liveCodes?: true } => (event.ticketCodes === 'live' ? { liveCodes: true } : {});
/** Everything stored about a ticket: the API's ticket but what it works out on reading, plus what only the server reads. */
export interface TicketRecord extends Omit<Ticket, ComputedOnRead | 'event'>, TicketStorageOnly {
  event: TicketEventInfo;
}

/** What replaces the holder's sub on a used ticket kept after account deletion. */
export const DELETED_HOLDER = 'deleted';

/** True when the ticket still has a person behind it (not anonymised by account deletion). */
export function hasHolder(ticket: TicketRecord): ticket is HeldTicket {
  return Boolean(ticket.sub) && ticket.sub !== DELETED_HOLDER;
}

/** A ticket with its holder (every ticket until account deletion anonymises a used one). */
export type HeldTicket = TicketRecord & { sub: string };

/** A new, valid ticket. */
export function newTicketRecord(t: Omit<HeldTicket, 'status' | 'usedAt' | 'usedScanId'>): HeldTicket {
  return { ...t, status: 'valid', usedAt: null, usedScanId: null };
}

/** The entity of a holder guard (party-packet.ts reads an event's guards with the event). */
export const HOLDER_ENTITY = 'ticketHolder';

/** The three stored copies of a ticket. */
export function ticketItems(record: HeldTicket): { ticket: Item; holder: Item; view: Item } {
  return {
    ticket: { ...keys.ticket.item(record.id), ...keys.ticket.byEvent(record), entity: 'ticket', ...record },
    holder: { ...keys.ticket.holder(record.eventId, record.sub), entity: HOLDER_ENTITY, ...record },
    view: { ...keys.ticket.userView(record), entity: 'ticketView', ...record },
  };
}

/** True for a user-partition item that is a ticket view (account deletion hands these to `removeUserTickets`). */
export function isTicketView(item: Item): boolean {
  return String(item.PK).startsWith(keys.user.partition('')) && String(item.SK).startsWith(keys.user.items.ticket);
}

/** What a ticket's answer shows as stored, as is. */
const SHOWN_AS_STORED = fieldsOf<Omit<Ticket, ComputedOnRead | 'event' | 'refundStatus' | 'pendingTransfer' | 'fromWaitlist'>>()([
  'id',
  'eventId',
  'status',
  'qrCode',
  'amountPaidCents',
  'purchasedAt',
  'usedAt',
]);

/** A stored ticket, guard or view item as the ticket it copies (nothing else the item holds), tolerating fields older items lack. */
export function toRecord(item: Item): TicketRecord {
  const r = stripKeys<TicketRecord>(item);
  return {
    ...pick(r, SHOWN_AS_STORED),
    amountPaidCents: Number(r.amountPaidCents ?? 0),
    usedAt: r.usedAt ?? null,
    sub: r.sub ?? null,
    usedScanId: r.usedScanId ?? null,
    paymentIntentId: r.paymentIntentId ?? null,
    holderName: r.holderName ?? null,
    event: r.event,
    ...(typeof r.inside === 'boolean' ? { inside: r.inside } : {}),
    ...(r.doorScanId ? { doorScanId: r.doorScanId } : {}),
    refundStatus: r.refundStatus ?? null,
    ...(r.pendingTransfer ? { pendingTransfer: r.pendingTransfer } : {}),
    ...(r.transferredToId ? { transferredToId: r.transferredToId } : {}),
    ...(r.transferredFromId ? { transferredFromId: r.transferredFromId } : {}),
    ...(r.fromWaitlist === true ? { fromWaitlist: true } : {}),
    ...(typeof r.seatShard === 'number' ? { seatShard: r.seatShard } : {}),
    ...(r.liveCodes === true ? { liveCodes: true } : {}),
    ...(r.phoneKey ? { phoneKey: r.phoneKey } : {}),
    ...(r.phoneBoundAt ? { phoneBoundAt: r.phoneBoundAt } : {}),
    ...(r.phoneMoves ? { phoneMoves: Number(r.phoneMoves) } : {}),
    ...(r.phoneKeyBefore ? { phoneKeyBefore: r.phoneKeyBefore } : {}),
    ...(r.idCheckedEntry ? { idCheckedEntry: r.idCheckedEntry } : {}),
  };
}

/**
 * The event details a copy shows: the event's current ones (`event`, when the
 * reader has it: an edit may have moved its date, time or place since the
 * copy was made), else the copy's (docs/data-model.md#what-follows-an-edit).
 */
export function eventDetailsNow(copy: Partial<TicketEventInfo> | undefined, event?: Partial<TicketEventInfo>): TicketEvent {
  return Object.fromEntries(TICKET_EVENT_FIELDS.map((field) => [field, event?.[field] ?? copy?.[field] ?? ''])) as unknown as TicketEvent;
}

/**
 * The API's Ticket of a stored ticket. `event` (the current event item, when
 * the caller has it) overrides the details copied at issuance.
 */
export function toTicket(record: TicketRecord, event?: Partial<TicketEventInfo>): Ticket {
  const details = eventDetailsNow(record.event, event);
  return {
    ...pick(record, SHOWN_AS_STORED),
    // A live ticket's door code is made on its phone: the fixed one, which would let a screenshot in, is never handed out.
    ...(record.liveCodes ? { qrCode: '', live: true as const } : {}),
    refundStatus: record.refundStatus ?? null,
    // An offer left on a ticket that stopped being valid (cancelled meanwhile) is no offer.
    ...(record.status === 'valid' && record.pendingTransfer ? { pendingTransfer: record.pendingTransfer } : {}),
    ...(record.fromWaitlist ? { fromWaitlist: true } : {}),
    ...(record.transferredFromId ? { received: true } : {}),
    event: details,
  };
}

/** A ticket by id (strongly consistent: the door reads what was just sold). */
export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const item = await getItem(keys.ticket.item(id), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** Tickets by id (strongly consistent), by id; the ones not found are absent. */
export async function getTickets(ids: string[]): Promise<Map<string, TicketRecord>> {
  const items = await batchGetFound(ids.map((id) => keys.ticket.item(id)));
  return new Map(items.map(toRecord).map((ticket) => [ticket.id, ticket]));
}

/** A ticket by id and the profile of `sub` (its holder, when it is theirs), in ONE strongly consistent BatchGet. */
export async function getTicketAndProfile(id: string, sub: string): Promise<{ ticket: TicketRecord | undefined; profile: Profile | undefined }> {
  const [ticket, profile] = await batchGetConsistent([keys.ticket.item(id), keys.profile.item(sub)]);
  return { ticket: ticket ? toRecord(ticket) : undefined, profile: profile ? toProfile(profile) : undefined };
}

/** The person's ticket for an event (valid or used), or undefined: one GetItem on the holder guard. */
export async function getUserTicketForEvent(sub: string, eventId: string): Promise<TicketRecord | undefined> {
  const item = await getItem(keys.ticket.holder(eventId, sub), { consistent: true });
  return item ? toRecord(item) : undefined;
}

/** Every ticket of an event, oldest purchase first: one Query (paged when large) of the tickets' range of their index partition (its passes sort after it). */
export async function listEventTickets(eventId: string): Promise<TicketRecord[]> {
  const items = await queryRange(INDEX.GSI1, keys.ticket.ofEvent(eventId));
  return items.map(toRecord);
}

/** A person's tickets, newest purchase first: one Query on the user partition. */
export async function listUserTickets(sub: string): Promise<TicketRecord[]> {
  const items = await queryPrefix(keys.ticket.ofUser(sub), { newestFirst: true });
  return items.map(toRecord);
}
