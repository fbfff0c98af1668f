/**
 * A drop's line (shared/drops.ts): one member item per account
 * (`DROP#<eventId> / MEMBER#<sub>`, put once: one place per account), the
 * line's state (`DROP#<eventId> / STATE`: the next place to give, the places
 * admitted through, the draw, the admission tick's lease, its counts) and
 * the line in order of place (`PLACE#<n>` → the member, what admission
 * reads). Joining writes only the joiner's own item — nobody's join waits on
 * another's. Whoever joins before the opening draws a random number; at the
 * opening the draw gives those members places 1…N in the order of their
 * numbers (a permutation: arriving early gives no advantage). Who joins
 * after it takes the next place, in arrival order. docs/decisions.md says
 * why the line is DynamoDB items.
 */
import { randomBytes } from 'node:crypto';
import { keys, type ItemKey } from '../../keys';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { toProfile, type Profile } from '../../people/profiles';
import { batchDelete, batchGetConsistent, INDEX, putNew, queryAll, queryPrefix, stripKeys, type Item } from '../../../lib/db/table';
import { toRecord, type TicketRecord } from '../tickets';
import { toHold, type SeatHold } from '../waitlist/holds';

export type MemberStatus = 'waiting' | 'admitted' | 'lapsed';

/** One account's place in a drop's line. */
export interface DropMember {
  eventId: string;
  sub: string;
  joinedAt: string;
  /** The random number drawn by a member who joined before the opening (hex; the draw sorts by it, then by sub). */
  draw?: string;
  /** 1-based place, once drawn (or taken, after the opening). */
  place?: number;
  status: MemberStatus;
}

/** The line's state as stored. */
export interface DropState {
  /** When the draw placed the members who joined before the opening; absent until then. */
  drawnAt?: string;
  /** The next place to give (1 before any). */
  nextPlace: number;
  /** Every place up to this one was admitted (or passed over). */
  admittedThrough: number;
  /** The admission tick's lease: no other tick starts before it ends. */
  tickUntil?: string;
  /** Checkout windows given, and lapsed. */
  admitted: number;
  lapsed: number;
}

const count = (v: unknown) => Math.max(0, Number(v ?? 0) || 0);

export function toMember(item: Item): DropMember {
  const m = stripKeys<DropMember>(item);
  return {
    eventId: String(m.eventId),
    sub: String(m.sub),
    joinedAt: String(m.joinedAt),
    ...(m.draw ? { draw: String(m.draw) } : {}),
    ...(m.place !== undefined ? { place: Number(m.place) } : {}),
    status: m.status === 'admitted' || m.status === 'lapsed' ? m.status : 'waiting',
  };
}

export function toDropState(item: Item | undefined): DropState {
  return {
    ...(item?.drawnAt ? { drawnAt: String(item.drawnAt) } : {}),
    nextPlace: Math.max(1, count(item?.nextPlace)),
    admittedThrough: count(item?.admittedThrough),
    ...(item?.tickUntil ? { tickUntil: String(item.tickUntil) } : {}),
    admitted: count(item?.admitted),
    lapsed: count(item?.lapsed),
  };
}

/** What a buyer's view of the line is decided on: one strongly consistent BatchGet. */
export interface LineRead {
  event: PartyEvent | undefined;
  state: DropState;
  member: DropMember | undefined;
  ticket: TicketRecord | undefined;
  hold: SeatHold | undefined;
  profile: Profile | undefined;
}

export async function readLine(eventId: string, sub: string): Promise<LineRead> {
  const [event, state, member, holder, hold, profile] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    keys.dropLine.state(eventId),
    keys.dropLine.member(eventId, sub),
    keys.ticket.holder(eventId, sub),
    keys.waitlist.hold(eventId, sub),
    keys.profile.item(sub),
  ]);
  return {
    event: event && toPartyEvent(event),
    state: toDropState(state),
    member: member && toMember(member),
    ticket: holder && toRecord(holder),
    hold: hold && toHold(hold),
    profile: profile && toProfile(profile),
  };
}

/** A random number to be drawn by (48 bits: ties are as good as impossible, and broken by sub). */
export const drawNumber = (): string => randomBytes(6).toString('hex');

/** A line item of `sub` at `key`, indexed by its person: account deletion finds it (`deleteDropLineItemsOf`). */
function personalItem(key: ItemKey, sub: string): Item {
  return { ...key, ...keys.dropLine.byUser(sub, key) };
}

/** The member's stored item. */
export function memberItem(member: DropMember): Item {
  return { ...personalItem(keys.dropLine.member(member.eventId, member.sub), member.sub), entity: 'dropMember', ...member };
}

/** The stored entry of `place` in the line's order: whose it is. */
export function placeItem(eventId: string, place: number, sub: string): Item {
  return { ...personalItem(keys.dropLine.place(eventId, place), sub), entity: 'dropPlace', eventId, place, sub };
}

/**
 * Puts the member (once per account: false when they were in line already).
 * A member who joins before the opening carries a drawn number; one who joins
 * after takes a place at once (draw.ts `takeLatePlace`).
 */
export async function putMember(member: DropMember): Promise<boolean> {
  return putNew(memberItem(member));
}

/** Deletes a deleted event's whole line: its state, members and places. Idempotent; how many items went. */
export async function deleteDropLine(eventId: string): Promise<number> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.dropLine.partition(eventId) }, ConsistentRead: true });
  await batchDelete(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
  return items.length;
}

/**
 * Deletes a deleted account's members and places in every drop's line.
 * Admission passes over a place whose member is gone, so the line moves on.
 * Idempotent.
 */
export async function deleteDropLineItemsOf(sub: string): Promise<void> {
  const items = await queryPrefix(keys.dropLine.ofUser(sub), { index: INDEX.GSI1 });
  await batchDelete(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
}

/**
 * When a drop's member joins the landed waitlist, their place there is
 * dated by their place in the drop's line: a day before the opening plus
 * `place` milliseconds. The waitlist orders by that date, so those who stood
 * in the drop keep their order, ahead of anyone who joins it otherwise
 * (nobody can before the drop sells out, after the opening).
 */
export function waitlistJoinedAtOf(opensAt: Date, place: number): string {
  return new Date(opensAt.getTime() - 86_400_000 + place).toISOString();
}

/** A drop member's place, if they have one (joining the landed waitlist in the order they stood). */
export async function dropPlaceOf(eventId: string, sub: string): Promise<number | undefined> {
  const [member] = await batchGetConsistent([keys.dropLine.member(eventId, sub)]);
  return member?.place !== undefined ? Number(member.place) : undefined;
}
