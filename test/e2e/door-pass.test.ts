/**
 * Door passes for volunteers in Chromium on the whole local stack (issue 12):
 * a pass of the president's event, opened in a browser context of its own
 * (no account) with its PIN, scans a valid ticket, and every other page it
 * tries shows that this device is a door pass and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { clock } from '../../functions/lib/clock';
import { useBrowser } from '../support/browser';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';
import { PASS_PIN, storedDoorPass } from '../integration/door-pass/fixtures';

const { browser } = useBrowser(() => urlOf(''));

describe('a door pass on a volunteer’s phone', () => {
  it('scans a valid ticket with its PIN and is refused every other page', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Volunteer Night', { maxAttendees: 40 });
    const guest = await newStudent('pass-guest');
    const { qrCode } = await freeTicket(guest, event);
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
    await result.getByText('Valid Ticket').waitFor();
    await result.getByText('Ticket validated successfully! Entry granted.').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);

    for (const path of ['/validate-ticket', `/party-events/${event.id}/analytics`, '/admin']) {
      await page.goto(urlOf(path));
      await page.getByRole('heading', { level: 1, name: 'This device is a door pass' }).waitFor();
      expect(await page.getByText(/Event Analytics|Validate Event Ticket|Admin Dashboard/).count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
