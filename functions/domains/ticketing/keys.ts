/** Keys of tickets and the door: tickets, payments, the scan log, the door count, refunds, transfers, door passes, the waitlist, sober monitors at the door. */
import { userPk, partyEventPk, eventTicketsPk, END, USER_ITEMS, type ItemKey, type PrefixQuery, type RangeQuery } from '../../lib/db/keys/shared';

const dropPk = (eventId: string) => `DROP#${eventId}`;

/** Door passes' sort-key prefix in the GSI1 partition of the event's tickets. */
const DOOR_PASS_SK = 'PASS#';

export const ticketsKeys = {
  ticket: {
    item: (id: string): ItemKey => ({ PK: `TICKET#${id}`, SK: 'TICKET' }),
    /** GSI1: an event's tickets, oldest purchase first. */
    byEvent: (t: { id: string; eventId: string; purchasedAt: string }) => ({ GSI1PK: eventTicketsPk(t.eventId), GSI1SK: `${t.purchasedAt}#${t.id}` }),
    /**
     * GSI1: an event's tickets alone. The partition also holds the event's door passes (`doorPass.byEvent`,
     * `PASS#…`); a ticket's sort key starts with its ISO purchase time, a digit, so this range holds every
     * ticket and no pass.
     */
    ofEvent: (eventId: string): RangeQuery => ({ pk: eventTicketsPk(eventId), from: '0', to: `9${END}` }),
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
    /** An intent started and not yet settled (no ticket, no refund known): what the scheduled sweep reconciles. */
    unsettled: (intentId: string): ItemKey => ({ PK: `PAYMENT#${intentId}`, SK: 'UNSETTLED' }),
    /** GSI1 `PAYMENTS_UNSETTLED` by the instant the sweep next looks at the intent (sparse: only while unsettled). */
    unsettledByNextLook: (intentId: string, nextLookAt: string) => ({ GSI1PK: 'PAYMENTS_UNSETTLED', GSI1SK: `${nextLookAt}#${intentId}` }),
    unsettledDueBy: (now: string): RangeQuery => ({ pk: 'PAYMENTS_UNSETTLED', from: '0', to: `${now}${END}` }),
  },

  // Offline door mode: the log of scans synced from door devices, in the event's partition, one per scan id.
  doorScan: {
    item: (eventId: string, scanId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOORSCAN#${scanId}` }),
    ofEvent: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOORSCAN#' }),
    /** Every logged scan carries it: a reader of the event's partition skips the log by it (a filter may not name SK). */
    entity: 'doorScan',
  },

  // Live tickets: a move to another phone waiting for its e-mailed code, beside its ticket.
  phoneMove: {
    pending: (ticketId: string): ItemKey => ({ PK: `TICKET#${ticketId}`, SK: 'PHONEMOVE' }),
  },

  // Live headcount at the door: the event's count item and its entries per 15 minutes
  door: {
    count: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'DOOR' }),
    quarter: (eventId: string, quarterStart: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOOR#Q#${quarterStart}` }),
    quarters: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOOR#Q#' }),
    /** Per-door counts: one item per scan point (a door pass, the leaders' devices) a crossing went through (door-points.ts). */
    point: (eventId: string, pointId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOOR#P#${pointId}` }),
    points: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOOR#P#' }),
    /** Every door item beside the count: its quarters, per-door counts and monitors (not the scan log, `DOORSCAN#`). */
    records: (eventId: string): PrefixQuery => ({ pk: partyEventPk(eventId), prefix: 'DOOR#' }),
    /**
     * The event item and its door items, from a cancelled event's job (`CANCELLATION`, right before `DOOR`) to `EVENT`
     * and its seat shards (`EVENT#SEATS#…`): the door count, its quarters, the per-door counts (`DOOR#P#`), the monitors (`DOOR#M#`) and the scan log
     * (`DOORSCAN#`) sort between.
     */
    withEvent: (eventId: string): RangeQuery => ({ pk: partyEventPk(eventId), from: 'CANCELLATION', to: 'EVENT#SEATS#~' }),
  },

  // Ticket cancellation: one refund per cancelled paid ticket (its id is the gateway's idempotency key).
  ticketRefund: {
    item: (ticketId: string): ItemKey => ({ PK: `REFUND#${ticketId}`, SK: 'REFUND' }),
    /** GSI1 `REFUNDS_OWED` by the next attempt's instant while the refund is not through (the sweep retries it then). */
    owedByNextAttempt: (ticketId: string, nextAttemptAt: string) => ({ GSI1PK: 'REFUNDS_OWED', GSI1SK: `${nextAttemptAt}#${ticketId}` }),
    owedDueBy: (now: string): RangeQuery => ({ pk: 'REFUNDS_OWED', from: '0', to: `${now}${END}` }),
  },

  // Transfer to a friend: the transfer's record (who, to whom, when) and the friend's copy of an open offer.
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

  // Door passes for volunteers: found by id alone (the pass's link), listed by event on GSI1.
  doorPass: {
    item: (id: string): ItemKey => ({ PK: `DOORPASS#${id}`, SK: 'PASS' }),
    /**
     * GSI1: in the partition of the event's tickets, after them (`P` sorts above the digits a ticket's sort key
     * starts with), oldest first: the door screen reads the tickets and the passes in ONE Query (`withTickets`).
     */
    byEvent: (p: { eventId: string; createdAt: string; id: string }) => ({ GSI1PK: eventTicketsPk(p.eventId), GSI1SK: `${DOOR_PASS_SK}${p.createdAt}#${p.id}` }),
    ofEvent: (eventId: string): PrefixQuery => ({ pk: eventTicketsPk(eventId), prefix: DOOR_PASS_SK }),
    /** GSI1: the event's tickets and its passes, together. */
    withTickets: (eventId: string): RangeQuery => ({ pk: eventTicketsPk(eventId), from: '0', to: `${DOOR_PASS_SK}${END}` }),
    /**
     * GSI1 keys of a pass written before the passes moved beside the tickets (`DOORPASSES#<eventId>` /
     * `<createdAt>#<id>`, newest first when read): still read for an event stored before the move (its item
     * has no `doorPassesWithTickets`), which may hold such passes.
     */
    byEventBefore: (p: { eventId: string; createdAt: string; id: string }) => ({ GSI1PK: `DOORPASSES#${p.eventId}`, GSI1SK: `${p.createdAt}#${p.id}` }),
    ofEventBefore: (eventId: string): string => `DOORPASSES#${eventId}`,
  },

  // Waitlist: the line (join time, then sub: a deterministic order), one place per person,
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
    /**
     * The held offers and the profile, which sorts right after them (past only the people-search item):
     * My Tickets reads both in one Query, the profile saying whether the caller's token still counts.
     */
    userOffersToProfile: (sub: string): RangeQuery => ({ pk: userPk(sub), from: USER_ITEMS.waitlistOffer, to: USER_ITEMS.profile }),
    /** The person's copy of their place in line (no counts, no refs: leaving the line takes it with it). */
    userPlace: (sub: string, eventId: string): ItemKey => ({ PK: userPk(sub), SK: `${USER_ITEMS.waitlistPlace}${eventId}` }),
    userPlaces: (sub: string): PrefixQuery => ({ pk: userPk(sub), prefix: USER_ITEMS.waitlistPlace }),
  },

  // A drop's line, in its own partition (the event's stays light for its page): the line's state (the draw, the
  // next place, admitted through), one member per account, and the line in order of place (admission reads it).
  dropLine: {
    state: (eventId: string): ItemKey => ({ PK: dropPk(eventId), SK: 'STATE' }),
    member: (eventId: string, sub: string): ItemKey => ({ PK: dropPk(eventId), SK: `MEMBER#${sub}` }),
    members: (eventId: string): PrefixQuery => ({ pk: dropPk(eventId), prefix: 'MEMBER#' }),
    /** Places sort as numbers: zero-padded to 9 digits. */
    place: (eventId: string, place: number): ItemKey => ({ PK: dropPk(eventId), SK: `PLACE#${String(place).padStart(9, '0')}` }),
    /** Places after `place`, in order (`SK > place` and still a place). */
    placesAfter: (eventId: string, place: number): RangeQuery => ({ pk: dropPk(eventId), from: `PLACE#${String(place + 1).padStart(9, '0')}`, to: `PLACE#${END}` }),
    /** The whole line (its state, members and places): deleting the event takes it. */
    partition: dropPk,
    /** GSI1 of a member's item and of their place: a person's items in every drop's line (account deletion finds them). */
    byUser: (sub: string, item: ItemKey) => ({ GSI1PK: `DROPLINE#${sub}`, GSI1SK: `${item.PK}#${item.SK}` }),
    ofUser: (sub: string): PrefixQuery => ({ pk: `DROPLINE#${sub}`, prefix: 'DROP#' }),
  },

  // Sober monitors at the door: one check-in record per monitor, beside the door count (sorts inside `door.withEvent`).
  // A change of an event's date, time or place: one delivery per holder per edit, claimed before its mail goes out.
  eventChangeNotice: {
    item: (eventId: string, editId: string, sub: string): ItemKey => ({ PK: `EVENTCHANGE#${eventId}#${editId}`, SK: `HOLDER#${sub}` }),
  },

  doorMonitor: {
    item: (eventId: string, sub: string): ItemKey => ({ PK: partyEventPk(eventId), SK: `DOOR#M#${sub}` }),
    /** The monitor a record's sort key names. */
    subOf: (sk: string): string => sk.slice('DOOR#M#'.length),
    /** Every check-in record carries it: the door's read tells them from the count and the scan log by it. */
    entity: 'doorMonitor',
  },
} as const;
