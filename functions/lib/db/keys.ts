/**
 * Every key of the single table, built here and nowhere else (README "Table
 * access"): one object per entity, with its primary key, the index keys it
 * carries, and the partitions and prefixes the repositories query it by.
 * Repositories import `keys`; services, seeds and tests never spell a key.
 */

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
const userPk = (sub: string) => `USER#${sub}`;
const partyEventPk = (id: string) => `EVENT#${id}`;
const greekEventPk = (id: string) => `GEVENT#${id}`;
const chapterPk = (id: string) => `CHAPTER#${id}`;
const schoolPk = (id: string) => `SCHOOL#${id}`;
const nationalPk = (key: string) => `NATIONAL#${key}`;
const eventTicketsPk = (eventId: string) => `EVENT#${eventId}#TICKETS`;

/** Sorts above every sort key of a prefix (the end of an open range). */
const END = '\uffff';

/** `<date>#<time>#<id>`: dated items sort by date, then time. */
const dated = (e: { date: string; time: string; id: string }) => `${e.date}#${e.time}#${e.id}`;

/** Sort keys `<prefix><date>#…` from `from` on, or on one day only. */
function dateRange(pk: string, prefix: string, from: string, onDate?: string): RangeQuery {
  return onDate
    ? { pk, from: `${prefix}${onDate}`, to: `${prefix}${onDate}#${END}` }
    : { pk, from: `${prefix}${from}`, to: `${prefix}${END}` };
}

const SCHOOLS = 'SCHOOLS';
const NATIONALS = 'NATIONALS';
const GREEK_EVENTS = 'GEVENTS';
const ACTIVE_PARTY_EVENTS = 'EVENTS#ACTIVE';
const PENDING_REQUESTS = 'LREQ#PENDING';
const REVIEWED_REQUESTS = 'LREQ#REVIEWED';
const STATS = 'STATS';
const PROFILES = 'PROFILES';
const ROLES = 'ROLES';
const MEMBER = 'MEMBER#';

/** The facets the active party list is indexed by, most selective first. */
export const PARTY_FACETS = ['schoolId', 'nationalKey', 'state', 'organizationType'] as const;
export type PartyFacet = (typeof PARTY_FACETS)[number];
type PartyEventFacets = Record<PartyFacet, string>;
const FACET_INDEX: Record<PartyFacet, string> = { schoolId: 'GSI3', nationalKey: 'GSI4', state: 'GSI5', organizationType: 'GSI6' };
const activeBy = (facet: PartyFacet, value: string) => `${ACTIVE_PARTY_EVENTS}#${facet}#${value}`;

/** Sort-key prefixes of the items of a user partition (account deletion sorts them by these). */
const USER_ITEMS = {
  profile: 'PROFILE',
  admin: 'ADMIN',
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
  // Transfer to a friend (issue 14): offers made to the person, while open.
  transferOffer: 'TRANSFER_IN#',
  // The person's uploads (media.ts) and seats held for them off a waitlist (waitlist-holds.ts).
  mediaView: 'MEDIA#',
  waitlistOffer: 'OFFER#',
} as const;

/**
 * A person's item kept on both sides: in the event's partition
 * (`<eventSk><sub>`, one per person per event) and in the person's
 * (`<userSk><eventId>`, which `refs` the event side).
 */
function bothSides(eventPartition: (eventId: string) => string, eventSk: string, userSk: string) {
  return {
    eventSide: (eventId: string, sub: string): ItemKey => ({ PK: eventPartition(eventId), SK: `${eventSk}${sub}` }),
    userSide: (eventId: string, sub: string): ItemKey => ({ PK: userPk(sub), SK: `${userSk}${eventId}` }),
    ofEvent: (eventId: string): PrefixQuery => ({ pk: eventPartition(eventId), prefix: eventSk }),
  };
}

