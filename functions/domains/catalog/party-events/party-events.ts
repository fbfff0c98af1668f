/**
 * Party events. `PK=EVENT#<id> SK=EVENT`.
 * - By chapter: `GSI1PK=CHAPTER#<chapterId>`, `GSI1SK=EVENT#<date>#<time>#<id>`.
 * - Active list: `GSI2PK=EVENTS#ACTIVE`, `GSI2SK=<date>#<time>#<id>`, sparse:
 *   the attributes exist only while the event is active, so the public list
 *   never reads inactive events. A cancelled event moves to the cancelled
 *   list, `GSI2PK=EVENTS#CANCELLED` (same sort key), read by Clear All Events.
 *
 * The chapter and school are copied onto the event at creation (letters,
 * organization name and type, national, school name and state), so lists and
 * the detail page need no second read. Counters live on the item and change
 * in the same transaction as what they count: `ticketsSold`, `revenueCents`
 * and `checkedIn` (tickets feature), `interestedCount` (interested + going)
 * and `goingCount` (RSVPs), `saveCount` (saves), `reviewCount` and
 * `ratingSum` (reviews).
 *
 * The event's partition also holds its photos (`PHOTO#…`, media.ts), reviews
 * (`REVIEW#<sub>`), RSVPs (`RSVP#<sub>`) and saves (`SAVE#<sub>`).
 */
import { ageLimitOf } from '../../../../shared/age';
import type { ChapterDetail, PartyEventDetail, PartyEventHost, PartyEventListItem, PartyEventShownFields, PartyEventSummary } from '../../../../shared/api/types';
import { PARTY_EVENT_FIELD_DEFAULTS, PARTY_EVENT_FIELDS, type OptionalPartyEventField, type PartyEventFields } from '../../../../shared/schemas/party-events';
import { guestListFreezesAt, rulesOf, type SchoolRules } from '../../../../shared/school-rules';
import { eventOverAt } from '../../../../shared/event-over';
import type { SoberMonitor } from '../../../../shared/api/party-packet-types';
import type { Vendor } from '../../../../shared/vendors';
import { keys, type ItemKey } from '../../keys';
import { toProfile, type Profile } from '../../people/profiles';
import { shardsIn, withSeatShards, type SeatShard } from '../../ticketing/issuance/seat-shards';
import { INDEX, batchGetConsistent, getItem, queryAll, queryRange, stripKeys, type Item, type TransactOp } from '../../../lib/db/table';
import { storedCount as count } from '../../../lib/db/counter-update';
import { definedOnly, fieldsOf, pick, withDefaults } from '../../../lib/db/fields';

export type PartyEventStatus = PartyEventDetail['status'];

/** The counters stored on a party event (attribute names shared with the tickets feature). */
export const EVENT_COUNTERS = [
  'ticketsSold',
  'interestedCount',
  'goingCount',
  'saveCount',
  'reviewCount',
  'ratingSum',
  'checkedIn',
  'revenueCents',
] as const;
export type EventCounter = (typeof EVENT_COUNTERS)[number];

/** What the detail page shows that is worked out on reading, never stored. */
type ComputedOnRead = 'averageRating' | 'guestListFreezesAt' | 'overAt';

/** What is kept on an event for the server alone: no answer shows it as such. */
interface PartyEventStorageOnly extends Record<EventCounter, number> {
  /** Cognito sub of the leader who created it. */
  createdBy: string;
  /** Who cancelled it; absent while active. */
  cancelledBy?: string;
  /** Waitlist: people in line, seats held for paid offers (counted in `ticketsSold`), and a closed line. */
  waitlistCount?: number;
  heldSeats?: number;
  waitlistClosed?: boolean;
  /** A drop: seats held in its buyers' checkout windows (also counted in `heldSeats`: ticketing/drop/checkout.ts). */
  checkoutSeats?: number;
  /** Party paperwork: the school's office rules when an event with alcohol was created; absent = no freeze. */
  officeRules?: SchoolRules;
  /** The members the leaders named sober monitors, with their names as of naming. */
  soberMonitors?: SoberMonitor[];
  /** Third-party vendors the leaders declared, each with its certificate of insurance once checked (shared/vendors.ts). */
  vendors?: Vendor[];
  /**
   * Its door passes are indexed beside its tickets (door-passes.ts), all of them: true on every event stored
   * since they are; absent on an event stored before, which may also hold passes under their old index.
   */
  doorPassesWithTickets?: boolean;
  /** Some of its seats were handed to seat shards (seat-shards.ts: only after a rush on it); absent until then. */
  seatShards?: boolean;
}

/**
 * Everything stored about a party event: the API's event (its fields entered
 * as the create schema declares them, the host chapter and school joined in)
 * but what it works out on reading, every entered field (the cancellation
 * cut-off too), and what only the server reads.
 */
export interface PartyEvent extends Omit<PartyEventDetail, ComputedOnRead>, PartyEventFields, PartyEventStorageOnly {}

