/**
 * Door passes for volunteers in Chromium on the whole local stack:
 * a pass of the president's event, opened in a browser context of its own
 * (no account) with its PIN, scans a valid ticket (no name: "Ticket ✓"); with the network cut it
 * decides a valid and a forged ticket and an exit on the device (no name:
 * "Ticket ✓") and syncs them when the network returns; every other page it tries shows
 * that this device is a door pass and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { clock } from '../../functions/lib/clock';
import { useBrowser } from '../support/browser';
import { withMadeUpTicketId } from '../support/door-codes';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';
import { PASS_PIN, storedDoorPass } from '../integration/door-pass/fixtures';

const { browser } = useBrowser(() => urlOf(''));

describe('a door pass on a volunteer’s phone', () => {
  it('scans a valid ticket with its PIN, online and offline, and is refused every other page', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Volunteer Night', { maxAttendees: 40 });
    const [guest, offlineGuest] = await Promise.all([newStudent('pass-guest'), newStudent('pass-offline-guest')]);
    const { qrCode } = await freeTicket(guest, event);
    const offlineCode = (await freeTicket(offlineGuest, event)).qrCode;
    // A made-up ticket id under a genuine signature: what a forger could try.
    const forged = withMadeUpTicketId(offlineCode);
    // Open now, whatever the day: the window is set through the repository, not waited for.
    const now = clock.now().getTime();
    const pass = await storedDoorPass(event, { validFrom: new Date(now - 3_600_000), validUntil: new Date(now + 6 * 3_600_000) });

    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(urlOf(`/door/${pass.id}`));
    await page.getByLabel('PIN').fill(PASS_PIN);
    await page.getByRole('button', { name: 'Open the Door Pass' }).click();
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();

    const codeField = page.getByLabel('QR Code');
    await codeField.fill(qrCode);
    await codeField.press('Enter');
    const result = page.getByTestId('validation-result');
    await result.getByText('Valid Ticket', { exact: true }).waitFor();
    await result.getByText('Ticket validated successfully! Entry granted.').waitFor();
    // Online as offline, a pass is told no guest's name.
    await result.getByText('Holder: Ticket ✓').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);

    // Offline: the pass's roster (no names) on the device decides; the scans wait, then sync when the network returns.
    const status = page.getByTestId('door-status');
    await status.getByText(/Roster refreshed at/).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await status.getByText('Offline: scans are checked on this device').waitFor();
    const offlineScan = async (code: string, verdict: string, message: string, waiting: string) => {
      await codeField.fill(code);
      await codeField.press('Enter');
      await status.getByText(waiting).waitFor();
      await result.getByText(verdict, { exact: true }).waitFor();
      await result.getByText(message).waitFor();
    };
    await offlineScan(offlineCode, 'Valid Ticket', 'Ticket validated successfully! Entry granted.', '1 scan waiting to sync');
    await result.getByText('Holder: Ticket ✓').waitFor();
    await offlineScan(forged, 'Invalid Ticket', 'Invalid QR code - ticket not found', '2 scans waiting to sync');
    // An exit offline: the guest this device let in steps out.
    await page.getByRole('radio', { name: 'Exit' }).click();
    await offlineScan(offlineCode, 'Exit Recorded', 'Exit recorded. This ticket may come back in.', '3 scans waiting to sync');
    await context.setOffline(false);
    await status.getByText('Online').waitFor();
    await status.getByText('0 scans waiting to sync').waitFor();
    expect((await apiOk('getEventAnalytics', { params: { id: event.id }, token: president.token })).checkedIn).toBe(2);
    expect(await apiOk('getDoorHeadcount', { params: { id: event.id }, token: president.token })).toMatchObject({ insideNow: 1, entries: 2, exits: 1 });

    for (const path of ['/validate-ticket', `/party-events/${event.id}/analytics`, '/admin']) {
      await page.goto(urlOf(path));
      await page.getByRole('heading', { level: 1, name: 'This device is a door pass' }).waitFor();
      expect(await page.getByText(/Event Analytics|Validate Event Ticket|Admin Dashboard/).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
