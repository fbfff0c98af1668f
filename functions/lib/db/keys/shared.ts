/** The key builders' shared parts: key shapes, partitions several entities share, sort-key prefixes of a user partition. */
import type { GlobalIndexName } from '../table-schema';

/** The primary key of an item (what `refs` and `counters` name). */
export interface ItemKey {
  PK: string;
  SK: string;
}

/** A partition to Query and the sort-key prefix of the items wanted in it. */
export interface PrefixQuery {
  pk: string;
  prefix: string;
}

/** A partition to Query and an inclusive sort-key range. */
export interface RangeQuery {
  pk: string;
  from: string;
  to: string;
}

// Partitions several entities share.
export const userPk = (sub: string) => `USER#${sub}`;
export const partyEventPk = (id: string) => `EVENT#${id}`;
export const greekEventPk = (id: string) => `GEVENT#${id}`;
export const chapterPk = (id: string) => `CHAPTER#${id}`;
export const schoolPk = (id: string) => `SCHOOL#${id}`;
export const nationalPk = (key: string) => `NATIONAL#${key}`;
export const eventTicketsPk = (eventId: string) => `EVENT#${eventId}#TICKETS`;

/** Sorts above every sort key of a prefix (the end of an open range). */
export const END = '\uffff';

/** `<date>#<time>#<id>`: dated items sort by date, then time. */
export const dated = (e: { date: string; time: string; id: string }) => `${e.date}#${e.time}#${e.id}`;

/**
 * The sort key a multi-state list keeps for an item whose day has passed in
 * its own state (the retire sweep): `#` sorts before every date, so a range
 * from a date never reads it, and a range from `EVERY_DATE` still does.
 */
export const retired = (e: { date: string; time: string; id: string }) => `#${dated(e)}`;

/** A start "date" that sorts before retired keys too: the lists' whole partitions (admin tools, checks). */
export const EVERY_DATE = '#';

/** Sort keys `<prefix><date>#…` from `from` on, or on one day only. */
export function dateRange(pk: string, prefix: string, from: string, onDate?: string): RangeQuery {
  return onDate
    ? { pk, from: `${prefix}${onDate}`, to: `${prefix}${onDate}#${END}` }
    : { pk, from: `${prefix}${from}`, to: `${prefix}${END}` };
}

export const SCHOOLS = 'SCHOOLS';
export const NATIONALS = 'NATIONALS';
export const GREEK_EVENTS = 'GEVENTS';
export const ACTIVE_PARTY_EVENTS = 'EVENTS#ACTIVE';
export const CANCELLED_PARTY_EVENTS = 'EVENTS#CANCELLED';
export const PENDING_REQUESTS = 'LREQ#PENDING';
export const REVIEWED_REQUESTS = 'LREQ#REVIEWED';
export const STATS = 'STATS';
export const PROFILES = 'PROFILES';
export const ROLES = 'ROLES';
export const MEMBER = 'MEMBER#';

/** The facets the active party list is indexed by, most selective first. */
export const PARTY_FACETS = ['schoolId', 'nationalKey', 'state', 'organizationType'] as const;
export type PartyFacet = (typeof PARTY_FACETS)[number];
export type PartyEventFacets = Record<PartyFacet, string>;
export const FACET_INDEX: Record<PartyFacet, GlobalIndexName> = { schoolId: 'GSI3', nationalKey: 'GSI4', state: 'GSI5', organizationType: 'GSI6' };
export const activeBy = (facet: PartyFacet, value: string) => `${ACTIVE_PARTY_EVENTS}#${facet}#${value}`;

/**
 * Sort-key prefixes of an event's photos and reviews in its partition: they
 * sort next to each other, nothing between, so the event page reads both in
 * one range (`keys.media.withReviewsOfEvent`).
 */
export const EVENT_PHOTO = 'PHOTO#';
export const EVENT_REVIEW = 'REVIEW#';

/** Sort-key prefixes of the items of a user partition (account deletion sorts them by these). */
export const USER_ITEMS = {
  profile: 'PROFILE',
  admin: 'ADMIN',
  // The Greek-life office grant: one school per account.
  office: 'OFFICE',
  role: 'ROLE#',
  greekRsvp: 'GRSVP#',
  partyRsvp: 'PRSVP#',
  save: 'SAVE#',
  review: 'REVIEW#',
  pendingGuard: 'LREQ#PENDING#',
  leaderRequest: 'LREQ#',
  ticket: 'TICKET#',
  // Social: follows, friendships and the search entry of one's name.
  follow: 'FOLLOW#',
  friend: 'FRIEND#',
  peopleIndex: 'PEOPLE',
  // Transfer to a friend: offers made to the person, while open.
  transferOffer: 'TRANSFER_IN#',
  // The person's uploads (media.ts) and seats held for them off a waitlist (waitlist-holds.ts).
  mediaView: 'MEDIA#',
  waitlistOffer: 'OFFER#',
  // The person's places in waitlists (waitlist.ts): found again when the account is deleted.
  waitlistPlace: 'WAITLIST#',
} as const;

/**
 * A person's item kept on both sides: in the event's partition
 * (`<eventSk><sub>`, one per person per event) and in the person's
 * (`<userSk><eventId>`, which `refs` the event side).
 */
export function bothSides(eventPartition: (eventId: string) => string, eventSk: string, userSk: string) {
  return {
    eventSide: (eventId: string, sub: string): ItemKey => ({ PK: eventPartition(eventId), SK: `${eventSk}${sub}` }),
    userSide: (eventId: string, sub: string): ItemKey => ({ PK: userPk(sub), SK: `${userSk}${eventId}` }),
    ofEvent: (eventId: string): PrefixQuery => ({ pk: eventPartition(eventId), prefix: eventSk }),
  };
}
