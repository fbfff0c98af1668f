import fc from 'fast-check';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkLiveCode,
  fromBase44,
  importPhoneKey,
  LIVE_CODE_PREFIX,
  makePhoneKey,
  parseLiveCode,
  phoneKeyText,
  PHONE_KEY_PATTERN,
  signLiveCode,
  toBase44,
} from '../../../shared/live-code';

const TICKET = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_TICKET = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const EVENT = '16fd2706-8baf-433b-82eb-8c7fada847da';
const OTHER_EVENT = '886313e1-3b8a-4372-9b90-0c9aee199e5d';
/** Any step of the next centuries (a uint32 of 15-second steps). */
const steps = fc.integer({ min: 100_000_000, max: 2 ** 32 - 10 });

let phone: CryptoKeyPair;
let otherPhone: CryptoKeyPair;
let doorKey: CryptoKey;

beforeAll(async () => {
  [phone, otherPhone] = await Promise.all([makePhoneKey(), makePhoneKey()]);
  // The door gets the phone's public key as text, as the roster carries it.
  doorKey = await importPhoneKey(await phoneKeyText(phone.publicKey));
});

describe('base44: bytes in the QR alphanumeric set, without the space', () => {
  it('gives back every byte string it encoded, and refuses any other text of the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 90 }), (bytes) => {
        const text = toBase44(bytes);
        expect(text).toMatch(/^[0-9A-Z$%*+\-./:]*$/);
        expect(fromBase44(text)).toEqual(Uint8Array.from(bytes));
      }),
    );
    // ':::' is 44³-1, more than two bytes hold: not a text toBase44 makes.
    expect(fromBase44(':::')).toBeNull();
    expect(fromBase44('abc')).toBeNull();
  });
});

describe('a live code', () => {
  it('fits a version 6 QR code at error correction M, the phone key is 87 characters', async () => {
    const code = await signLiveCode(phone.privateKey, TICKET, EVENT, 2 ** 32 - 1);
    expect(code.startsWith(LIVE_CODE_PREFIX)).toBe(true);
    expect(QRCode.create(code, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(6);
    expect(await phoneKeyText(phone.publicKey)).toMatch(PHONE_KEY_PATTERN);
  });

  it('names its ticket and step', async () => {
    const code = await signLiveCode(phone.privateKey, TICKET, EVENT, 123_456_789);
    expect(parseLiveCode(code)).toMatchObject({ ticketId: TICKET, step: 123_456_789 });
    expect(parseLiveCode(code.slice(0, -1))).toBeNull();
    expect(parseLiveCode(`${TICKET}.abc`)).toBeNull();
  });

  it('of step t is accepted at the door steps t-1, t and t+1, and refused as expired outside them', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.integer({ min: -40, max: 40 }), async (step, drift) => {
        const code = await signLiveCode(phone.privateKey, TICKET, EVENT, step);
        const check = await checkLiveCode(code, EVENT, doorKey, step + drift);
        if (Math.abs(drift) <= 1) expect(check).toEqual({ ok: true, ticketId: TICKET });
        else expect(check).toEqual({ ok: false, reason: 'expired', ticketId: TICKET });
      }),
      { numRuns: 60 },
    );
  });

  it('of another phone, another ticket or another event is refused at any step', async () => {
    await fc.assert(
      fc.asyncProperty(steps, fc.constantFrom('phone', 'ticket', 'event'), async (step, what) => {
        const signer = what === 'phone' ? otherPhone.privateKey : phone.privateKey;
        let code = await signLiveCode(signer, TICKET, what === 'event' ? OTHER_EVENT : EVENT, step);
        if (what === 'ticket') {
          // This phone's genuine signature, presented as another ticket's code.
          const bytes = fromBase44(code.slice(LIVE_CODE_PREFIX.length))!;
          bytes.set(Uint8Array.from(OTHER_TICKET.replace(/-/g, '').match(/../g)!, (hex) => parseInt(hex, 16)), 0);
          code = LIVE_CODE_PREFIX + toBase44(bytes);
        }
        const check = await checkLiveCode(code, EVENT, doorKey, step);
        expect(check).toEqual({ ok: false, reason: 'otherPhone', ticketId: what === 'ticket' ? OTHER_TICKET : TICKET });
      }),
      { numRuns: 30 },
    );
  });

  it('with one bit changed anywhere is refused', async () => {
    const code = await signLiveCode(phone.privateKey, TICKET, EVENT, 200_000_000);
    const bytes = fromBase44(code.slice(LIVE_CODE_PREFIX.length))!;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 16 * 8, max: bytes.length * 8 - 1 }), async (bit) => {
        const altered = Uint8Array.from(bytes);
        altered[bit >> 3]! ^= 1 << (bit & 7);
        const check = await checkLiveCode(LIVE_CODE_PREFIX + toBase44(altered), EVENT, doorKey, 200_000_000);
        expect(check.ok).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
