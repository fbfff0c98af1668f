/** An offline decision's 21+ flag and exits: the wristband cue from the roster, a 21+ event's refusal of a holder known to be under 21, and who this device may let out and back in. */
import { describe, expect, it } from 'vitest';
import type { DoorRosterResponse } from '../../../shared/api/types';
import { importDoorKey } from '../../../shared/door-code';
import { ALREADY_USED, decideOffline, DIFFERENT_EVENT, ENTRY_GRANTED, EXIT_RECORDED, NOT_INSIDE, REENTRY_GRANTED, TICKET_NOT_FOUND } from '../../../web/src/lib/offline-door/decide-offline';
import { doorKeys } from '../support/door-keys';
import { doorCount, doorRoster } from '../support/tickets';

/** A door with room for everyone: these decisions are about the ticket, not the limit. */
const OPEN = doorCount();

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ids = { adult: '11111111-2222-4333-8444-555555555551', minor: '11111111-2222-4333-8444-555555555552', unknown: '11111111-2222-4333-8444-555555555553' };

async function setup(alcohol: boolean, ageLimit: DoorRosterResponse['ageLimit']) {
  const keys = await doorKeys();
  const roster = doorRoster(keys.publicKey, {
    eventId: EVENT,
    alcohol,
    ageLimit,
    tickets: [
      { id: ids.adult, holder: 'Ana L.', status: 'valid', ageBand: '21+' },
      { id: ids.minor, holder: 'Sam S.', status: 'valid', ageBand: 'under21' },
      { id: ids.unknown, holder: 'Cher', status: 'valid', ageBand: 'unknown' },
    ],
  });
  const key = await importDoorKey(keys.publicKey);
  const decide = async (ticketId: string) => decideOffline(await keys.sign(ticketId, EVENT), roster, key, { admitted: new Set(), out: new Set(), headcount: OPEN });
  return Object.assign(decide, { keys, code: (text: string) => decideOffline(text, roster, key, { admitted: new Set(), out: new Set(), headcount: OPEN }) });
}

describe('decideOffline and the 21+ flag', () => {
  it('admits with the wristband cue of each holder at an event with alcohol', async () => {
    const decide = await setup(true, 'none');
    expect(await decide(ids.adult)).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED, wristband: '21+' });
    expect(await decide(ids.minor)).toMatchObject({ decision: 'admitted', wristband: 'under21' });
    expect(await decide(ids.unknown)).toMatchObject({ decision: 'admitted', wristband: 'unknown' });
  });

  it('refuses a holder known to be under 21 at a 21+ event, and shows no cue without alcohol', async () => {
    const decide = await setup(false, '21+');
    expect(await decide(ids.minor)).toMatchObject({ decision: 'refused', message: 'This event is 21+' });
    const adult = await decide(ids.adult);
    expect(adult.decision).toBe('admitted');
    expect(adult.wristband).toBeUndefined();
  });

});

describe("decideOffline and another event's ticket", () => {
  it("names another event's compact code, refuses a forged one as not found, and still admits an older text code", async () => {
    const decide = await setup(false, 'none');
    const forger = await doorKeys();
    const otherEvent = '7a2b3c4d-5e6f-4a01-8b2c-3d4e5f6a7b8c';
    // Signed with another event's key under that event's tag: the device has no key for it, and still tells.
    expect(await decide.code(await forger.sign(ids.adult, otherEvent))).toMatchObject({ decision: 'refused', message: DIFFERENT_EVENT });
    // This event's tag under the wrong key: a forgery, not another event's ticket.
    expect(await decide.code(await forger.sign(ids.adult, EVENT))).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND });
    expect(await decide.code(await decide.keys.signText(ids.adult, EVENT))).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED });
    // An older text code carries no event: another event's is refused as not found.
    expect(await decide.code(await decide.keys.signText(ids.adult, otherEvent))).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND });
  });
});

describe('decideOffline and exits', () => {
  const none = new Set<string>();

  it('lets out only a guest inside (by this device or the roster), and lets them back in as a re-entry with the wristband cue', async () => {
    const keys = await doorKeys();
    const key = await importDoorKey(keys.publicKey);
    const roster = doorRoster(keys.publicKey, {
      eventId: EVENT,
      alcohol: true,
      tickets: [
        { id: ids.adult, holder: 'Ana L.', status: 'valid', ageBand: '21+' },
        // Admitted by another device before the roster was read: inside, as far as the roster knows.
        { id: ids.minor, holder: 'Sam S.', status: 'used', ageBand: 'under21' },
        // Admitted, then let out by an exit scan at another door: outside.
        { id: ids.unknown, holder: 'Cher', status: 'used', ageBand: 'unknown', outside: true },
      ],
    });
    const adult = await keys.sign(ids.adult, EVENT);
    const inside = { admitted: new Set([ids.adult]), out: none, headcount: OPEN };
    const letOut = { admitted: new Set([ids.adult]), out: new Set([ids.adult]), headcount: OPEN };

    expect(await decideOffline(adult, roster, key, { admitted: none, out: none, headcount: OPEN }, 'exit')).toMatchObject({ decision: 'refused', message: NOT_INSIDE });
    const minor = await keys.sign(ids.minor, EVENT);
    const gone = await keys.sign(ids.unknown, EVENT);
    const nothingHere = { admitted: none, out: none, headcount: OPEN };
    expect(await decideOffline(minor, roster, key, nothingHere)).toMatchObject({ decision: 'refused', message: ALREADY_USED });
    expect(await decideOffline(minor, roster, key, nothingHere, 'exit')).toMatchObject({ decision: 'admitted', message: EXIT_RECORDED, exit: true });
    // Let out here after another door admitted them: out, and back in as a re-entry.
    expect(await decideOffline(minor, roster, key, { admitted: none, out: new Set([ids.minor]), headcount: OPEN }, 'exit')).toMatchObject({ decision: 'refused', message: NOT_INSIDE });
    expect(await decideOffline(minor, roster, key, { admitted: none, out: new Set([ids.minor]), headcount: OPEN })).toMatchObject({ decision: 'admitted', message: REENTRY_GRANTED, wristband: 'under21' });
    expect(await decideOffline(gone, roster, key, nothingHere, 'exit')).toMatchObject({ decision: 'refused', message: NOT_INSIDE });
    expect(await decideOffline(gone, roster, key, nothingHere)).toMatchObject({ decision: 'admitted', message: REENTRY_GRANTED, wristband: 'unknown' });
    expect(await decideOffline(adult, roster, key, inside, 'exit')).toMatchObject({ decision: 'admitted', message: EXIT_RECORDED, ticketId: ids.adult, exit: true });
    expect(await decideOffline(adult, roster, key, inside)).toMatchObject({ decision: 'refused', message: ALREADY_USED });
    expect(await decideOffline(adult, roster, key, letOut, 'exit')).toMatchObject({ decision: 'refused', message: NOT_INSIDE });
    expect(await decideOffline(adult, roster, key, letOut)).toMatchObject({ decision: 'admitted', message: REENTRY_GRANTED, wristband: '21+' });
    const textCode = await keys.signText(ids.adult, EVENT);
    expect(await decideOffline(`${ids.unknown}.${textCode.split('.')[1]}`, roster, key, inside, 'exit')).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND });
  });
});
