/**
 * Offline door codes: what the server signs, a device checks with the
 * event's public key alone (shared/door-code.ts, plain WebCrypto), refusing
 * made-up, altered and other-event codes just as the server does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importDoorKey, parseDoorCode, verifyDoorCode } from '../../../shared/door-code';
import { eventDoorKey, signMacTicketCode, signTextTicketCode, signTicketCode, verifyTicketCode } from '../../../functions/domains/ticketing/door/qr';

const SECRET = 'test-secret';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const uuid = fc.uuid({ version: 4 });

const deviceCheck = async (code: string, eventId: string, keyOf = eventId) => verifyDoorCode(code, eventId, await importDoorKey(eventDoorKey(keyOf, SECRET)));

// Compact codes are issued now; text codes of tickets issued before still scan offline.
describe.each([
  { format: 'compact', signTicketCode },
  { format: 'text', signTicketCode: signTextTicketCode },
])('$format door codes checked on the device', ({ signTicketCode }) => {
  it('accepts every genuine code of the event, with its public key only', async () => {
    await fc.assert(
      fc.asyncProperty(uuid, uuid, async (ticketId, eventId) => {
        expect(await deviceCheck(signTicketCode(ticketId, eventId, SECRET), eventId)).toBe(ticketId);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a code with any one character changed, online and offline alike', async () => {
    await fc.assert(
      fc.asyncProperty(uuid, uuid, fc.nat(), fc.constantFrom(...ALPHABET), async (ticketId, eventId, at, replacement) => {
        const code = signTicketCode(ticketId, eventId, SECRET);
        const i = at % code.length;
        fc.pre(code[i] !== replacement && code[i] !== '.');
        const altered = code.slice(0, i) + replacement + code.slice(i + 1);
        expect(await deviceCheck(altered, eventId)).toBeNull();
        expect(verifyTicketCode(altered, eventId, SECRET)).toBeNull();
      }),
      { numRuns: 80 },
    );
  });

  it("refuses another event's genuine code, and a code checked with another event's key", async () => {
    await fc.assert(
      fc.asyncProperty(uuid, uuid, uuid, async (ticketId, eventId, otherEventId) => {
        fc.pre(eventId !== otherEventId);
        const otherEventsCode = signTicketCode(ticketId, otherEventId, SECRET);
        expect(await deviceCheck(otherEventsCode, eventId)).toBeNull();
        expect(verifyTicketCode(otherEventsCode, eventId, SECRET)).toBeNull();
        expect(await deviceCheck(signTicketCode(ticketId, eventId, SECRET), eventId, otherEventId)).toBeNull();
      }),
      { numRuns: 30 },
    );
  });

  it('refuses made-up codes: any string, a code signed under another secret, a MAC code', async () => {
    const eventId = crypto.randomUUID();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 140 }), async (text) => {
        expect(await deviceCheck(text, eventId)).toBeNull();
      }),
      { numRuns: 100 },
    );
    const ticketId = crypto.randomUUID();
    expect(await deviceCheck(signTicketCode(ticketId, eventId, 'another-secret'), eventId)).toBeNull();
    // Older MAC codes cannot be checked offline: the device says so and checks them online.
    expect(parseDoorCode(signMacTicketCode(ticketId, eventId, SECRET))).toBeNull();
  });

});

describe('door keys', () => {
  it('derives one key pair per event: the same every time, different between events', () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    expect(eventDoorKey(a, SECRET)).toBe(eventDoorKey(a, SECRET));
    expect(eventDoorKey(a, SECRET)).not.toBe(eventDoorKey(b, SECRET));
    expect(eventDoorKey(a, SECRET)).not.toBe(eventDoorKey(a, 'another-secret'));
    expect(Buffer.from(eventDoorKey(a, SECRET), 'base64url')).toHaveLength(32);
  });
});
