/**
 * A free ticket from the event page to the door, in Chromium on the
 * whole local stack: a new student gets a free ticket for a party the demo
 * president created for this journey, sees its QR code in My Tickets; the
 * president lets it in at /validate-ticket (typed code) and a second scan is
 * refused; the student then reviews the event; the president's analytics
 * show the sale, the check-in and the review.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('a free ticket', () => {
  it('is issued on the event page, shown with its QR code, let in once at the door, then the event can be reviewed', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Door Night', { maxAttendees: 50 });
    const holder = await newStudent('ticket-holder');

    const student = await signedInPage(browser(), holder, `/party-events/${event.id}`);
    await student.page.getByRole('button', { name: 'Get Ticket' }).click();
    await student.page.getByText('Your free ticket has been created').first().waitFor();
    await student.page.getByText('You have a ticket').waitFor();

    await student.page.goto(urlOf('/my-tickets'));
    const card = student.page.getByRole('article', { name: `Ticket for ${event.title}` });
    await card.getByRole('img', { name: `QR code for ${event.title}` }).waitFor();
    await card.getByText('FREE').waitFor();
    await card.getByText('Show this QR code at the door').waitFor();
    const { tickets } = await apiOk('listMyTickets', { token: holder.token });
    expect(tickets.map((t) => [t.eventId, t.status])).toEqual([[event.id, 'valid']]);
    const code = tickets[0]!.qrCode;

    // The president at the door: typed event id and code; then the same ticket again.
    const door = await signedInPage(browser(), president, `/validate-ticket?event=${event.id}`);
    const codeField = door.page.getByLabel('QR Code');
    await codeField.fill(code);
    await door.page.getByRole('button', { name: 'Validate Ticket' }).click();
    const result = door.page.getByTestId('validation-result');
    await result.getByText('Valid Ticket', { exact: true }).waitFor();
    await result.getByText('Ticket validated successfully! Entry granted.').waitFor();
    expect(await codeField.inputValue()).toBe('');
    await codeField.fill(code);
    await codeField.press('Enter');
    await result.getByText('Invalid Ticket').waitFor();
    await result.getByText('This ticket has already been used').waitFor();

    // After entry the student may review the event.
    await student.page.goto(urlOf(`/party-events/${event.id}`));
    const review = student.page.getByRole('form', { name: 'Write a review' });
    await review.getByRole('radio', { name: '5 stars' }).click();
    await review.getByLabel('Comment (optional)').fill('Great night, quick entry at the door.');
    await review.getByRole('button', { name: 'Post Review' }).click();
    await student.page.getByText('Review posted!').first().waitFor();
    await student.page.getByText('Great night, quick entry at the door.').waitFor();

    // Analytics of this event alone: one sale of 50 seats, one check-in, one review.
    await door.page.goto(urlOf(`/party-events/${event.id}/analytics`));
    await door.page.getByRole('heading', { level: 1, name: 'Event Analytics' }).waitFor();
    await door.page.getByText('1 / 50').waitFor();
    const checkedIn = door.page.getByText('Checked In').locator('xpath=../..');
    await expect.poll(() => checkedIn.locator('p').nth(0).textContent()).toBe('1');
    await door.page.getByText('1 review').first().waitFor();

    expect(student.errors).toEqual([]);
    expect(door.errors).toEqual([]);
  });
});
