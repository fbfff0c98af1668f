/** Keys of the catalog and its events: users' partitions, schools, nationals, chapters, Greek-life and party events, media. */
import { EVENT_PHOTO, EVENT_REVIEW, END, retired, userPk, partyEventPk, greekEventPk, chapterPk, schoolPk, nationalPk, dated, dateRange, SCHOOLS, NATIONALS, GREEK_EVENTS, ACTIVE_PARTY_EVENTS, CANCELLED_PARTY_EVENTS, PARTY_FACETS, FACET_INDEX, activeBy, USER_ITEMS, type ItemKey, type PrefixQuery, type RangeQuery, type PartyFacet, type PartyEventFacets } from '../../lib/db/keys/shared';
import type { GlobalIndexName } from '../../lib/db/table-schema';

export const catalogKeys = {
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
    /** GSI2: every event from a date (`EVERY_DATE`: retired ones too). */
    all: (from: string): RangeQuery => dateRange(GREEK_EVENTS, '', from),
    /** GSI2: the events dated from `from` to the day before `before`, not yet retired (the retire sweep's band). */
    datedBetween: (from: string, before: string): RangeQuery => ({ pk: GREEK_EVENTS, from, to: before }),
    /**
     * The sort keys once the event's day has passed in its state: off the
     * dated ranges of every school's list (GSI2) and of its school's (GSI1;
     * the school's references check reads that partition by prefix, so still
     * finds it).
     */
    retired: (e: { id: string; date: string; time: string }) => ({ GSI1SK: `GEVENT#${retired(e)}`, GSI2SK: retired(e) }),
  },

  partyEvent: {
    item: (id: string): ItemKey => ({ PK: partyEventPk(id), SK: 'EVENT' }),
    /** A shard of its seats (seat-shards.ts): sorts right after the event item, so one Query reads both. */
    seatShard: (id: string, shard: number): ItemKey => ({ PK: partyEventPk(id), SK: `EVENT#SEATS#${shard}` }),
    /** The event item and its seat shards. */
    withSeatShards: (id: string): RangeQuery => ({ pk: partyEventPk(id), from: 'EVENT', to: 'EVENT#SEATS#~' }),
    /**
     * GSI1 by chapter; GSI2 the active list, GSI3–GSI6 the active list by
     * school, national, state and organization type (all sparse: only while
     * active; an event's facets never change after creation). A cancelled
     * event is on GSI2's cancelled list instead (Clear All Events finds it there).
     */
    indexed: (e: PartyEventFacets & { id: string; chapterId: string; date: string; time: string; status: string }) => {
      const order = dated(e);
      if (e.status === 'cancelled') return { GSI1PK: chapterPk(e.chapterId), GSI1SK: `EVENT#${order}`, GSI2PK: CANCELLED_PARTY_EVENTS, GSI2SK: order };
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
    activeBy: (facet: PartyFacet, value: string, from: string, onDate?: string): RangeQuery & { index: GlobalIndexName } => ({
      index: FACET_INDEX[facet],
      ...dateRange(activeBy(facet, value), '', from, onDate),
    }),
    /** GSI1: a chapter's events from a date (or on one day). */
    ofChapter: (chapterId: string, from: string, onDate?: string): RangeQuery => dateRange(chapterPk(chapterId), 'EVENT#', from, onDate),
    /** GSI2: active events from a date (or on one day; `EVERY_DATE`: retired ones too). */
    active: (from: string, onDate?: string): RangeQuery => dateRange(ACTIVE_PARTY_EVENTS, '', from, onDate),
    /** GSI2: the active events dated from `from` to the day before `before`, not yet retired (the retire sweep's band). */
    activeDatedBetween: (from: string, before: string): RangeQuery => ({ pk: ACTIVE_PARTY_EVENTS, from, to: before }),
    /**
     * The active list's sort keys (GSI2, GSI3–GSI6: one item, so one write takes it off every
     * multi-state list) once its day has passed in its state; GSI1, its chapter's, keeps its date.
     */
    retired: (e: { id: string; date: string; time: string }) =>
      Object.fromEntries(['GSI2', ...PARTY_FACETS.map((facet) => FACET_INDEX[facet])].map((index) => [`${index}SK`, retired(e)])) as Record<string, string>,
    /** GSI2: every cancelled event, by date (every date sorts after '0'). */
    cancelled: (): RangeQuery => dateRange(CANCELLED_PARTY_EVENTS, '', '0'),
    activeList: ACTIVE_PARTY_EVENTS,
  },

  // After the party: the host chapter's event report, once, in the event's partition (outside every range read with the event).
  eventReport: {
    item: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'REPORT' }),
  },

  media: {
    /** In the event's partition, and by chapter (GSI1) and national (GSI2); all newest last. */
    item: (m: { id: string; eventId: string; chapterId: string; nationalKey: string; createdAt: string }) => {
      const order = `${EVENT_PHOTO}${m.createdAt}#${m.id}`;
      return {
        PK: partyEventPk(m.eventId),
        SK: order,
        GSI1PK: chapterPk(m.chapterId),
        GSI1SK: order,
        GSI2PK: nationalPk(m.nationalKey),
        GSI2SK: order,
      };
    },
    ofEvent: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: EVENT_PHOTO }),
    /** The event's photos and its reviews (`REVIEW#<sub>`, sorting right after them): the event page's one Query (event-page.ts). */
    withReviewsOfEvent: (eventId: string): RangeQuery => ({ pk: partyEventPk(eventId), from: EVENT_PHOTO, to: `${EVENT_REVIEW}${END}` }),
    ofChapter: (chapterId: string): PrefixQuery => ({ pk: chapterPk(chapterId), prefix: 'PHOTO#' }),
    ofNational: (nationalKey: string): PrefixQuery => ({ pk: nationalPk(nationalKey), prefix: 'PHOTO#' }),
  },

  // Photos and videos (media): the record by id, and the uploader's view (account deletion finds their uploads)
  mediaRecord: {
    byId: (id: string): ItemKey => ({ PK: `MEDIA#${id}`, SK: 'MEDIA' }),
    userView: (sub: string, id: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.mediaView}${id}` }),
    ofUser: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.mediaView }),
  },
} as const;
