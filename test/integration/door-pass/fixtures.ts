/** Door passes for volunteers: passes with a known PIN and window, made through the repository. */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { createDoorPass, DOOR_PASS_ENTITY, type DoorPassRecord } from '../../../functions/domains/ticketing/door/passes';
import { keys } from '../../../functions/domains/keys';
import { tableName } from '../../../functions/lib/db/table';
import { hashDoorPassPin, signDoorPassToken } from '../../../functions/domains/ticketing/door/pass-token';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';

export const PASS_PIN = '482915';

type PassWindow = { validFrom: Date; validUntil: Date };

/** A window open from an hour before `now` to six hours after. */
export const openAround = (now: Date): PassWindow => ({ validFrom: new Date(now.getTime() - 3_600_000), validUntil: new Date(now.getTime() + 6 * 3_600_000) });

function doorPassRecord(event: Pick<PartyEvent, 'id' | 'chapterId'>, window: PassWindow, extra: Partial<DoorPassRecord>): DoorPassRecord {
  const id = extra.id ?? randomUUID();
  return {
    id,
    eventId: event.id,
    chapterId: event.chapterId,
    label: 'Side door',
    pinHash: hashDoorPassPin(id, PASS_PIN),
    validFrom: window.validFrom.toISOString(),
    validUntil: window.validUntil.toISOString(),
    createdAt: window.validFrom.toISOString(),
    createdBy: randomUUID(),
    revokedAt: null,
    scanCount: 0,
    failedPins: 0,
    lockedUntil: null,
    ...extra,
  };
}

/** A pass of `event` scanning from `validFrom` to `validUntil`, its PIN `PASS_PIN`. */
export async function storedDoorPass(event: Pick<PartyEvent, 'id' | 'chapterId'>, window: PassWindow, extra: Partial<DoorPassRecord> = {}) {
  const record = doorPassRecord(event, window, extra);
  await createDoorPass(record);
  return record;
}

/**
 * A pass as it was stored before the passes moved beside the event's tickets: the same item, indexed under
 * `DOORPASSES#<eventId>` (and without the venue's state, as the oldest were).
 */
export async function storedDoorPassBefore(event: Pick<PartyEvent, 'id' | 'chapterId'>, window: PassWindow, extra: Partial<DoorPassRecord> = {}) {
  const { state: _state, ...record } = doorPassRecord(event, window, extra);
  const item = { ...keys.doorPass.item(record.id), ...keys.doorPass.byEventBefore(record), entity: DOOR_PASS_ENTITY, ...record };
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
  return record;
}

/** Makes `eventId`'s item look stored before the passes moved beside the tickets (no `doorPassesWithTickets`). */
export async function asStoredBefore(eventId: string): Promise<void> {
  await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: keys.partyEvent.item(eventId), UpdateExpression: 'REMOVE doorPassesWithTickets' }));
}

/** The token a right PIN gives for `pass`, valid for an hour from `now`. */
export function passToken(pass: Pick<DoorPassRecord, 'id' | 'eventId'>, now: Date): string {
  return signDoorPassToken({ passId: pass.id, eventId: pass.eventId, expiresAt: new Date(now.getTime() + 3_600_000) });
}
