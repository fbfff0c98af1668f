/**
 * Offline door mode in Chromium on the whole local stack: the
 * president prepares the door for an event, the network goes, three tickets
 * are typed in (one valid, one forged, one of another event) and decided on
 * the device, the valid one twice, before and after a reload; the network returns, the scans sync, and the ticket shows as
 * used and checked in. At a party with alcohol the device holds the sober-monitor rule offline as online (no monitor in:
 * no guest; a monitor checks in offline with their code, guests enter up to the ratio, exits let the next one in), and a
 * server that stops answering switches the door to the device by itself, and back.
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/domains/keys';
import { updateItem } from '../../functions/lib/db/table';
import { useBrowser } from '../support/browser';
import { withMadeUpTicketId } from '../support/door-codes';
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
    const forged = withMadeUpTicketId(valid);

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
    // The code names its event: offline as online, another event's ticket is told apart from a forged one.
    await scan(ofOtherEvent, 'Invalid Ticket', 'This ticket is for a different event', '3 scans waiting to sync');
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

  it('holds the sober-monitor rule offline, checks a monitor in offline, lets guests out, and decides on the device while the server hangs', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Cellar Night', { maxAttendees: 40, alcoholAllowed: true });
    // One monitor is named while its rules snapshot lets one cover the capacity of 40; then, so that the ratio shows with
    // two guests, the snapshot becomes one guest per monitor (set through the repository: the API refuses too few at naming).
    const ratio = (baseGuests: number) => updateItem({ Key: keys.partyEvent.item(event.id), UpdateExpression: 'SET officeRules.baseGuests = :base, officeRules.guestsPerExtraMonitor = :one', ExpressionAttributeValues: { ':base': baseGuests, ':one': 1 } });
    await ratio(40);
    await apiOk('setSoberMonitors', { token: president.token, params: { id: event.id }, body: { subs: [president.sub] } });
    await ratio(1);
    const { monitor } = await apiOk('getMySoberMonitorCode', { token: president.token, params: { id: event.id } });
    const [first, second] = await Promise.all([newStudent('cellar-first'), newStudent('cellar-second')]);
    const [one, two] = [(await freeTicket(first, event)).qrCode, (await freeTicket(second, event)).qrCode];

    const door = await signedInPage(browser(), president, `/validate-ticket?event=${event.id}`);
    const status = door.page.getByTestId('door-status');
    await status.getByText(/Roster refreshed at .* \(\d+ s ago\)/).waitFor();
    await door.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const headcount = door.page.getByRole('status', { name: 'Headcount' });
    await headcount.getByText('0 sober monitors checked in · limit 0 of capacity 40').waitFor();

    await door.page.context().setOffline(true);
    await status.getByText('Offline: scans are checked on this device').waitFor();
    const codeField = door.page.getByLabel('QR Code');
    const result = door.page.getByTestId('validation-result');
    const scan = async (code: string, direction: 'Entry' | 'Exit', verdict: string, message: string, waiting: string) => {
      await door.page.getByRole('radio', { name: direction }).click();
      await codeField.fill(code);
      await codeField.press('Enter');
      await status.getByText(waiting).waitFor();
      await result.getByText(verdict, { exact: true }).waitFor();
      await result.getByText(message).waitFor();
    };
    // As online: no monitor in, no guest.
    await scan(one, 'Entry', 'Invalid Ticket', 'Another sober monitor must check in', '1 scan waiting to sync');
    await scan(monitor!.code, 'Entry', 'Valid Ticket', `Sober monitor checked in: ${monitor!.name}`, '2 scans waiting to sync');
    await headcount.getByText('1 sober monitor checked in · limit 1 of capacity 40').waitFor();
    await scan(one, 'Entry', 'Valid Ticket', 'Ticket validated successfully! Entry granted.', '3 scans waiting to sync');
    await scan(two, 'Entry', 'Invalid Ticket', 'Another sober monitor must check in', '4 scans waiting to sync');
    await scan(one, 'Exit', 'Exit Recorded', 'Exit recorded. This ticket may come back in.', '5 scans waiting to sync');
    await scan(two, 'Entry', 'Valid Ticket', 'Ticket validated successfully! Entry granted.', '6 scans waiting to sync');

    await door.page.context().setOffline(false);
    await status.getByText('0 scans waiting to sync').waitFor();
    expect(await apiOk('getDoorHeadcount', { params: { id: event.id }, token: president.token })).toMatchObject({ insideNow: 1, entries: 2, exits: 1, monitorsIn: 1, limit: 1 });

    // The server stops answering while the browser stays online: the scan is decided on the device, and the door says so.
    await status.getByText('Online').waitFor();
    const hang = () => undefined;
    await door.page.route('**/api/**', hang);
    await scan(one, 'Entry', 'Invalid Ticket', 'Another sober monitor must check in', '1 scan waiting to sync');
    await status.getByText('No answer from the server: scans are checked on this device').waitFor();
    // Answers return: the door switches back by itself and syncs what it decided.
    await door.page.unroute('**/api/**', hang);
    await status.getByText('Online').waitFor();
    await status.getByText('0 scans waiting to sync').waitFor();
    expect(door.errors.filter((e) => !e.startsWith('Failed to load resource: net::'))).toEqual([]);
  });
});
