/** Keys of the platform's own records: the audit log, stats, the population marker, data-tool jobs, event cancellations, feedback deliveries, office packets. */
import { partyEventPk, STATS, type ItemKey, type PrefixQuery, type RangeQuery } from '../../lib/db/keys/shared';

export const platformKeys = {
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

  // Admin Stats tab (stats-breakdown.ts)
  statsBreakdown: {
    /** The platform's tickets sold and revenue, spread over shards. */
    ticketShard: (shard: number): ItemKey => ({ PK: 'STATS#TICKETS', SK: `SHARD#${shard}` }),
    ticketShards: { pk: 'STATS#TICKETS', prefix: 'SHARD#' } as PrefixQuery,
    /** One chapter's events (and, from the seed or an event's deletion, tickets and revenue). */
    chapter: (chapterId: string): ItemKey => ({ PK: 'STATS#CHAPTERS', SK: `CHAPTER#${chapterId}` }),
    /** One of a chapter's sales shards (tickets and revenue), beside its item: the chapter's prefix Query reads them all. */
    chapterSales: (chapterId: string, shard: number): ItemKey => ({ PK: 'STATS#CHAPTERS', SK: `CHAPTER#${chapterId}#SALES#${shard}` }),
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

  // Cancelled events: the job that cancels, refunds and e-mails the tickets of a cancelled event, one per event.
  eventCancellation: {
    job: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'CANCELLATION' }),
  },

  // Send Feedback: one delivery per message id, claimed before its mail goes out.
  feedbackDelivery: {
    item: (feedbackId: string): ItemKey => ({ PK: `FEEDBACK#${feedbackId}`, SK: 'DELIVERY' }),
  },

  // Party paperwork: the last registration packet mailed to the Greek-life office, in the event's partition.
  packetMail: {
    item: (eventId: string): ItemKey => ({ PK: partyEventPk(eventId), SK: 'PACKETMAIL' }),
    /** The event item, its ticket holders (`HOLDER#…`) and this mail sort in that order: only the waitlist's offer holds (`OFFERHOLD#…`) come between. */
    withEventAndHolders: (eventId: string): RangeQuery => ({ pk: partyEventPk(eventId), from: 'EVENT', to: 'PACKETMAIL' }),
    /** The same, from the door's items (`door.withEvent`: a cancelled event's job, the count, its quarters, the monitors, the scan log) on: analytics with its paperwork panel. */
    withDoorEventAndHolders: (eventId: string): RangeQuery => ({ pk: partyEventPk(eventId), from: 'CANCELLATION', to: 'PACKETMAIL' }),
  },
} as const;
