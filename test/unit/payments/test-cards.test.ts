import { describe, expect, it } from 'vitest';
import {
  CARD_CVC_INVALID,
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  SUCCESS_CARDS,
  cardRefusal,
  expiryIsPast,
  passesLuhn,
} from '../../../functions/domains/ticketing/payments/test-cards';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const card = (number: string, expiry = '12/30', cvc = '123') => cardRefusal({ number, expiry, cvc }, NOW);

describe('the sandbox refuses what Stripe would refuse', () => {
  it('charges 4242… with a future expiry and a 3-digit code, and Amex with a 4-digit code', () => {
    expect(card('4242424242424242')).toBeNull();
    expect(card('378282246310005', '12/30', '1234')).toBeNull();
    for (const number of SUCCESS_CARDS) expect(passesLuhn(number)).toBe(true);
  });

  it('refuses an expiry in the past, against the given clock; the current month still pays', () => {
    expect(card('4242424242424242', '01/20')).toBe(CARD_EXPIRED);
    expect(card('4242424242424242', '10/26')).toBe(CARD_EXPIRED);
    expect(card('4242424242424242', '11/26')).toBeNull();
    expect(expiryIsPast('11 / 26', new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
    expect(expiryIsPast('11/26', new Date('2026-11-30T23:59:59.999Z'))).toBe(false);
  });

  it('refuses a security code of the wrong length for the brand', () => {
    expect(card('4242424242424242', '12/30', '1234')).toBe(CARD_CVC_INVALID);
    expect(card('378282246310005', '12/30', '123')).toBe(CARD_CVC_INVALID);
  });

  it('refuses a number failing the Luhn check before anything else', () => {
    expect(card('4242424242424241', '01/20', '1')).toBe(CARD_NUMBER_INVALID);
    expect(card('1234567890123456')).toBe(CARD_NUMBER_INVALID);
  });

  it('declines the generic-decline test card and any other (non-test) card', () => {
    expect(card('4000000000000002')).toBe(CARD_DECLINED);
    expect(card('4111111111111111')).toBe(CARD_DECLINED);
  });

  it("uses Stripe's wording", () => {
    expect([CARD_NUMBER_INVALID, CARD_EXPIRED, CARD_CVC_INVALID, CARD_DECLINED]).toEqual([
      'Your card number is invalid.',
      "Your card's expiration date is in the past.",
      "Your card's security code is invalid.",
      'Your card was declined.',
    ]);
  });
});
