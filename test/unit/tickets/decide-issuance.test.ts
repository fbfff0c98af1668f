/**
 * What asking for a ticket leads to, decided from the purchase state alone
 * (functions/domains/ticketing/issuance/decide-issuance.ts). The transactions and the
 * refunds themselves are exercised against the emulators in
 * test/integration/tickets and test/integration/payments.
 */
import { describe, expect, it } from 'vitest';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import type { Profile } from '../../../functions/domains/people/profiles';
import type { PurchaseState } from '../../../functions/domains/ticketing/issuance/purchase-state';
import { newTicketRecord } from '../../../functions/domains/ticketing/tickets';
import { GUEST_LIST_FROZEN, rulesOf } from '../../../shared/school-rules';
import { decideIssuance, TICKET_CURRENCY, type TicketPayment } from '../../../functions/domains/ticketing/issuance/decide-issuance';

const event = { id: 'e1', status: 'active', priceCents: 1500, ticketsSold: 3, maxAttendees: 10 } as PartyEvent;
const free = { ...event, priceCents: 0 } as PartyEvent;
const profile = { sub: 'u1', fullName: 'Sam' } as Profile;
const ticket = newTicketRecord({
  id: 't1',
  eventId: 'e1',
  sub: 'u1',
  holderName: 'Sam',
  qrCode: 'q',
  amountPaidCents: 1500,
  paymentIntentId: 'pi_1',
  purchasedAt: '2031-01-01T00:00:00.000Z',
  event: { title: 'T', date: '2031-01-02', time: '21:00', location: 'L', letters: 'ΑΕΦ', organizationName: 'A' },
});
const NOW = new Date('2026-11-20T12:00:00Z');
const paid: TicketPayment = { intentId: 'pi_2', amountCents: 1500, currency: TICKET_CURRENCY };
const state = (over: Partial<PurchaseState> = {}): PurchaseState => ({ event, held: undefined, profile, claim: undefined, ...over });

