/**
 * Party events. `PK=EVENT#<id> SK=EVENT`.
 * - By chapter: `GSI1PK=CHAPTER#<chapterId>`, `GSI1SK=EVENT#<date>#<time>#<id>`.
 * - Active list: `GSI2PK=EVENTS#ACTIVE`, `GSI2SK=<date>#<time>#<id>`, sparse:
 *   the attributes exist only while the event is active, so the public list
 *   never reads inactive events.
 * `ticketsSold` is a counter kept in the same transaction as each ticket.
 */
import type { PartyEventSummary } from '../../../shared/api/types';
import { INDEX, getItem, queryAll, stripKeys, type Item } from './table';

export type PartyEventStatus = 'active' | 'cancelled';

/** Everything stored about a party event (leader side §3). */
export interface PartyEvent extends PartyEventSummary {
  nationalKey: string;
  schoolId: string;
  state: string;
  description: string;
  alcoholAllowed: boolean;
  dressCode: string | null;
  ageRestriction: string | null;
  additionalInfo: string | null;
  status: PartyEventStatus;
  /** Cognito sub of the leader who created it. */
  createdBy: string;
  createdAt: string;
}

const pk = (id: string) => `EVENT#${id}`;
const SK = 'EVENT';
const ACTIVE_PK = 'EVENTS#ACTIVE';

/** The stored item of a party event (active ones carry the sparse list keys). */
export function partyEventItem(event: PartyEvent): Item {
  const order = `${event.date}#${event.time}#${event.id}`;
  return {
    PK: pk(event.id),
    SK,
    GSI1PK: `CHAPTER#${event.chapterId}`,
    GSI1SK: `EVENT#${order}`,
    ...(event.status === 'active' ? { GSI2PK: ACTIVE_PK, GSI2SK: order } : {}),
    entity: 'partyEvent',
    ...event,
  };
}

/** The summary shape shown on chapter pages and lists. */
export function toSummary(event: PartyEvent): PartyEventSummary {
  const { id, chapterId, title, date, time, location, priceCents, maxAttendees, ticketsSold } = event;
  return { id, chapterId, title, date, time, location, priceCents, maxAttendees, ticketsSold };
}

/** One party event; undefined when unknown. */
export async function getPartyEvent(id: string): Promise<PartyEvent | undefined> {
  const item = await getItem(pk(id), SK);
  return item ? stripKeys<PartyEvent>(item) : undefined;
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
  const items = await queryAll(
    {
      IndexName: INDEX.GSI1,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      FilterExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': `CHAPTER#${chapterId}`,
        ':from': `EVENT#${fromDate}`,
        ':to': 'EVENT#\uffff',
        ':active': 'active',
      },
    },
    { max, accept: accept && ((item) => accept(stripKeys<PartyEvent>(item))) },
  );
  return items.map((item) => stripKeys<PartyEvent>(item));
}

/** Every active event on or after `fromDate`, by date then time (the party event list). */
export async function listActiveEventsFrom(fromDate: string, accept?: (event: PartyEvent) => boolean): Promise<PartyEvent[]> {
  const items = await queryAll(
    {
      IndexName: INDEX.GSI2,
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :from',
      ExpressionAttributeValues: { ':pk': ACTIVE_PK, ':from': fromDate },
    },
    { accept: accept && ((item) => accept(stripKeys<PartyEvent>(item))) },
  );
  return items.map((item) => stripKeys<PartyEvent>(item));
}
