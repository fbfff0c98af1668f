/**
 * The door's camera in Chromium on the whole local stack: real QR images in
 * front of a camera (test/support/fake-camera.ts), read by the door's own
 * decoder. Three guests in a row, and a forged code between them, without a
 * tap: the camera never stops, each result shows and the next guest is read.
 * (The page's requests are watched on the context: the service worker fetches them.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { withMadeUpTicketId } from '../support/door-codes';
import { installFakeCamera, showCode } from '../support/fake-camera';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { signInOn, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the door camera', () => {
  it('reads three guests in a row without a tap, a forged code between them too', async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Camera Night', { maxAttendees: 40 });
    const guests = await Promise.all(['camera-guest-a', 'camera-guest-b', 'camera-guest-c'].map((name) => newStudent(name)));
    const codes = await Promise.all(guests.map(async (guest) => (await freeTicket(guest, event)).qrCode));

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await installFakeCamera(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInOn(page, president);
    await page.goto(urlOf(`/validate-ticket?event=${event.id}`));
    await page.getByTestId('door-status').getByText('Online').waitFor();
    await page.getByRole('button', { name: 'Start Camera' }).click();
    const result = page.getByTestId('validation-result');
    const posted: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/tickets/validate')) posted.push((request.postDataJSON() as { qrCode: string }).qrCode);
    });

    // Each code is held up once the last result is on screen: no click, no key, between guests.
    const steps: [string, string, string][] = [
      [codes[0]!, 'Valid Ticket', 'Ticket validated successfully! Entry granted.'],
      [withMadeUpTicketId(codes[1]!), 'Invalid Ticket', 'Invalid QR code - ticket not found'],
      [codes[1]!, 'Valid Ticket', 'Ticket validated successfully! Entry granted.'],
      [codes[2]!, 'Valid Ticket', 'Ticket validated successfully! Entry granted.'],
    ];
    for (const [i, [code, verdict, message]] of steps.entries()) {
      await showCode(page, code);
      await expect.poll(() => posted.length, { timeout: 20_000 }).toBe(i + 1);
      await result.getByText(verdict, { exact: true }).waitFor();
      await result.getByText(message).waitFor();
    }
    // The last code stays in view: read once.
    await page.getByText("Point the camera at the ticket's QR code.").waitFor();
    expect(posted).toEqual(steps.map(([code]) => code));

    const roster = await apiOk('getDoorRoster', { params: { id: event.id }, token: president.token });
    expect(roster.tickets.map((t) => t.status)).toEqual(['used', 'used', 'used']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
