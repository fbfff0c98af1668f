/**
 * The receipt's MIME message (built by nodemailer's MailComposer): the HTML
 * refers to the QR code as a related `cid:` part, and a subject with Greek
 * letters is encoded. The mail's arrival in the SES inbox, through the
 * queue, is held by test/integration/jobs and the e2e ticket journeys.
 */
import { describe, expect, it } from 'vitest';
import { newTicketRecord } from '../../../functions/domains/ticketing/tickets';
import { receiptMessage } from '../../../functions/domains/ticketing/receipts/receipt';

const ticket = newTicketRecord({
  id: '0b6f2f0e-1111-4222-8333-444455556666',
  eventId: 'e1',
  sub: 'u1',
  holderName: 'Sam',
  qrCode: '0b6f2f0e-1111-4222-8333-444455556666.mac',
  amountPaidCents: 0,
  paymentIntentId: null,
  purchasedAt: '2031-01-01T00:00:00.000Z',
  event: { title: 'ΑΕΦ Spring <Formal>', date: '2031-04-12', time: '21:00', location: 'The Venue', letters: 'ΑΕΦ', organizationName: 'Alpha Epsilon Phi' },
});

describe('receiptMessage', () => {
  it('is a multipart/related message whose HTML shows the QR code from its inline PNG part', async () => {
    const raw = (await receiptMessage(ticket, 'sam@example.edu', 'events@example.edu')).toString('utf8');
    const [headers] = raw.split('\r\n\r\n');
    expect(headers).toMatch(/^From: events@example\.edu$/m);
    expect(headers).toMatch(/^To: sam@example\.edu$/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(/Content-Type: image\/png; name=ticket-qr\.png/);
    expect(raw).toMatch(/Content-ID: <ticket-qr>/);
    expect(raw).toMatch(/Content-Disposition: inline; filename=ticket-qr\.png/);
  });

  it('escapes the event’s text in the HTML and names the amount FREE', async () => {
    const raw = (await receiptMessage(ticket, 'sam@example.edu', 'events@example.edu')).toString('utf8');
    const htmlPart = raw.split('Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n')[1]!;
    const html = quotedPrintable(htmlPart.split('\r\n----')[0]!);
    expect(html).toContain('Your ticket for ΑΕΦ Spring &lt;Formal&gt;');
    expect(html).toContain('<img src="cid:ticket-qr"');
    expect(html).toContain('Amount paid: FREE');
  });
});

/** The text of a quoted-printable body (RFC 2045 §6.7). */
function quotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
