/**
 * The door roster's read (issue 12, offline door mode): an event's tickets
 * with only what the door needs, in one Query on the event's ticket index
 * (paged by DynamoDB when large; bounded by the event's capacity). The
 * projection keeps e-mail, payment and holder ids out of the read itself.
 */
import type { TicketStatus } from '../../../shared/limits';
import { keys } from './keys';
import { INDEX, queryAll } from './table';

export interface RosterRow {
  id: string;
  status: TicketStatus;
  holderName: string | null;
  /** To read the holder's age band (never sent to the door). */
  sub: string | null;
  /** False once an exit scan let the holder out (door-headcount.ts); absent before the first entry. */
  inside: boolean | null;
}

export async function listRosterRows(eventId: string): Promise<RosterRow[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.ticket.ofEvent(eventId) },
    ProjectionExpression: 'id, #status, holderName, #sub, inside',
    ExpressionAttributeNames: { '#status': 'status', '#sub': 'sub' },
  });
  return items.map((item) => ({ id: String(item.id), status: item.status as TicketStatus, holderName: (item.holderName as string | undefined) ?? null, sub: (item.sub as string | undefined) ?? null, inside: typeof item.inside === 'boolean' ? item.inside : null }));
}
