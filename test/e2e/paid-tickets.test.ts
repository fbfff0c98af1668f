/**
 * Paid tickets with the local sandbox card, in
 * Chromium: a card that pays gives the ticket and a receipt mail (event,
 * amount, the ticket's QR code); a declined card says so and gives nothing.
 * Each test buys at a party the demo president created for it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../shared/dates';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { newPartyEvent } from '../support/e2e/events';
import { mailTo, qrCodeIn } from '../support/e2e/inbox';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

/** Get Ticket on the event page, then the card in the Complete Purchase dialog. */
async function payWith(page: Page, card: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Get Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
}

describe('a paid ticket', () => {
  it('is bought with the sandbox card, shown in My Tickets, and its receipt with the QR code arrives (a fixed-code event)', async () => {
    // A fixed code, so the receipt carries the QR itself (a paid event's tickets are live by default: their receipt links to the live ticket).
    const event = await newPartyEvent(await demoPerson('president'), 'Paid Gala', { priceCents: 1250, ticketCodes: 'fixed' });
    const buyer = await newStudent('buyer');
    const { page, errors } = await signedInPage(browser(), buyer, `/party-events/${event.id}`);

    await payWith(page, '4242 4242 4242 4242', '$12.50');
    await page.getByText('Success!').first().waitFor();
    await page.waitForURL(urlOf('/my-tickets'));
    const card = page.getByRole('article', { name: `Ticket for ${event.title}` });
    await card.getByRole('img', { name: `QR code for ${event.title}` }).waitFor();
    await card.getByText('$12.50').waitFor();

    const { tickets } = await apiOk('listMyTickets', { token: buyer.token });
    expect(tickets.map((t) => [t.eventId, t.amountPaidCents, t.status])).toEqual([[event.id, 1250, 'valid']]);
    const mail = await mailTo(buyer.email, `Your ticket: ${event.title}`);
    expect(mail.body.html).toContain(`Your ticket for ${event.title}`);
    expect(mail.body.html).toContain(`Date: ${formatLongDate(event.date)} at 21:00`);
    expect(mail.body.html).toContain('Location: Greek Row Pavilion');
    expect(mail.body.html).toContain('Amount paid: $12.50');
    // The inline image is the ticket's own code: the door accepts what the mail shows.
    expect(qrCodeIn(mail, 'ticket-qr')).toBe(tickets[0]!.qrCode);
    expect(errors).toEqual([]);
  });

  it('is not issued when the card is declined: the decline message, no ticket, the seat still free', async () => {
    const event = await newPartyEvent(await demoPerson('president'), 'Declined Gala', { priceCents: 900 });
    const buyer = await newStudent('declined-buyer');
    const { page, errors } = await signedInPage(browser(), buyer, `/party-events/${event.id}`);

    await payWith(page, '4000 0000 0000 0002', '$9.00');
    await page.getByText('Payment failed').first().waitFor();
    await page.getByText('Your card was declined.').first().waitFor();
    // Still in the dialog, free to try another card; nothing was bought.
    await page.getByRole('dialog', { name: 'Complete Purchase' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Get Ticket' }).waitFor();

    expect((await apiOk('listMyTickets', { token: buyer.token })).tickets).toEqual([]);
    expect((await apiOk('getPartyEvent', { params: { id: event.id } })).event.ticketsSold).toBe(0);
    // The browser logs the refused charge (402); nothing else may fail.
    expect(errors.filter((e) => !/402|Payment Required/.test(e))).toEqual([]);
  });
});
