/**
 * The compact ticket code (shared/door-code.ts): ticket id, event tag and
 * signature in a QR code's alphanumeric alphabet, so the QR a guest shows is
 * version 6 or below at level M; the tag lets a device offline tell another
 * event's ticket from a forged one. Text codes issued before still scan.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromBase32, toBase32 } from '../../../shared/base32';
import { COMPACT_TICKET_PREFIX, eventTagOf, importDoorKey, namesOtherEvent, parseDoorCode, verifyDoorCode } from '../../../shared/door-code';
import { eventDoorKey, parseTicketCode, signTextTicketCode, signTicketCode, verifyTicketCode } from '../../../functions/domains/ticketing/door/qr';

const SECRET = 'test-secret';
const uuid = fc.uuid({ version: 4 });

/** The QR version the SPA's generator (qrcode.react, level M as the ticket screen draws it) makes of `text`. */
function spaQrVersion(text: string): number {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M', marginSize: 0 }));
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  return (modules - 17) / 4;
}

describe('compact ticket codes', () => {
  it('round-trips the ticket id and the event tag, in the alphanumeric alphabet', () => {
    fc.assert(
      fc.property(uuid, uuid, (ticketId, eventId) => {
        const code = signTicketCode(ticketId, eventId, SECRET);
        expect(code).toMatch(/^T1[A-Z2-7]{136}$/);
        const parsed = parseDoorCode(code);
        expect(parsed).toMatchObject({ format: 'compact', ticketId, eventTag: eventTagOf(eventId) });
        expect(parseTicketCode(code)?.ticketId).toBe(ticketId);
        expect(verifyTicketCode(code, eventId, SECRET)).toBe(ticketId);
      }),
      { numRuns: 30 },
    );
  });

  it('makes a QR of version 6 or below at level M, where the text code made version 8', () => {
    const [ticketId, eventId] = [randomUUID(), randomUUID()];
    const compact = signTicketCode(ticketId, eventId, SECRET);
    const text = signTextTicketCode(ticketId, eventId, SECRET);
    expect(spaQrVersion(compact)).toBeLessThanOrEqual(6);
    expect(QRCode.create(compact, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(6);
    expect(spaQrVersion(text)).toBe(8);
  });

  it('accepts one string per ticket: no lower case, no whitespace, no extra or missing character', () => {
    const [ticketId, eventId] = [randomUUID(), randomUUID()];
    const code = signTicketCode(ticketId, eventId, SECRET);
    for (const variant of [code.toLowerCase(), `T1${code.slice(2).toLowerCase()}`, ` ${code}`, `${code}\n`, `${code}A`, code.slice(0, -1), `T2${code.slice(2)}`]) {
      expect(parseDoorCode(variant), variant).toBeNull();
      expect(verifyTicketCode(variant, eventId, SECRET), variant).toBeNull();
    }
  });

  it("names another event's ticket offline, and a forger cannot pass as this event's by changing the tag", async () => {
    const [ticketId, eventId, otherEventId] = [randomUUID(), randomUUID(), randomUUID()];
    const key = await importDoorKey(eventDoorKey(eventId, SECRET));
    const otherEventsCode = signTicketCode(ticketId, otherEventId, SECRET);
    expect(namesOtherEvent(parseDoorCode(otherEventsCode)!, eventId)).toBe(true);
    expect(namesOtherEvent(parseDoorCode(otherEventsCode)!, otherEventId)).toBe(false);
    expect(await verifyDoorCode(otherEventsCode, eventId, key)).toBeNull();
    // The other event's code re-tagged with this event's tag: the tag is signed (through the event id), so it fails.
    const bytes = fromBase32(otherEventsCode.slice(COMPACT_TICKET_PREFIX.length))!;
    bytes.set(Buffer.from(eventTagOf(eventId), 'hex'), 16);
    const retagged = COMPACT_TICKET_PREFIX + toBase32(bytes);
    expect(namesOtherEvent(parseDoorCode(retagged)!, eventId)).toBe(false);
    expect(await verifyDoorCode(retagged, eventId, key)).toBeNull();
    expect(verifyTicketCode(retagged, eventId, SECRET)).toBeNull();
  });

  it('does not take a text code\'s signature: each format signs its own message', async () => {
    const [ticketId, eventId] = [randomUUID(), randomUUID()];
    const text = parseDoorCode(signTextTicketCode(ticketId, eventId, SECRET))!;
    const compact = signTicketCode(ticketId, eventId, SECRET);
    const bytes = fromBase32(compact.slice(COMPACT_TICKET_PREFIX.length))!;
    bytes.set(text.signature, 21);
    const moved = COMPACT_TICKET_PREFIX + toBase32(bytes);
    expect(verifyTicketCode(moved, eventId, SECRET)).toBeNull();
    expect(await verifyDoorCode(moved, eventId, await importDoorKey(eventDoorKey(eventId, SECRET)))).toBeNull();
  });

  it('still scans text codes issued before, online and offline', async () => {
    const [ticketId, eventId] = [randomUUID(), randomUUID()];
    const text = signTextTicketCode(ticketId, eventId, SECRET);
    expect(verifyTicketCode(text, eventId, SECRET)).toBe(ticketId);
    expect(await verifyDoorCode(text, eventId, await importDoorKey(eventDoorKey(eventId, SECRET)))).toBe(ticketId);
    // A text code carries no tag: it never names another event.
    expect(namesOtherEvent(parseDoorCode(text)!, randomUUID())).toBe(false);
  });
});

describe('base32', () => {
  it('round-trips any bytes and has exactly one text for each', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 90 }), (bytes) => {
        const text = toBase32(bytes);
        expect(text).toMatch(/^[A-Z2-7]*$/);
        expect(fromBase32(text)).toEqual(Uint8Array.from(bytes));
      }),
    );
    // One byte is 8 bits in 2 characters: the 2 bits left over must be zero.
    expect(toBase32(Uint8Array.of(0xff))).toBe('74');
    expect(fromBase32('77')).toBeNull();
    expect(fromBase32('7')).toBeNull();
    expect(fromBase32('74a')).toBeNull();
  });
});
