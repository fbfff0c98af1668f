/**
 * Live tickets in Chromium on the whole local stack: the holder's page makes
 * a live code with the network off; a code captured and scanned 45 seconds
 * later is refused at the offline door while the phone's current code gets
 * in (both pages' clocks injected with Playwright's clock); a second browser
 * moves a ticket to itself with the e-mailed code, and the first browser's
 * code is refused; the door's camera reads a live code (a fake camera
 * filming the code's QR).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_CODE_EXPIRED, LIVE_CODE_OTHER_PHONE, liveStep, makePhoneKey, phoneKeyText, signLiveCode } from '../../shared/live-code';
import { launchBrowser, newCheckedPage, useBrowser } from '../support/browser';
import { apiOk } from '../support/e2e/api';
import { freeTicket, newPartyEvent } from '../support/e2e/events';
import { latestMailStarting } from '../support/e2e/inbox';
import { signInOn, signedInPage, urlOf } from '../support/e2e/pages';
import { demoPerson, newStudent } from '../support/e2e/people';

const { browser } = useBrowser(() => urlOf(''));

/** A video the fake camera plays: `code`'s QR, black on white, as YUV 4:2:0 frames (the format Chromium reads). */
function qrVideo(code: string): string {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const side = 480;
  // Within the scanner's region (the middle two thirds of the picture), with a quiet zone around it.
  const scale = Math.floor((side * 0.55) / qr.size);
  const margin = Math.floor((side - qr.size * scale) / 2);
  const luma = Buffer.alloc(side * side, 255);
  for (let y = 0; y < qr.size * scale; y++) {
    for (let x = 0; x < qr.size * scale; x++) if (qr.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(margin + y) * side + margin + x] = 0;
  }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(tmpdir(), `live-code-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

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
    await holder.page.getByRole('timer', { name: /New code in \d+ s/ }).waitFor();
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

  it("reads a live code with the door's camera", async () => {
    const president = await demoPerson('president');
    const event = await newPartyEvent(president, 'Live Camera', { ticketCodes: 'live' });
    const guest = await newStudent('live-camera');
    const ticket = await freeTicket(guest, event);
    // The guest's phone: its key registered with the ticket, its code for the next step (accepted for the next 45 s or so).
    const phone = await makePhoneKey();
    await apiOk('openLiveTicket', { token: guest.token, params: { id: ticket.id }, body: { publicKey: await phoneKeyText(phone.publicKey) } });
    const code = await signLiveCode(phone.privateKey, ticket.id, event.id, liveStep(Date.now()) + 1);

    const camera = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(code)}`]);
    try {
      const door = await newCheckedPage(camera);
      await door.page.context().grantPermissions(['camera'], { origin: urlOf('') });
      await signInOn(door.page, president);
      await door.page.goto(urlOf(`/validate-ticket?event=${event.id}`));
      await door.page.getByRole('button', { name: 'Start Camera' }).click();
      await door.page.getByTestId('validation-result').getByText('Ticket validated successfully! Entry granted.').waitFor({ timeout: 30_000 });
      expect(door.errors).toEqual([]);
    } finally {
      await camera.close();
    }
  });
});
