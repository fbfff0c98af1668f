/**
 * Live tickets in Chromium on the whole local stack: the holder's page makes
 * a live code with the network off; a code captured and scanned 45 seconds
 * later is refused at the offline door while the phone's current code gets
 * in (both pages' clocks injected with Playwright's clock); a second browser
 * moves a ticket to itself with the e-mailed code, and the first browser's
 * code is refused.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_CODE_EXPIRED, LIVE_CODE_OTHER_PHONE } from '../../shared/live-code';
import { useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { latestMailStarting } from '../support/e2e/inbox';
import { signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

/** The live code the ticket shows now, once it is drawn (and different from `not`, when given). */
async function liveCodeOn(page: Page, not?: string): Promise<string> {
  const shown = page.locator('[data-live-code]');
  await expect.poll(async () => ((await shown.count()) ? await shown.getAttribute('data-live-code') : null), { timeout: 30_000 }).toMatch(/^LIVE:/);
  if (not) await expect.poll(() => shown.getAttribute('data-live-code'), { timeout: 30_000 }).not.toBe(not);
  return (await shown.getAttribute('data-live-code'))!;
}

describe('live tickets', () => {
  it('shows a live code offline; a capture scanned 45 s later is refused and the live code gets in', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Live Basement', { ticketCodes: 'live' });
    const guest = await newStudent('live-guest');
    const ticket = await freeTicket(guest, event);
    expect(ticket).toMatchObject({ live: true, qrCode: '' });

    // Both devices' clocks are Playwright's from their first page, running from now.
    const holder = await signedInPage(browser(), guest, '/my-tickets');
    await liveCodeOn(holder.page);
    // The service worker controls the page before the clock is Playwright's (its polling would wait on a paused frame clock).
    await holder.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await holder.page.clock.install();
    await holder.page.reload();
    await liveCodeOn(holder.page);
    await holder.page.getByText(/New code in \d+ s/).waitFor();
    // Airplane mode: the page comes back from the service worker and the code from this phone's key.
    await holder.page.context().setOffline(true);
    await holder.page.reload();
    const captured = await liveCodeOn(holder.page);

    const door = await signedInPage(browser(), president, `/validate-ticket?event=${event.id}`);
    await door.page.clock.install();
    await door.page.reload();
    const status = door.page.getByTestId('door-status');
    await status.getByText(/Roster refreshed at/).waitFor();
    await door.page.context().setOffline(true);
    await status.getByText('Offline: scans are checked on this device').waitFor();
    const codeField = door.page.getByLabel('QR Code');
    const result = door.page.getByTestId('validation-result');
    const scan = async (code: string, message: string) => {
      await codeField.fill(code);
      await codeField.press('Enter');
      await result.getByText(message).waitFor();
    };

    // The screenshot, 45 seconds on: expired. The phone, 45 seconds on, shows a new code: admitted.
    await Promise.all([door.page.clock.fastForward(45_000), holder.page.clock.fastForward(45_000)]);
    await scan(captured, LIVE_CODE_EXPIRED);
    await scan(await liveCodeOn(holder.page, captured), 'Ticket validated successfully! Entry granted.');

    await door.page.context().setOffline(false);
    await status.getByText('0 scans waiting to sync').waitFor();
    expect((await apiOk('getDoorRoster', { params: { id: event.id }, token: president.token })).tickets.map((t) => t.status)).toEqual(['used']);
    // Offline, the browser reports each request it could not make, and the service worker's update check it could not fetch: expected, nothing else is.
    const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource: net::') && e !== 'An unknown error occurred when fetching the script.');
    expect(unexpected(door.errors)).toEqual([]);
    expect(unexpected(holder.errors)).toEqual([]);
  });

  it("moves a ticket to a second browser with the e-mailed code; the first browser's code is then refused", async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Live Rooftop', { ticketCodes: 'live' });
    const guest = await newStudent('live-mover');
    await freeTicket(guest, event);

    const first = await signedInPage(browser(), guest, '/my-tickets');
    const oldCode = await liveCodeOn(first.page);

    const second = await signedInPage(browser(), guest, '/my-tickets');
    await second.page.getByText('This ticket is on another phone.').waitFor();
    await second.page.getByRole('button', { name: 'Move this ticket to this phone' }).click();
    await second.page.getByText(/We sent a code to/).waitFor();
    const mail = await latestMailStarting(guest.email, 'Your code to move your ticket: ');
    await second.page.getByLabel('Code from the e-mail').fill(mail.subject.slice(-6));
    await second.page.getByRole('button', { name: 'Move ticket' }).click();
    const newCode = await liveCodeOn(second.page);

    const scan = (qrCode: string) => apiOk('validateTicket', { token: president.token, body: { eventId: event.id, qrCode } });
    expect((await scan(oldCode)).message).toBe(LIVE_CODE_OTHER_PHONE);
    expect((await scan(newCode)).message).toBe('Ticket validated successfully! Entry granted.');
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });
});