export const keys = {
  user: {
    /** The whole user partition (GET /me, account deletion). */
    partition: userPk,
    items: USER_ITEMS,
  },

  school: {
    item: (id: string): ItemKey => ({ PK: schoolPk(id), SK: 'SCHOOL' }),
    /** GSI1: every school, by lower-case name. */
    listed: (s: { id: string; name: string }) => ({ GSI1PK: SCHOOLS, GSI1SK: `${s.name.toLowerCase()}#${s.id}` }),
    list: SCHOOLS,
  },

  national: {
    item: (key: string): ItemKey => ({ PK: nationalPk(key), SK: 'NATIONAL' }),
    /** GSI1: the directory, fraternities first ("fraternity" < "sorority"), then by lower-case name. */
    listed: (n: { type: string; name: string }) => ({ GSI1PK: NATIONALS, GSI1SK: `${n.type}#${n.name.toLowerCase()}` }),
    list: NATIONALS,
  },

  chapter: {
    item: (id: string): ItemKey => ({ PK: chapterPk(id), SK: 'CHAPTER' }),
    /** GSI1 by national (state, school), GSI2 by school (type, letters or name). */
    indexed: (c: { id: string; nationalKey: string; state: string; schoolName: string; schoolId: string; type: string; letters: string; name: string }) => ({
      GSI1PK: nationalPk(c.nationalKey),
      GSI1SK: `CHAPTER#${c.state}#${c.schoolName.toLowerCase()}#${c.id}`,
      GSI2PK: schoolPk(c.schoolId),
      GSI2SK: `CHAPTER#${c.type}#${c.letters || c.name}#${c.id}`,
    }),
    /** GSI1: a national's chapters, optionally in one state. */
    ofNational: (nationalKey: string, state?: string): PrefixQuery => ({
      pk: nationalPk(nationalKey),
      prefix: state ? `CHAPTER#${state}#` : 'CHAPTER#',
    }),
    /** GSI2: a school's chapters. */
    ofSchool: (schoolId: string): PrefixQuery => ({ pk: schoolPk(schoolId), prefix: 'CHAPTER#' }),
  },

  greekEvent: {
    item: (id: string): ItemKey => ({ PK: greekEventPk(id), SK: 'GEVENT' }),
    /** GSI1 by school, GSI2 all events; both by date then time. */
    indexed: (e: { id: string; schoolId: string; date: string; time: string }) => ({
      GSI1PK: schoolPk(e.schoolId),
      GSI1SK: `GEVENT#${dated(e)}`,
      GSI2PK: GREEK_EVENTS,
      GSI2SK: dated(e),
    }),
    /** GSI1: a school's events from a date. */
    ofSchool: (schoolId: string, from: string): RangeQuery => dateRange(schoolPk(schoolId), 'GEVENT#', from),
    /** GSI2: every event from a date. */
    all: (from: string): RangeQuery => dateRange(GREEK_EVENTS, '', from),
  },

  partyEvent: {
    item: (id: string): ItemKey => ({ PK: partyEventPk(id), SK: 'EVENT' }),
    /**
     * GSI1 by chapter; GSI2 the active list, GSI3–GSI6 the active list by
     * school, national, state and organization type (all sparse: only while
     * active; an event's facets never change after creation).
     */
    indexed: (e: PartyEventFacets & { id: string; chapterId: string; date: string; time: string; status: string }) => {
      const order = dated(e);
      if (e.status !== 'active') return { GSI1PK: chapterPk(e.chapterId), GSI1SK: `EVENT#${order}` };
      const facets = Object.fromEntries(
        PARTY_FACETS.flatMap((facet) => [
          [`${FACET_INDEX[facet]}PK`, activeBy(facet, e[facet])],
          [`${FACET_INDEX[facet]}SK`, order],
        ]),
      );
      return { GSI1PK: chapterPk(e.chapterId), GSI1SK: `EVENT#${order}`, GSI2PK: ACTIVE_PARTY_EVENTS, GSI2SK: order, ...facets };
    },
    /** GSI3–GSI6: active events of one school, national, state or type from a date (or on one day). */
    activeBy: (facet: PartyFacet, value: string, from: string, onDate?: string): RangeQuery & { index: string } => ({
      index: FACET_INDEX[facet],
      ...dateRange(activeBy(facet, value), '', from, onDate),
    }),
    /** GSI1: a chapter's events from a date (or on one day). */
    ofChapter: (chapterId: string, from: string, onDate?: string): RangeQuery => dateRange(chapterPk(chapterId), 'EVENT#', from, onDate),
    /** GSI2: active events from a date (or on one day). */
    active: (from: string, onDate?: string): RangeQuery => dateRange(ACTIVE_PARTY_EVENTS, '', from, onDate),
    activeList: ACTIVE_PARTY_EVENTS,
  },

  media: {
    /** In the event's partition, and by chapter (GSI1) and national (GSI2); all newest last. */
    item: (m: { id: string; eventId: string; chapterId: string; nationalKey: string; createdAt: string }) => {
      const order = `PHOTO#${m.createdAt}#${m.id}`;
      return {
        PK: partyEventPk(m.eventId),
        SK: order,
        GSI1PK: chapterPk(m.chapterId),
        GSI1SK: order,
        GSI2PK: nationalPk(m.nationalKey),
        GSI2SK: order,
      };
    },
    ofEvent: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'PHOTO#' }),
    ofChapter: (chapterId: string): PrefixQuery => ({ pk: chapterPk(chapterId), prefix: 'PHOTO#' }),
    ofNational: (nationalKey: string): PrefixQuery => ({ pk: nationalPk(nationalKey), prefix: 'PHOTO#' }),
  },

  profile: {
    item: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.profile }),
    /** GSI1 (only with an organization): the chapter's members by profile. */
    member: (p: { chapterId: string; sub: string }) => ({ GSI1PK: chapterPk(p.chapterId), GSI1SK: `${MEMBER}${p.sub}` }),
    membersOf: (chapterId: string): PrefixQuery => ({ pk: chapterPk(chapterId), prefix: MEMBER }),
    /** GSI2: every profile, by sign-up time (the admin Users tab, newest first). */
    listed: (p: { createdAt: string; sub: string }) => ({ GSI2PK: PROFILES, GSI2SK: `${p.createdAt}#${p.sub}` }),
    list: PROFILES,
  },

  admin: {
    item: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.admin }),
  },

  role: {
    /** The chapter's row: one per role per chapter. */
    chapterSide: (r: { chapterId: string; role: string }): ItemKey => ({ PK: chapterPk(r.chapterId), SK: `ROLE#${r.role}` }),
    /** The person's row. */
    userSide: (r: { chapterId: string; role: string; sub: string }): ItemKey => ({
      PK: userPk(r.sub),
      SK: `${USER_ITEMS.role}${r.chapterId}#${r.role}`,
    }),
    ofChapter: (chapterId: string): PrefixQuery => ({ pk: chapterPk(chapterId), prefix: 'ROLE#' }),
    /** GSI2 of the chapter's row: every role of every chapter, by assignment time (the admin Roles tab). */
    listed: (r: { chapterId: string; role: string; createdAt: string }) => ({ GSI2PK: ROLES, GSI2SK: `${r.createdAt}#${r.chapterId}#${r.role}` }),
    list: ROLES,
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.role }),
    /**
     * A person's standing (profile and roles) in one Query: from `PROFILE`
     * through the last `ROLE#…` (`$` sorts right after `#`). The views that
     * sort between them come along and are skipped by the reader.
     */
    standingOf: (sub: string): RangeQuery => ({ pk: userPk(sub), from: USER_ITEMS.profile, to: 'ROLE$' }),
  },

  greekRsvp: bothSides(greekEventPk, 'RSVP#', USER_ITEMS.greekRsvp),
  partyRsvp: bothSides(partyEventPk, 'RSVP#', USER_ITEMS.partyRsvp),
  save: bothSides(partyEventPk, 'SAVE#', USER_ITEMS.save),
  review: bothSides(partyEventPk, 'REVIEW#', USER_ITEMS.review),

  leaderRequest: {
    item: (id: string): ItemKey => ({ PK: `LREQ#${id}`, SK: 'LREQ' }),
    /** GSI1 while pending (sparse). */
    pending: (r: { id: string; createdAt: string }) => ({ GSI1PK: PENDING_REQUESTS, GSI1SK: `${r.createdAt}#${r.id}` }),
    /** GSI2 once reviewed. */
    reviewed: (r: { id: string; reviewedAt: string }) => ({ GSI2PK: REVIEWED_REQUESTS, GSI2SK: `${r.reviewedAt}#${r.id}` }),
    pendingList: PENDING_REQUESTS,
    reviewedList: REVIEWED_REQUESTS,
    /** One pending request per person and chapter. */
    pendingGuard: (sub: string, chapterId: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.pendingGuard}${chapterId}` }),
    /** The person's view of their request. */
    userView: (sub: string, id: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.leaderRequest}${id}` }),
  },

  ticket: {
    item: (id: string): ItemKey => ({ PK: `TICKET#${id}`, SK: 'TICKET' }),
    /** GSI1: an event's tickets, oldest purchase first. */
    byEvent: (t: { id: string; eventId: string; purchasedAt: string }) => ({ GSI1PK: eventTicketsPk(t.eventId), GSI1SK: `${t.purchasedAt}#${t.id}` }),
    /** GSI1 partition of an event's tickets. */
    ofEvent: eventTicketsPk,
    /** One ticket per person per event; a copy of the ticket. */
    holder: (eventId: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `HOLDER#${sub}` }),
    /** My Tickets: the person's copy, newest purchase last. */
    userView: (t: { id: string; sub: string; purchasedAt: string }): ItemKey => ({
      PK: userPk(t.sub),
      SK: `${USER_ITEMS.ticket}${t.purchasedAt}#${t.id}`,
    }),
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.ticket }),
  },

  payment: {
    /** One-shot claim of a paid intent: by its ticket or by its refund. */
    guard: (intentId: string): ItemKey => ({ PK: `PAYMENT#${intentId}`, SK: 'PAYMENT' }),
    /** The local sandbox gateway's intent. */
    sandboxIntent: (intentId: string): ItemKey => ({ PK: `PAYMENT#${intentId}`, SK: 'INTENT' }),
  },

  audit: {
    entry: (e: { id: string; createdAt: string }): ItemKey => ({ PK: 'AUDIT', SK: `${e.createdAt}#${e.id}` }),
    log: 'AUDIT',
  },

  stats: {
    totals: { PK: STATS, SK: 'GLOBAL' } as ItemKey,
    /** One day's sign-ups (`yyyy-MM-dd`, UTC). */
    signups: (date: string): ItemKey => ({ PK: STATS, SK: `SIGNUPS#${date}` }),
  },

  meta: {
    population: { PK: 'META', SK: 'POPULATION' } as ItemKey,
  },

  // Social: follows, friendships, people search.
  /** A follower row in the chapter's partition (`sub` = the follower) and the follower's view (`refs` it). */
  follow: {
    chapterSide: (chapterId: string, sub: string): ItemKey => ({ PK: chapterPk(chapterId), SK: `FOLLOWER#${sub}` }),
    userSide: (chapterId: string, sub: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.follow}${chapterId}` }),
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.follow }),
  },

  friendship: {
    /** One item per pair of people, whoever asked first: its conditional put decides a race. */
    pair: (a: string, b: string): ItemKey => {
      const [low, high] = a < b ? [a, b] : [b, a];
      return { PK: `FRIENDSHIP#${low}#${high}`, SK: 'PAIR' };
    },
    /** One person's view of the pair (friend, incoming or outgoing request). */
    view: (owner: string, other: string): ItemKey => ({ PK: userPk(owner), SK: `${USER_ITEMS.friend}${other}` }),
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.friend }),
  },

  people: {
    /**
     * Search entries of a person's name: each lower-case word and the whole
     * name, in a partition per first character, so a name prefix is one
     * Query with `begins_with`.
     */
    nameEntry: (token: string, sub: string): ItemKey => ({ PK: `PEOPLE#${[...token][0] ?? ''}`, SK: `${token}#${sub}` }),
    nameSearch: (prefix: string): PrefixQuery => ({ pk: `PEOPLE#${[...prefix][0] ?? ''}`, prefix }),
    /** An exact (lower-case) e-mail address: one partition per address. */
    emailEntry: (email: string, sub: string): ItemKey => ({ PK: `PEOPLE#EMAIL#${email}`, SK: `SUB#${sub}` }),
    emailSearch: (email: string): PrefixQuery => ({ pk: `PEOPLE#EMAIL#${email}`, prefix: 'SUB#' }),
    /** The user-partition item that `refs` a person's search entries (deleted with the account). */
    entries: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.peopleIndex }),
  },

  // Photos and videos (media): the record by id, and the uploader's view (account deletion finds their uploads)
  mediaRecord: {
    byId: (id: string): ItemKey => ({ PK: `MEDIA#${id}`, SK: 'MEDIA' }),
    userView: (sub: string, id: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.mediaView}${id}` }),
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.mediaView }),
  },

  // Admin Stats tab (stats-breakdown.ts)
  statsBreakdown: {
    /** The platform's tickets sold and revenue, spread over shards. */
    ticketShard: (shard: number): ItemKey => ({ PK: 'STATS#TICKETS', SK: `SHARD#${shard}` }),
    ticketShards: { pk: 'STATS#TICKETS', prefix: 'SHARD#' } as PrefixQuery,
    /** One chapter's tickets, revenue and events. */
    chapter: (chapterId: string): ItemKey => ({ PK: 'STATS#CHAPTERS', SK: `CHAPTER#${chapterId}` }),
    chapters: { pk: 'STATS#CHAPTERS', prefix: 'CHAPTER#' } as PrefixQuery,
    /** One school's users. */
    school: (schoolId: string): ItemKey => ({ PK: 'STATS#SCHOOLS', SK: `SCHOOL#${schoolId}` }),
    schools: { pk: 'STATS#SCHOOLS', prefix: 'SCHOOL#' } as PrefixQuery,
    /** Party events created in one month (`yyyy-MM`, UTC). */
    eventsCreated: (month: string): ItemKey => ({ PK: 'STATS#EVENTS', SK: `MONTH#${month}` }),
    eventsCreatedMonths: { pk: 'STATS#EVENTS', prefix: 'MONTH#' } as PrefixQuery,
  },

  // Admin data tools run as jobs (jobs.ts): one lock for all tools, one item per run.
  dataToolJob: {
    item: (id: string): ItemKey => ({ PK: `DATA_TOOL_JOB#${id}`, SK: 'JOB' }),
    /** Names the running job; its conditional put refuses a second tool while one runs. */
    lock: { PK: 'DATA_TOOLS', SK: 'LOCK' } as ItemKey,
  },

  // Offline door mode (issue 12): the log of scans synced from door devices, in the event's partition, one per scan id.
  doorScan: {
    item: (eventId: string, scanId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOORSCAN#${scanId}` }),
    ofEvent: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOORSCAN#' }),
  },

  // Live headcount at the door: the event's count item and its entries per 15 minutes
  door: {
    count: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'DOOR' }),
    quarter: (eventId: string, quarterStart: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOOR#Q#${quarterStart}` }),
    quarters: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOOR#Q#' }),
    /** The event item and its door items: nothing else of the partition sorts from `DOOR` to `EVENT`. */
    withEvent: (eventId: string): RangeQuery => ({ pk: partyEventPk(eventId), from: 'DOOR', to: 'EVENT' }),
  },

  // Ticket cancellation (issue 14): one refund per cancelled paid ticket (its id is the gateway's idempotency key).
  ticketRefund: {
    item: (ticketId: string): ItemKey => ({ PK: `REFUND#${ticketId}`, SK: 'REFUND' }),
  },

  // Cancelled events (issue 14): the job that cancels, refunds and e-mails the tickets of a cancelled event, one per event.
  eventCancellation: {
    job: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'CANCELLATION' }),
  },
  // Transfer to a friend (issue 14): the transfer's record (who, to whom, when) and the friend's copy of an open offer.
  ticketTransfer: {
    item: (id: string): ItemKey => ({ PK: `TRANSFER#${id}`, SK: 'TRANSFER' }),
    offerView: (toSub: string, id: string): ItemKey => ({ PK: userPk(toSub), SK: `${USER_ITEMS.transferOffer}${id}` }),
    /**
     * My Tickets in ONE Query: the person's tickets (`TICKET#`) and the
     * offers made to them (`TRANSFER_IN#`) sort next to each other — no
     * other item of a user partition sorts between them (a unit test holds it).
     */
    ticketsWithOffersTo: (sub: string): { pk: string; from: string; to: string } => ({ pk: userPk(sub), from: USER_ITEMS.ticket, to: `${USER_ITEMS.transferOffer}\uffff` }),
  },
  // Door passes for volunteers (issue 12): found by id alone (the pass's link), listed by event on GSI1, newest first.
  doorPass: {
    item: (id: string): ItemKey => ({ PK: `DOORPASS#${id}`, SK: 'PASS' }),
    byEvent: (p: { eventId: string; createdAt: string; id: string }) => ({ GSI1PK: `DOORPASSES#${p.eventId}`, GSI1SK: `${p.createdAt}#${p.id}` }),
    ofEvent: (eventId: string): string => `DOORPASSES#${eventId}`,
  },
  // Waitlist (issue 14): the line (join time, then sub: a deterministic order), one place per person,
  // and the seats held for paid offers (GSI1 `WAITLIST_HOLDS` by expiry: what the sweep finds due).
  waitlist: {
    entry: (eventId: string, joinedAt: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `WAITLINE#${joinedAt}#${sub}` }),
    line: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'WAITLINE#' }),
    member: (eventId: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `WAITER#${sub}` }),
    members: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'WAITER#' }),
    hold: (eventId: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `OFFERHOLD#${sub}` }),
    holds: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'OFFERHOLD#' }),
    holdByExpiry: (h: { eventId: string; sub: string; expiresAt: string }) => ({ GSI1PK: 'WAITLIST_HOLDS', GSI1SK: `${h.expiresAt}#${h.eventId}#${h.sub}` }),
    holdsDueBy: (now: string): RangeQuery => ({ pk: 'WAITLIST_HOLDS', from: '0', to: `${now}${END}` }),
    /** The offer step's lease of an event's line (GSI1 `WAITLIST_LEASES` by expiry while held: the sweep resumes a crashed one). */
    lease: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'WAITLIST' }),
    leaseByExpiry: (eventId: string, leaseUntil: string) => ({ GSI1PK: 'WAITLIST_LEASES', GSI1SK: `${leaseUntil}#${eventId}` }),
    leasesDueBy: (now: string): RangeQuery => ({ pk: 'WAITLIST_LEASES', from: '0', to: `${now}${END}` }),
    /** The held offer as the person sees it (My Tickets). */
    userOffer: (sub: string, eventId: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.waitlistOffer}${eventId}` }),
    userOffers: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.waitlistOffer }),
  },
  // Party paperwork (issue 13): the last registration packet mailed to the Greek-life office, in the event's partition.
  packetMail: {
    item: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'PACKETMAIL' }),
  },
  // Sober monitors at the door (issue 13): one check-in record per monitor, beside the door count (sorts inside `door.withEvent`).
  doorMonitor: {
    item: (eventId: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOOR#M#${sub}` }),
    all: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOOR#M#' }),
  },
} as const;
