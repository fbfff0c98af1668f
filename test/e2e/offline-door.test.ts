/**
 * Offline door mode in Chromium on the whole local stack: the
 * president prepares the door for an event, the network goes, three tickets
 * are typed in (one valid, one forged, one of another event) and decided on
 * the device, the valid one twice, before and after a reload; the network returns, the scans sync, and the ticket shows as
 * used and checked in.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

describe('the door with the network cut', () => {
  it('decides three scans on the device, then syncs them when the network returns', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Basement Night', { maxAttendees: 40 });
    const otherEvent = await newPartyEvent(president, 'Rooftop Night', { maxAttendees: 40 });
    const [guest, elsewhere] = await Promise.all([newStudent('offline-guest'), newStudent('other-event-guest')]);
    const valid = (await freeTicket(guest, event)).qrCode;
    const ofOtherEvent = (await freeTicket(elsewhere, otherEvent)).qrCode;
    // A made-up ticket id under a genuine signature: what a forger could try.
    const forged = `${randomUUID()}.${valid.split('.')[1]}`;

    const door = await signedInPage(browser(), president, `/validate-ticket?event=${event.id}`);
    const status = door.page.getByTestId('door-status');
    await status.getByText(/Roster refreshed at/).waitFor();
    await status.getByText('Online').waitFor();
    // The service worker controls the page (it installs on the first page load of the session).
    await door.page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await door.page.context().setOffline(true);
    await status.getByText('Offline: scans are checked on this device').waitFor();
    const codeField = door.page.getByLabel('QR Code');
    const result = door.page.getByTestId('validation-result');
    // Each result differs from the one before it, and each scan joins the queue.
    const scan = async (code: string, verdict: string, message: string, waiting: string) => {
      await codeField.fill(code);
      await codeField.press('Enter');
      await status.getByText(waiting).waitFor();
      await result.getByText(verdict, { exact: true }).waitFor();
      await result.getByText(message).waitFor();
      expect(await codeField.inputValue()).toBe('');
    };
    await scan(forged, 'Invalid Ticket', 'Invalid QR code - ticket not found', '1 scan waiting to sync');
    await scan(valid, 'Valid Ticket', 'Ticket validated successfully! Entry granted.', '2 scans waiting to sync');
    await scan(ofOtherEvent, 'Invalid Ticket', 'Invalid QR code - ticket not found', '3 scans waiting to sync');
    await scan(valid, 'Invalid Ticket', 'This ticket has already been used', '4 scans waiting to sync');

    // Reloaded with the network still off: the service worker serves the page, the device its roster and queue.
    await door.page.reload();
    await status.getByText('4 scans waiting to sync').waitFor();
    await status.getByText('Offline: scans are checked on this device').waitFor();
    await scan(valid, 'Invalid Ticket', 'This ticket has already been used', '5 scans waiting to sync');
    // Still offline: the server has seen nothing yet.
    expect((await apiOk('getEventAnalytics', { params: { id: event.id }, token: president.token })).checkedIn).toBe(0);

    await door.page.context().setOffline(false);
    await status.getByText('Online').waitFor();
    await status.getByText('0 scans waiting to sync').waitFor();
    const roster = await apiOk('getDoorRoster', { params: { id: event.id }, token: president.token });
    expect(roster.tickets.map((t) => t.status)).toEqual(['used']);
    expect(roster.duplicates).toEqual([]);
    expect((await apiOk('getEventAnalytics', { params: { id: otherEvent.id }, token: president.token })).checkedIn).toBe(0);

    await door.page.goto(urlOf(`/party-events/${event.id}/analytics`));
    await door.page.getByRole('heading', { level: 1, name: 'Event Analytics' }).waitFor();
    const checkedIn = door.page.getByText('Checked In').locator('xpath=../..');
    await expect.poll(() => checkedIn.locator('p').nth(0).textContent()).toBe('1');

    // Offline, the browser reports each request it could not make (e.g. /api/me on the reload): expected, nothing else is.
    expect(door.errors.filter((e) => !e.startsWith('Failed to load resource: net::'))).toEqual([]);
  });
});