describe('decideIssuance', () => {
  it('refuses a buyer known to be under 21 a ticket of a 21+ event, giving a paid intent back; keeps a ticket already held', () => {
    const adults = { ...event, ageLimit: '21+', date: '2031-01-02', time: '21:00', state: 'AL' } as PartyEvent;
    const young = { ...profile, dateOfBirth: '2010-01-03' };
    expect(decideIssuance(state({ event: adults, profile: young }), paid, NOW)).toEqual({ kind: 'refuse', status: 403, message: 'This event is 21+', refund: 'claim' });
    expect(decideIssuance(state({ event: { ...adults, priceCents: 0 }, profile: young }), null, NOW)).toMatchObject({ status: 403, message: 'This event is 21+' });
    expect(decideIssuance(state({ event: adults, profile: { ...profile, dateOfBirth: '2010-01-02' } }), paid, NOW)).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: adults, profile: { ...profile, dateOfBirth: null } }), paid, NOW)).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: { ...adults, priceCents: 0 }, profile: young, held: ticket }), null, NOW)).toEqual({ kind: 'existing', ticket });
  });

  it('refuses any ticket from six hours after the start (the door closes), giving a paid intent back', () => {
    // 9:00 PM in Alabama (CST) on 2026-11-20 is 03:00 UTC on the 21st; sales end at 09:00 UTC.
    const tonight = { ...event, date: '2026-11-20', time: '21:00', state: 'AL' } as PartyEvent;
    const justBefore = new Date('2026-11-21T08:59:59.999Z');
    const atTheEnd = new Date('2026-11-21T09:00:00.000Z');
    expect(decideIssuance(state({ event: tonight }), paid, justBefore)).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: tonight }), paid, atTheEnd)).toEqual({ kind: 'refuse', status: 409, message: 'Ticket sales for this event have ended', refund: 'claim' });
    expect(decideIssuance(state({ event: { ...tonight, priceCents: 0 } }), null, atTheEnd)).toMatchObject({ status: 409, message: 'Ticket sales for this event have ended' });
    // A ticket already held is still answered as such.
    expect(decideIssuance(state({ event: { ...tonight, priceCents: 0 }, held: ticket }), null, atTheEnd)).toMatchObject({ kind: 'existing' });
  });

  it('issues when the event is active, has a seat, and the buyer has an account and no ticket', () => {
    expect(decideIssuance(state(), paid, NOW)).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: free }), null, NOW)).toEqual({ kind: 'issue' });
  });

  it('refuses a free ticket of a paid, inactive or unknown event without anything to give back', () => {
    expect(decideIssuance(state(), null, NOW)).toMatchObject({ kind: 'refuse', status: 400, message: 'This event requires payment' });
    expect(decideIssuance(state({ event: { ...free, status: 'cancelled' } }), null, NOW)).toMatchObject({ status: 409, message: 'This event was cancelled' });
    expect(decideIssuance(state({ event: undefined }), null, NOW)).toMatchObject({ status: 404, message: 'Event not found' });
  });

  it('gives a payment straight back when it never reaches issuance: no such event, or not the event’s price (its currency, or a price edited since)', () => {
    expect(decideIssuance(state({ event: undefined }), paid, NOW)).toEqual({ kind: 'refuse', status: 404, message: 'Event not found', refund: 'direct' });
    expect(decideIssuance(state(), { ...paid, currency: 'eur' }, NOW)).toEqual({ kind: 'refuse', status: 400, message: "This payment does not match the event's price", refund: 'direct' });
    // The intent was made at the price of its moment: another amount means the price was edited since.
    expect(decideIssuance(state(), { ...paid, amountCents: 100 }, NOW)).toEqual({ kind: 'refuse', status: 409, message: 'The price changed — review and try again', refund: 'direct' });
  });

  it('answers the ticket an intent already bought, and gives back a second payment of someone holding one', () => {
    expect(decideIssuance(state({ held: ticket, claim: { kind: 'ticket', ticket } }), { ...paid, intentId: 'pi_1' }, NOW)).toEqual({ kind: 'existing', ticket });
    expect(decideIssuance(state({ held: ticket }), paid, NOW)).toEqual({ kind: 'existing', ticket, refundReason: 'Already holding a ticket' });
    expect(decideIssuance(state({ event: free, held: ticket }), null, NOW)).toEqual({ kind: 'existing', ticket });
  });

  it('claims a losing payment for a refund: sold out, event no longer active, account gone', () => {
    expect(decideIssuance(state({ event: { ...event, ticketsSold: 10 } }), paid, NOW)).toEqual({ kind: 'refuse', status: 409, message: 'Sold Out', refund: 'claim' });
    expect(decideIssuance(state({ event: { ...event, status: 'cancelled' } }), paid, NOW)).toMatchObject({ status: 409, refund: 'claim' });
    expect(decideIssuance(state({ profile: undefined }), paid, NOW)).toEqual({ kind: 'refuse', status: 404, message: 'Profile not found', refund: 'claim' });
  });

  it('says again why an intent claimed for a refund earlier bought nothing, refunding it again (idempotent)', () => {
    expect(decideIssuance(state({ claim: { kind: 'refunded', reason: 'Sold Out' } }), paid, NOW)).toEqual({
      kind: 'refuse',
      status: 409,
      message: 'Sold Out',
      refund: 'again',
    });
    expect(decideIssuance(state({ claim: { kind: 'refunded', reason: '' } }), paid, NOW)).toMatchObject({ message: 'Sold Out' });
  });

  it('refuses a new ticket once the guest list froze (an alcohol event with office rules), yet answers a ticket already held', () => {
    // Starts 2026-11-22 21:00 in Texas (UTC-6): the list freezes 48 hours earlier, 2026-11-21T03:00Z.
    const regulated = { ...event, date: '2026-11-22', time: '21:00', state: 'TX', alcoholAllowed: true, officeRules: rulesOf(undefined) } as PartyEvent;
    const frozen = new Date('2026-11-21T03:00:00Z');
    expect(decideIssuance(state({ event: regulated }), paid, new Date(frozen.getTime() - 1))).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: regulated }), paid, frozen)).toEqual({ kind: 'refuse', status: 409, message: GUEST_LIST_FROZEN, refund: 'claim' });
    expect(decideIssuance(state({ event: { ...regulated, priceCents: 0 } }), null, frozen)).toMatchObject({ status: 409, message: GUEST_LIST_FROZEN });
    expect(decideIssuance(state({ event: { ...regulated, priceCents: 0 }, held: ticket }), null, frozen)).toMatchObject({ kind: 'existing' });
    // Without alcohol, or stored before the office rules: never frozen.
    expect(decideIssuance(state({ event: { ...regulated, alcoholAllowed: false } }), paid, frozen)).toEqual({ kind: 'issue' });
    expect(decideIssuance(state({ event: { ...regulated, officeRules: undefined } }), paid, frozen)).toEqual({ kind: 'issue' });
  });
});
