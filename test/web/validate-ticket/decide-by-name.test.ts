/**
 * An admission by name after an ID check, decided on a door device without
 * a network: by the rules a scan is decided by — one entry per ticket (this
 * device's admissions and the roster's), not cancelled or transferred away,
 * the door's limit, the 21+ rules — for a ticket of a leader's roster only;
 * a door pass's roster names nobody, so it admits nobody by name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DoorHeadcount, DoorRosterResponse } from '../../../shared/api/types';
import { importDoorKey } from '../../../shared/door-code';
import { idCheckEntry, idCheckTicketId } from '../../../shared/door-id-check';
import { ageLimitMessage } from '../../../shared/age';
import { ALREADY_USED, decideByName, decideOffline, ENTRY_GRANTED, REENTRY_GRANTED, ROOM_FULL, TICKET_CANCELLED, TICKET_NOT_FOUND, TICKET_TRANSFERRED, type OfflineRoster } from '../../../web/src/lib/offline-door/decide-offline';
import { doorKeys } from '../support/door-keys';
import { doorCount, doorRoster } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const T = {
  ana: '11111111-2222-4333-8444-555555555551',
  live: '11111111-2222-4333-8444-555555555552',
  cancelled: '11111111-2222-4333-8444-555555555553',
  transferred: '11111111-2222-4333-8444-555555555554',
  outside: '11111111-2222-4333-8444-555555555555',
  inside: '11111111-2222-4333-8444-555555555556',
  minor: '11111111-2222-4333-8444-555555555557',
  elsewhere: '11111111-2222-4333-8444-555555555558',
};

let roster: DoorRosterResponse;
let key: CryptoKey;

beforeAll(async () => {
  const keys = await doorKeys();
  key = await importDoorKey(keys.publicKey);
  roster = doorRoster(keys.publicKey, {
    eventId: EVENT,
    alcohol: true,
    ageLimit: '21+',
    tickets: [
      { id: T.ana, holder: 'Ana L.', status: 'valid', ageBand: '21+' },
      // A live ticket's holder with a flat battery: no code, the ID check admits.
      { id: T.live, holder: 'Lee P.', status: 'valid', ageBand: 'unknown', live: true, phoneKey: 'not-needed' },
      { id: T.cancelled, holder: 'Cal C.', status: 'cancelled' },
      { id: T.transferred, holder: 'Tam T.', status: 'transferred' },
      { id: T.outside, holder: 'Oli O.', status: 'used', outside: true, ageBand: '21+' },
      { id: T.inside, holder: 'Ian I.', status: 'used', ageBand: '21+' },
      { id: T.minor, holder: 'Mia M.', status: 'valid', ageBand: 'under21' },
    ],
  });
});

const here = (admitted: string[] = [], headcount: DoorHeadcount = doorCount()) => ({ admitted: new Set(admitted), out: new Set<string>(), headcount });
const byName = (ticketId: string, device = here(), kept: OfflineRoster = roster) => decideByName(ticketId, kept, device);

describe('an admission by name at an offline door', () => {
  it('admits a valid ticket found in the roster, live or not, with the holder named and the wristband cue', async () => {
    expect(await byName(T.ana)).toEqual({ decision: 'admitted', message: ENTRY_GRANTED, ticketId: T.ana, holderName: 'Ana L.', wristband: '21+' });
    expect(await byName(T.live)).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED, ticketId: T.live, wristband: 'unknown' });
  });

  it('admits a ticket once: refused when this device or the roster has the guest inside; a guest let out comes back in', async () => {
    expect(await byName(T.ana, here([T.ana]))).toMatchObject({ decision: 'refused', message: ALREADY_USED, ticketId: T.ana });
    expect(await byName(T.inside)).toMatchObject({ decision: 'refused', message: ALREADY_USED });
    expect(await byName(T.outside)).toMatchObject({ decision: 'admitted', message: REENTRY_GRANTED });
  });

  it('refuses a cancelled or transferred ticket, a holder known to be under 21 at a 21+ event, and a full room', async () => {
    expect(await byName(T.cancelled)).toMatchObject({ decision: 'refused', message: TICKET_CANCELLED });
    expect(await byName(T.transferred)).toMatchObject({ decision: 'refused', message: TICKET_TRANSFERRED });
    expect(await byName(T.minor)).toMatchObject({ decision: 'refused', message: ageLimitMessage('21+') });
    expect(await byName(T.ana, here([], doorCount({ capacity: 2 }, { insideNow: 2 })))).toMatchObject({ decision: 'refused', message: ROOM_FULL });
  });

  it("admits nobody not in the roster, and nobody from a door pass's roster (no names)", async () => {
    expect(await byName(T.elsewhere)).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND, ticketId: null });
    const passRoster: OfflineRoster = { ...roster, tickets: roster.tickets.map(({ holder: _name, ...ticket }) => ticket) };
    expect(await byName(T.ana, here(), passRoster)).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND });
  });

  it("refuses the queue's ID-check entry shown to the camera as a code: a ticket's id admits nobody without the leader", async () => {
    for (const direction of ['entry', 'exit'] as const) {
      expect(await decideOffline(idCheckEntry(T.ana), roster, key, here(), direction)).toMatchObject({ decision: 'refused', message: TICKET_NOT_FOUND });
    }
  });
});

describe("the queue's entry for an admission by name", () => {
  it('names its ticket, and no other code names one', () => {
    expect(idCheckTicketId(idCheckEntry(T.ana.toUpperCase()))).toBe(T.ana);
    expect(idCheckTicketId(`ID-CHECK:${T.ana}x`)).toBeNull();
    expect(idCheckTicketId(T.ana)).toBeNull();
  });
});
