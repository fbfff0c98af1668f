/** The ticket QR code: signed (or, for older tickets, MACed) with the server secret, bound to its event. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_TICKET_SECRET, parseTicketCode, signMacTicketCode, signTextTicketCode, ticketSecret, verifyTicketCode } from '../../../functions/domains/ticketing/door/qr';

const SECRET = 'test-secret';

// Codes of tickets issued before compact codes (compact-code.test.ts): text codes stay valid online and offline, MAC codes online.
const FORMATS = [
  { name: 'signed text (Ed25519)', sign: signTextTicketCode, bytes: 64, unusedBits: 4 },
  { name: 'MAC (HMAC-SHA256)', sign: signMacTicketCode, bytes: 32, unusedBits: 2 },
];

describe.each(FORMATS)('ticket QR codes, $name', ({ sign, bytes, unusedBits }) => {
  const ticketId = randomUUID();
  const eventId = randomUUID();
  const code = sign(ticketId, eventId, SECRET);

  it('is <ticketId>.<base64url tag> and verifies for its event', () => {
    const [id, tag] = code.split('.');
    expect(id).toBe(ticketId);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(bytes);
    expect(verifyTicketCode(code, eventId, SECRET)).toBe(ticketId);
  });

  it('refuses the code for another event, under another secret, or tampered', () => {
    expect(verifyTicketCode(code, randomUUID(), SECRET)).toBeNull();
    expect(verifyTicketCode(code, eventId, 'other-secret')).toBeNull();
    const flipped = code.slice(0, -2) + (code.at(-2) === 'A' ? 'B' : 'A') + code.at(-1);
    expect(verifyTicketCode(flipped, eventId, SECRET)).toBeNull();
    const otherTicket = `${randomUUID()}.${code.split('.')[1]}`;
    expect(verifyTicketCode(otherTicket, eventId, SECRET)).toBeNull();
    expect(verifyTicketCode(code.slice(0, -10), eventId, SECRET)).toBeNull();
    expect(verifyTicketCode('hello', eventId, SECRET)).toBeNull();
    expect(verifyTicketCode(ticketId, eventId, SECRET)).toBeNull();
  });

  it('accepts one string per ticket: no upper-case id, no other tail bits, no padding or whitespace', () => {
    const [id, tag] = code.split('.') as [string, string];
    // The last base64url character carries unused bits, which lenient decoders ignore.
    const last = tag.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = [...alphabet].filter((c) => c !== last && Buffer.from(tag.slice(0, -1) + c, 'base64url').equals(Buffer.from(tag, 'base64url')));
    expect(sameBytes).toHaveLength(2 ** unusedBits - 1);
    const variants = [
      ...sameBytes.map((c) => `${id}.${tag.slice(0, -1)}${c}`),
      `${id.toUpperCase()}.${tag}`,
      `${id}.${tag}=`,
      ` ${code}`,
      `${code}\n`,
      `${id}.${tag}.${tag}`,
    ];
    for (const variant of variants) {
      expect(verifyTicketCode(variant, eventId, SECRET), variant).toBeNull();
      expect(parseTicketCode(variant), variant).toBeNull();
    }
    expect(verifyTicketCode(code, eventId, SECRET)).toBe(ticketId);
  });

  it('parses only well-shaped codes', () => {
    expect(parseTicketCode(code)?.ticketId).toBe(ticketId);
    expect(parseTicketCode('not a code')).toBeNull();
    expect(parseTicketCode(`${ticketId}.`)).toBeNull();
  });

});

describe('the ticket secret', () => {
  it('takes TICKET_SECRET, falls back to the dev secret only against emulators, else refuses', () => {
    expect(ticketSecret({ TICKET_SECRET: 'x' })).toBe('x');
    expect(ticketSecret({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toBe(DEV_TICKET_SECRET);
    expect(() => ticketSecret({})).toThrow(/TICKET_SECRET/);
  });
});
