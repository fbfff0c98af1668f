/**
 * The door roster's read (offline door mode): an event's tickets
 * with only what the door needs, in one Query on the event's ticket index
 * (paged by DynamoDB when large; bounded by the event's capacity). The
 * projection keeps e-mail, payment and holder ids out of the read itself.
 * The door screen's read adds the event's door passes, which sort after the
 * tickets in the same index partition: still one Query.
 */
import type { TicketStatus } from '../../../../shared/limits';
import { DOOR_PASS_ENTITY, DOOR_PASS_FIELDS, eventDoorPasses, type DoorPassRecord, type PassesOf } from './passes';
import { keys, type RangeQuery } from '../../keys';
import { INDEX, queryAll, type Item } from '../../../lib/db/table';

export interface RosterRow {
  id: string;
  status: TicketStatus;
  holderName: string | null;
  /** To read the holder's age band (never sent to the door). */
  sub: string | null;
  /** False once an exit scan let the holder out (door-headcount.ts); absent before the first entry. */
  inside: boolean | null;
  /** Live tickets: issued live, and the public key of the phone it is on. */
  liveCodes: boolean;
  phoneKey: string | null;
}

const ROSTER_FIELDS = ['id', 'status', 'holderName', 'sub', 'inside', 'liveCodes', 'phoneKey'];

/** A Query of one GSI1 range that reads only `fields` (each by a placeholder name: several are reserved words). */
function projectedRange(range: RangeQuery, fields: string[]): Promise<Item[]> {
  const names = [...new Set(fields)];
  return queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ProjectionExpression: names.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
  });
}

const toRow = (item: Item): RosterRow => ({
  id: String(item.id),
  status: item.status as TicketStatus,
  holderName: (item.holderName as string | undefined) ?? null,
  sub: (item.sub as string | undefined) ?? null,
  inside: typeof item.inside === 'boolean' ? item.inside : null,
  liveCodes: item.liveCodes === true,
  phoneKey: (item.phoneKey as string | undefined) ?? null,
});

export async function listRosterRows(eventId: string): Promise<RosterRow[]> {
  return (await projectedRange(keys.ticket.ofEvent(eventId), ROSTER_FIELDS)).map(toRow);
}

/**
 * The door screen's read (one screen, one request): the roster's rows and the event's
 * passes (newest first) in ONE Query of the tickets' index partition, which
 * holds the passes after the tickets; the projection adds only the passes'
 * own fields and their `entity` (a ticket has none of a pass's other fields
 * but its id, status and event id). An event stored before the passes moved
 * there has their old index read as well, alongside (door-passes.ts).
 * Eventually consistent, as each list was on its own: what decides a scan
 * or a revocation reads the ticket or the pass itself.
 */
export async function readRosterWithPasses(event: PassesOf): Promise<{ rows: RosterRow[]; passes: DoorPassRecord[] }> {
  const items = projectedRange(keys.doorPass.withTickets(event.id), [...ROSTER_FIELDS, ...DOOR_PASS_FIELDS, 'entity']);
  const passes = await eventDoorPasses(event, items);
  return { rows: (await items).filter((item) => item.entity !== DOOR_PASS_ENTITY).map(toRow), passes };
}
