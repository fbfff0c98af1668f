/**
 * The receipt's calendar file describes the host as a reader would write it:
 * an organization with no Greek letters is named alone, with no stray
 * letters or punctuation where the letters would be.
 */
import { describe, expect, it } from 'vitest';
import { newTicketRecord } from '../../../functions/domains/ticketing/tickets';
import { ticketCalendar } from '../../../functions/domains/ticketing/receipts/calendar';

function ticketHostedBy(organizationName: string, letters: string) {
  return newTicketRecord({
    id: '7d0c6f5e-1111-4222-8333-444455556666',
    eventId: 'e1',
    sub: 'u1',
    holderName: 'Sam',
    qrCode: 'qr',
    amountPaidCents: 0,
    paymentIntentId: null,
    purchasedAt: '2031-01-01T00:00:00.000Z',
    event: { title: 'Spring Formal', date: '2031-04-12', time: '21:00', location: 'The Venue', letters, organizationName },
  });
}

/** The DESCRIPTION property, unfolded (RFC 5545 folds lines at 75 octets). */
function description(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return /^DESCRIPTION:(.*)$/m.exec(unfolded)?.[1] ?? '';
}

describe('ticketCalendar', () => {
  it('names the host with its letters', () => {
    expect(description(ticketCalendar(ticketHostedBy('Alpha Epsilon Phi', 'ΑΕΦ')))).toBe(
      "Alpha Epsilon Phi (ΑΕΦ). Show your ticket's QR code at the door.",
    );
  });

  it('names a host without Greek letters by its name alone', () => {
    expect(description(ticketCalendar(ticketHostedBy('Triangle', '')))).toBe("Triangle. Show your ticket's QR code at the door.");
  });
});
