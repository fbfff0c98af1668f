/**
 * Door passes for volunteers, the leaders' side: whoever may run
 * an event's door (its chapter's president or media manager) lists, creates,
 * revokes and unlocks its passes. A pass scans inside a window around the
 * event's start in its school's time zone; its PIN is told once, at creation.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CreatedDoorPass, DoorPass, DoorPassList } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { venueInstant } from '../../shared/dates';
import { DOOR_PASS_PIN_LENGTH, type CreateDoorPassInput } from '../../shared/schemas/door-pass';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { activeLock, unlockDoorPass as storeUnlock } from '../domains/ticketing/door/pass-pins';
import { createDoorPass as storeDoorPass, getDoorPass, listDoorPassesOfEvent, revokeDoorPass as storeRevocation, type DoorPassRecord } from '../domains/ticketing/door/passes';
import { getPartyEvent, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { badRequest, notFound } from '../lib/errors';
import { hashDoorPassPin } from '../domains/ticketing/door/pass-token';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';

export const DOOR_PASS_NOT_FOUND = 'Door pass not found';
export const EVENT_OVER = 'This event is over: a door pass for it would never open';

/** A pass as its leaders see it at `now`: locked only while its lock lasts. */
export function toDoorPass(record: DoorPassRecord, now: Date): DoorPass {
  const { id, eventId, label, validFrom, validUntil, createdAt, revokedAt, scanCount } = record;
  return { id, eventId, label, validFrom, validUntil, createdAt, revokedAt, scanCount, lockedUntil: activeLock(record, now) };
}

/** The event, once the caller is known to run its door. */
async function eventOfDoor(standing: Standing, eventId: string): Promise<PartyEvent> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  return event;
}

export async function listDoorPasses(standing: Standing, eventId: string): Promise<DoorPassList> {
  const event = await eventOfDoor(standing, eventId);
  const now = clock.now();
  return { passes: (await listDoorPassesOfEvent(event)).map((pass) => toDoorPass(pass, now)) };
}

export async function createDoorPass(standing: Standing, createdBy: string, eventId: string, input: CreateDoorPassInput): Promise<CreatedDoorPass> {
  const event = await eventOfDoor(standing, eventId);
  const now = clock.now();
  const start = venueInstant(event.date, event.time, event.state).getTime();
  const validFrom = new Date(start - input.opensMinutesBefore * 60_000);
  const validUntil = new Date(start + input.closesHoursAfter * 3_600_000);
  if (validUntil <= now) throw badRequest(EVENT_OVER);
  const id = randomUUID();
  const pin = String(randomInt(0, 10 ** DOOR_PASS_PIN_LENGTH)).padStart(DOOR_PASS_PIN_LENGTH, '0');
  const record: DoorPassRecord = {
    id,
    eventId: event.id,
    chapterId: event.chapterId,
    label: input.label,
    pinHash: hashDoorPassPin(id, pin),
    validFrom: validFrom.toISOString(),
    validUntil: validUntil.toISOString(),
    state: event.state,
    createdAt: now.toISOString(),
    createdBy,
    revokedAt: null,
    scanCount: 0,
    failedPins: 0,
    lockedUntil: null,
  };
  await storeDoorPass(record);
  return { pass: toDoorPass(record, now), pin };
}

/** The pass, once the caller is known to run its door. */
async function passOfDoor(standing: Standing, passId: string): Promise<DoorPassRecord> {
  const pass = await getDoorPass(passId);
  if (!pass) throw notFound(DOOR_PASS_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, pass.chapterId);
  return pass;
}

/** Revokes at once: the pass's next scan reads it (door-pass-scan.ts). Revoking twice is no error. */
export async function revokeDoorPass(standing: Standing, passId: string): Promise<DoorPass> {
  await passOfDoor(standing, passId);
  const now = clock.now();
  const revoked = await storeRevocation(passId, now.toISOString());
  if (!revoked) throw notFound(DOOR_PASS_NOT_FOUND);
  return toDoorPass(revoked, now);
}

/** Ends a lock that wrong PINs set (the right PIN opens the pass at once) and starts its count again. Unlocking an unlocked pass is no error. */
export async function unlockDoorPass(standing: Standing, passId: string): Promise<DoorPass> {
  await passOfDoor(standing, passId);
  const unlocked = await storeUnlock(passId);
  if (!unlocked) throw notFound(DOOR_PASS_NOT_FOUND);
  return toDoorPass(unlocked, clock.now());
}
