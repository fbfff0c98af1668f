/**
 * What the sandbox gateway refuses, as Stripe would: a number failing the
 * Luhn check, an expiry in the past, a security code of the wrong length
 * (3 digits; 4 on American Express), then the declines of its test cards.
 * The texts are Stripe's own: Stripe.js's card fields for the first three,
 * the API's `card_declined` for a decline.
 */

export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRED = "Your card's expiration date is in the past.";
export const CARD_CVC_INVALID = "Your card's security code is invalid.";
export const CARD_DECLINED = 'Your card was declined.';

/** Stripe's generic-decline test card. */
export const DECLINED_CARD = '4000000000000002';

/**
 * Stripe's test cards that succeed (Visa, Visa debit, Mastercard, Mastercard
 * 2-series, debit and prepaid, American Express, Discover, Diners Club, JCB,
 * UnionPay). Any other number that passes the Luhn check is declined, as in
 * Stripe's test mode, which charges no real card.
 */
export const SUCCESS_CARDS: ReadonlySet<string> = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

/** The card form's fields, as the API received them (digits only in the number; expiry `MM/YY`). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** American Express numbers start with 34 or 37 and carry a 4-digit security code. */
export function isAmex(number: string): boolean {
  return /^3[47]/.test(number);
}

/** A card is good through the last day of its expiry month (compared in UTC, like the clock). */
export function expiryIsPast(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const expiresAfter = (2000 + (year ?? 0)) * 12 + ((month ?? 1) - 1);
  return expiresAfter < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** Stripe's message for a card it would refuse, or null when the charge goes through. */
export function cardRefusal(card: CardDetails, now: Date): string | null {
  if (!passesLuhn(card.number)) return CARD_NUMBER_INVALID;
  if (expiryIsPast(card.expiry, now)) return CARD_EXPIRED;
  if (card.cvc.length !== (isAmex(card.number) ? 4 : 3)) return CARD_CVC_INVALID;
  if (!SUCCESS_CARDS.has(card.number)) return CARD_DECLINED;
  return null;
}
