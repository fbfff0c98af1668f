/** Door passes for volunteers (issue 12): passes with a known PIN and window, made through the repository. */
import { randomUUID } from 'node:crypto';
import { createDoorPass, type DoorPassRecord } from '../../../functions/lib/db/door-passes';
import { hashDoorPassPin, signDoorPassToken } from '../../../functions/lib/door-pass-token';
import type { PartyEvent } from '../../../functions/lib/db/party-events';

export const PASS_PIN = '482915';

/** A pass of `event` scanning from `validFrom` to `validUntil`, its PIN `PASS_PIN`. */
export async function storedDoorPass(event: Pick<PartyEvent, 'id' | 'chapterId'>, window: { validFrom: Date; validUntil: Date }, extra: Partial<DoorPassRecord> = {}) {
  const id = randomUUID();
  const record: DoorPassRecord = {
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
  await createDoorPass(record);
  return record;
}

/** The token a right PIN gives for `pass`, valid for an hour from `now`. */
export function passToken(pass: Pick<DoorPassRecord, 'id' | 'eventId'>, now: Date): string {
  return signDoorPassToken({ passId: pass.id, eventId: pass.eventId, expiresAt: new Date(now.getTime() + 3_600_000) });
}
