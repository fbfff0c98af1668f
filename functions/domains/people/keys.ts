/** Keys of people and what they keep: profiles, admin grants, roles, RSVPs, saves, reviews, leader requests, follows, friendships, people search. */
import { EVENT_REVIEW, userPk, partyEventPk, greekEventPk, chapterPk, PENDING_REQUESTS, REVIEWED_REQUESTS, PROFILES, ROLES, MEMBER, USER_ITEMS, bothSides, type ItemKey, type PrefixQuery, type RangeQuery } from '../../lib/db/keys/shared';

export const peopleKeys = {
  profile: {
    item: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.profile }),
    /** GSI1 (only with an organization): the chapter's members by profile. */
    member: (p: { chapterId: string; sub: string }) => ({ GSI1PK: chapterPk(p.chapterId), GSI1SK: `${MEMBER}${p.sub}` }),
    /** GSI1: the chapter's member index — its members' profiles, its role rows (`role.member`) and the marker saying they are all there (`memberIndex`). */
    membersOf: (chapterId: string): PrefixQuery => ({ pk: chapterPk(chapterId), prefix: MEMBER }),
    /** GSI2: every profile, by sign-up time (the admin Users tab, newest first). */
    listed: (p: { createdAt: string; sub: string }) => ({ GSI2PK: PROFILES, GSI2SK: `${p.createdAt}#${p.sub}` }),
    list: PROFILES,
  },

  /**
   * The marker of a chapter whose role rows are all on its member index
   * (chapter-members.ts): the chapter's item `MEMBERINDEX`, itself on the
   * index (`MEMBER##ROLES` — `#` is never the first character of a sub), so
   * the one Query of the members says whether the role rows came with it.
   */
  memberIndex: {
    marker: (chapterId: string) => ({ PK: chapterPk(chapterId), SK: 'MEMBERINDEX', GSI1PK: chapterPk(chapterId), GSI1SK: `${MEMBER}#ROLES` }),
  },

  /**
   * A chapter's sober-monitor training record (monitor-training.ts): ONE item
   * per chapter, a map of member to training day, so naming the monitors adds
   * one key to the BatchGet it already makes. On the member index
   * (`MEMBER##TRAINING`, beside the marker) so the members and their
   * training are one Query.
   */
  monitorTraining: {
    item: (chapterId: string): ItemKey => ({ PK: chapterPk(chapterId), SK: 'MONITORTRAINING' }),
    indexed: (chapterId: string) => ({ GSI1PK: chapterPk(chapterId), GSI1SK: `${MEMBER}#TRAINING` }),
  },

  admin: {
    item: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.admin }),
  },

  /** The Greek-life office grant of an account: the one school it acts for. */
  office: {
    item: (sub: string): ItemKey => ({ PK: userPk(sub), SK: USER_ITEMS.office }),
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
    /** GSI1 of the chapter's row: on the chapter's member index, right after its holder's profile (a sub is a UUID, never `…#ROLE#…`). */
    member: (r: { chapterId: string; role: string; sub: string }) => ({ GSI1PK: chapterPk(r.chapterId), GSI1SK: `${MEMBER}${r.sub}#ROLE#${r.role}` }),
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

  review: bothSides(partyEventPk, EVENT_REVIEW, USER_ITEMS.review),

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
    /** One pending office request per person, whichever school (a chapter id is a uuid: never this word). */
    officeGuard: (sub: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.pendingGuard}OFFICE` }),
    /** The person's view of their request. */
    userView: (sub: string, id: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.leaderRequest}${id}` }),
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
} as const;
