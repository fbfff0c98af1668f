/**
 * A sold-out party (docs/spec/student-side.md §4), in Chromium: the demo
 * president creates a one-seat party for this journey and a first student
 * takes the seat; a second student sees Sold Out, has no way to get a
 * ticket (only the waitlist), and the API refuses one too.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk, callApi } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('a sold-out party', () => {
  it('shows Sold Out and gives no ticket to anyone else', async () => {
    const event = await newPartyEvent(await demoPerson('president'), 'One Seat Soirée', { maxAttendees: 1 });
    await freeTicket(await newStudent('first-in-line'), event);
    const late = await newStudent('too-late');

    const { page, errors } = await signedInPage(browser(), late, `/party-events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    // Signed in, the ticket's place offers the waitlist instead of a ticket.
    await page.getByRole('button', { name: 'Join waitlist' }).waitFor();
    await page.getByText('1 / 1 tickets · Sold Out').waitFor();
    expect(await page.getByRole('button', { name: 'Get Ticket' }).count()).toBe(0);

    const refused = await callApi('createFreeTicket', { token: late.token, params: { id: event.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Sold Out' });
    expect((await apiOk('listMyTickets', { token: late.token })).tickets).toEqual([]);
    expect((await apiOk('getPartyEvent', { params: { id: event.id } })).event.ticketsSold).toBe(1);
    expect(errors).toEqual([]);
  });
});