/** What a new event needs: counters default to 0, and the entered fields a leader may leave out to what the schema makes of that. */
export type NewPartyEvent = Omit<PartyEvent, EventCounter | OptionalPartyEventField> & Partial<Pick<PartyEvent, EventCounter | OptionalPartyEventField>>;

const HOST_FIELDS = fieldsOf<PartyEventHost>()(['chapterId', 'nationalKey', 'letters', 'organizationName', 'organizationType', 'schoolId', 'schoolName', 'state']);

/** What an event copies from its host chapter, so lists and pages show it without another read. */
export function hostOf(chapter: ChapterDetail): PartyEventHost {
  return {
    chapterId: chapter.id,
    nationalKey: chapter.nationalKey,
    letters: chapter.letters,
    organizationName: chapter.name,
    organizationType: chapter.type,
    schoolId: chapter.schoolId,
    schoolName: chapter.schoolName,
    state: chapter.state,
  };
}

/** Primary key of a party event (for other repositories' transaction operations). */
export function partyEventKey(id: string): ItemKey {
  return keys.partyEvent.item(id);
}

/** The `entity` of a party event's item (a Query of its partition tells it from what hangs off it). */
export const PARTY_EVENT_ENTITY = 'partyEvent';

const zeroCounters = (event: Partial<Record<EventCounter, number>>) =>
  Object.fromEntries(EVENT_COUNTERS.map((c) => [c, event[c] ?? 0])) as Record<EventCounter, number>;

/** A new event with what it left out filled in: counters at 0, entered fields as the create schema reads them absent. */
export function withEventDefaults(event: NewPartyEvent): PartyEvent {
  return { ...PARTY_EVENT_FIELD_DEFAULTS, ...definedOnly(event), ...zeroCounters(event) } as PartyEvent;
}

/**
 * The stored item of a new party event (active ones carry the sparse list keys). It is put once, when the
 * event is created: no pass of it exists yet, so every one it will have is indexed beside its tickets.
 */
export function partyEventItem(event: NewPartyEvent): Item {
  return { ...keys.partyEvent.item(event.id), ...keys.partyEvent.indexed(event), entity: PARTY_EVENT_ENTITY, ...withEventDefaults(event), doorPassesWithTickets: true };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Decodes a stored event, tolerating items written before the counters, the joined fields or an entered field existed. */
export function toPartyEvent(item: Item): PartyEvent {
  const e = stripKeys<PartyEvent>(item);
  const counters = Object.fromEntries(EVENT_COUNTERS.map((c) => [c, count(e[c])])) as Record<EventCounter, number>;
  return {
    ...e,
    letters: text(e.letters),
    organizationName: text(e.organizationName),
    organizationType: e.organizationType ?? 'fraternity',
    schoolName: text(e.schoolName),
    ...withDefaults(e, PARTY_EVENT_FIELD_DEFAULTS),
    ageLimit: ageLimitOf(e.ageLimit),
    alcoholAllowed: e.alcoholAllowed === true,
    // A snapshot taken before the monitor ratio had a base reads as its ratio.
    ...(e.officeRules ? { officeRules: rulesOf(e.officeRules) } : {}),
    ...counters,
  };
}

/** The stored event as its pages show it: its seat shards' sales (among `others`, read with it) counted. */
export function toPartyEventWithSeats(item: Item, others: (Item | undefined)[]): PartyEvent {
  return withSeatShards(toPartyEvent(item), shardsIn(others));
}

const SUMMARY_FIELDS = fieldsOf<PartyEventSummary>()(['id', 'chapterId', 'title', 'date', 'time', 'location', 'priceCents', 'maxAttendees', 'ticketsSold']);

/** The summary shape shown on chapter pages. */
export function toSummary(event: PartyEvent): PartyEventSummary {
  return pick(event, SUMMARY_FIELDS);
}

/** The list shape of /party-events. */
export function toListItem(event: PartyEvent): PartyEventListItem {
  return { ...toSummary(event), ...pick(event, HOST_FIELDS) };
}

/** Average of the stars, to 1 decimal; null without reviews. */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** The entered fields the detail page shows: the create schema's, but the cancellation cut-off. */
const SHOWN_FIELDS = PARTY_EVENT_FIELDS.filter((field): field is keyof PartyEventShownFields => field !== 'cancelCutoffHours');

/** What the detail page shows as stored, besides the list's fields and the entered ones. */
const SHOWN_STATE = fieldsOf<Omit<PartyEventDetail, keyof PartyEventListItem | keyof PartyEventShownFields | ComputedOnRead>>()([
  'status',
  'review',
  'createdAt',
  'cancelledAt',
  'cancelReason',
  'lateRegistration',
  'interestedCount',
  'goingCount',
  'saveCount',
  'reviewCount',
]);

/** Everything public about an event (the detail page). */
export function toDetail(event: PartyEvent): PartyEventDetail {
  return {
    ...toListItem(event),
    ...pick(event, SHOWN_FIELDS),
    ...pick(event, SHOWN_STATE),
    cancelledAt: event.cancelledAt ?? null,
    cancelReason: event.cancelReason ?? null,
    lateRegistration: event.lateRegistration === true,
    averageRating: averageRating(event.ratingSum, event.reviewCount),
    guestListFreezesAt: guestListFreezesAt(event, event.officeRules)?.toISOString() ?? null,
    overAt: eventOverAt(event)?.toISOString() ?? null,
  };
}

/** One party event; undefined when unknown. */
export async function getPartyEvent(id: string): Promise<PartyEvent | undefined> {
  const item = await getItem(keys.partyEvent.item(id));
  return item ? toPartyEvent(item) : undefined;
}

/**
 * A party event as stored and its seat shards (seat-shards.ts), in ONE
 * Query of the event item and the shards that sort right after it.
 */
export async function readPartyEventSeats(id: string, opts: { consistent?: boolean } = {}): Promise<{ event: PartyEvent | undefined; shards: SeatShard[] }> {
  const range = keys.partyEvent.withSeatShards(id);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ...(opts.consistent ? { ConsistentRead: true } : {}),
  });
  const event = items.find((i) => i.SK === keys.partyEvent.item(id).SK);
  return { event: event && toPartyEvent(event), shards: shardsIn(items) };
}

