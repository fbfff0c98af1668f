/**
 * The waitlist in Chromium on the whole local stack: a student
 * joins the line of a sold-out free party from its page, the one holder
 * cancels, and the first in line has the ticket at once — on the event page
 * and in My Tickets. Fixtures (people, event, the holder's ticket) through
 * the API.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('the waitlist of a sold-out party', () => {
  it('a student joins the line, the holder cancels, the first in line gets the ticket', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Waitlist Night', { maxAttendees: 1 });
    const [holder, waiting] = await Promise.all([newStudent('waitlist-holder'), newStudent('waitlist-waiting')]);
    const held = await freeTicket(holder, event);

    const { page, errors } = await signedInPage(browser(), waiting, `/party-events/${event.id}`);
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await page.getByText("You're #1 of 1 on the waitlist").waitFor();

    const cancelled = await apiOk('cancelTicket', { params: { id: held.id }, token: holder.token });
    expect(cancelled.ticket.status).toBe('cancelled');

    await page.reload();
    await page.getByText('You have a ticket').waitFor();
    await page.goto(urlOf('/my-tickets'));
    await page.getByRole('article', { name: `Ticket for ${event.title}` }).getByText('Show this QR code at the door').waitFor();
    const { tickets } = await apiOk('listMyTickets', { token: waiting.token });
    expect(tickets.filter((t) => t.eventId === event.id).map((t) => t.status)).toEqual(['valid']);
    expect(errors).toEqual([]);
  });
});
