/**
 * Transfer to a friend in Chromium on the whole local stack: a
 * student gives a ticket to a friend from My Tickets, the friend accepts it
 * in theirs, and the door refuses the old QR code while the friend's new one
 * is the valid ticket. Fixtures (people, friendship, event, ticket) through
 * the API.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('transfer to a friend', () => {
  it('a student gives a ticket to a friend, the friend accepts, the old QR is refused at the door', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Transfer Night', { maxAttendees: 40 });
    const [holder, friend] = await Promise.all([newStudent('transfer-holder'), newStudent('transfer-friend')]);
    await apiOk('sendFriendRequest', { body: { userId: friend.sub }, token: holder.token });
    await apiOk('acceptFriendRequest', { params: { id: holder.sub }, token: friend.token });
    const old = await freeTicket(holder, event);

    const mine = await signedInPage(browser(), holder, '/my-tickets');
    const card = mine.page.getByRole('article', { name: 'Ticket for Transfer Night' });
    await card.getByRole('button', { name: 'Give to a friend' }).click();
    await mine.page.getByRole('combobox', { name: 'Friend', exact: true }).selectOption({ label: friend.fullName });
    await mine.page.getByRole('button', { name: 'Offer ticket' }).click();
    await card.getByText(`Offered to ${friend.fullName}: waiting for them to accept.`).waitFor();

    const theirs = await signedInPage(browser(), friend, '/my-tickets');
    const offer = theirs.page.getByRole('article', { name: 'Ticket offer for Transfer Night' });
    await offer.getByText(`${holder.fullName} offers you a ticket for Transfer Night`).waitFor();
    await offer.getByRole('button', { name: 'Accept ticket' }).click();
    await theirs.page.getByRole('article', { name: 'Ticket for Transfer Night' }).getByText('Show this QR code at the door').waitFor();

    const door = await apiOk('validateTicket', { body: { eventId: event.id, qrCode: old.qrCode }, token: president.token });
    expect([door.valid, door.message]).toEqual([false, 'This ticket was transferred']);
    const roster = await apiOk('getDoorRoster', { params: { id: event.id }, token: president.token });
    expect(roster.tickets.map((t) => t.status).sort()).toEqual(['transferred', 'valid']);
    expect([...mine.errors, ...theirs.errors]).toEqual([]);
  });
});