/** One party event as its page shows it: tickets sold and revenue counting its seat shards'. Undefined when unknown. */
export async function getPartyEventWithSeats(id: string, opts: { consistent?: boolean } = {}): Promise<PartyEvent | undefined> {
  const { event, shards } = await readPartyEventSeats(id, opts);
  return event && withSeatShards(event, shards);
}

/**
 * An event and the caller's profile in ONE BatchGet (strongly consistent):
 * what a student's action on an event checks first — the event exists, and
 * the account was not deleted under a still-valid token.
 */
export async function getPartyEventAndProfile(id: string, sub: string): Promise<{ event: PartyEvent | undefined; profile: Profile | undefined }> {
  const [event, profile] = await batchGetConsistent([keys.partyEvent.item(id), keys.profile.item(sub)]);
  return { event: event ? toPartyEvent(event) : undefined, profile: profile ? toProfile(profile) : undefined };
}

/** A transaction operation creating the event once. */
export function createPartyEventOp(event: NewPartyEvent): TransactOp {
  return { Put: { Item: partyEventItem(event), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * A transaction operation deleting the event, only while it still exists —
 * and, given the sales read, only while they are still those (the same
 * transaction takes them off the platform's totals).
 */
export function deletePartyEventOp(id: string, sales?: { ticketsSold: number; revenueCents: number }): TransactOp {
  if (!sales) return { Delete: { Key: partyEventKey(id), ConditionExpression: 'attribute_exists(PK)' } };
  return {
    Delete: {
      Key: partyEventKey(id),
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(ticketsSold) OR ticketsSold = :sold) AND (attribute_not_exists(revenueCents) OR revenueCents = :revenue)',
      ExpressionAttributeValues: { ':sold': sales.ticketsSold, ':revenue': sales.revenueCents },
    },
  };
}

/**
 * A chapter's active events on or after `fromDate`, by date then time, at
 * most `max` of those `accept` keeps.
 */
export async function listActiveChapterEventsFrom(
  chapterId: string,
  fromDate: string,
  max: number,
  accept?: (event: PartyEvent) => boolean,
): Promise<PartyEvent[]> {
  const items = await queryRange(
    INDEX.GSI1,
    keys.partyEvent.ofChapter(chapterId, fromDate),
    { FilterExpression: '#status = :active', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':active': 'active' } },
    { max, accept: accept && ((item) => accept(toPartyEvent(item))) },
  );
  return items.map(toPartyEvent);
}

/** Every event of a chapter, whatever its status, by date then time (the Greek-life office's list of its school). */
export async function listAllChapterEvents(chapterId: string): Promise<PartyEvent[]> {
  return (await queryRange(INDEX.GSI1, keys.partyEvent.ofChapter(chapterId, ''))).map(toPartyEvent);
}

/** Every cancelled event, by date then time (Clear All Events). */
export async function listCancelledEvents(): Promise<PartyEvent[]> {
  return (await queryRange(INDEX.GSI2, keys.partyEvent.cancelled(), {})).map(toPartyEvent);
}

/** Every active event on or after `fromDate`, by date then time (load tests and the seed check). */
export async function listActiveEventsFrom(fromDate: string, accept?: (event: PartyEvent) => boolean): Promise<PartyEvent[]> {
  const items = await queryRange(INDEX.GSI2, keys.partyEvent.active(fromDate), {}, { accept: accept && ((item) => accept(toPartyEvent(item))) });
  return items.map(toPartyEvent);
}
