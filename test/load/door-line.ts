/**
 * The door as a line of guests, in headless Chromium on the bench stack:
 *
 * - Camera: a production build of the SPA, the president's door screen, and
 *   a camera filming real QR images (test/support/fake-camera.ts). Guest
 *   after guest is held up the moment the last result is on screen, so the
 *   figure is decode, decision (online, the real API), the result shown and
 *   the scanner ready again, LINE_GUESTS times: valid scans per minute of
 *   one device.
 * - A cancellation reaching a preparing device: with the door screen open
 *   (online, its roster kept for an outage), a guest cancels their ticket;
 *   the time until the device's kept roster says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { listEventTickets } from '../../functions/domains/ticketing/tickets';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { launchBrowser } from '../support/browser';
import { installFakeCamera, showCode } from '../support/fake-camera';
import { accessClaims, invoke } from '../support/invoke';
import type { BenchStack } from './bench-stack';
import { ticketBurst } from './invariants';
import { getJson, signedInStorage } from './web-browser';

/** A line that moves: a guest a second per device at least; a cancellation on every preparing device within a minute. */
export const LINE_GOAL = { scansPerMinute: 60, cancellationReachMs: 60_000 };

/** Guests read in a row through the camera. */
const LINE_GUESTS = 20;
/** How long a cancellation may take to reach the device before the figure is given up (it then misses its goal). */
const REACH_GIVE_UP_MS = 3 * LINE_GOAL.cancellationReachMs;

export interface CameraLineFigure {
  guests: number;
  seconds: number;
  scansPerMinute: number;
  /** Every guest admitted once, in order. */
  holds: boolean;
}

export interface DoorLineFigures {
  camera: CameraLineFigure;
  /** From the cancellation to the device's kept roster showing it (ms); NaN when it never did. */
  cancellationReachMs: number;
}

const root = resolve(import.meta.dirname, '../..');

/** The door screen of `eventId`, signed in as the president, its camera on. */
async function openDoor(page: Page, origin: string, eventId: string): Promise<void> {
  await page.goto(`${origin}/validate-ticket?event=${eventId}`);
  await page.getByTestId('door-status').getByText('Online').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Start Camera' }).click();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, { timeout: 30_000 });
}

async function cameraLine(page: Page, guests: { qrCode: string; holderName: string | null }[]): Promise<CameraLineFigure> {
  const result = page.getByTestId('validation-result');
  let admitted = 0;
  const started = performance.now();
  for (const guest of guests) {
    await showCode(page, guest.qrCode);
    await result.getByText(`Holder: ${guest.holderName}`, { exact: true }).waitFor({ timeout: 30_000 });
    if ((await result.getByText('Valid Ticket', { exact: true }).count()) === 1) admitted++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { guests: guests.length, seconds, scansPerMinute: (admitted / seconds) * 60, holds: admitted === guests.length };
}

/** Cancels `ticket` as its holder and waits until the device's kept roster shows it cancelled. */
async function cancellationReach(page: Page, eventId: string, ticket: { id: string; sub: string | null }): Promise<number> {
  if (!ticket.sub) throw new Error('The ticket to cancel has no holder');
  const started = performance.now();
  const res = await invoke('cancelTicket', { claims: accessClaims(ticket.sub), params: { id: ticket.id } });
  if (res.statusCode !== 200) throw new Error(`cancelTicket answered ${res.statusCode}: ${res.text}`);
  const reached = await page
    .waitForFunction(
      ({ key, id }) => {
        const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as { roster: { tickets: { id: string; status: string }[] } } | null;
        return kept?.roster.tickets.some((t) => t.id === id && t.status === 'cancelled') ?? false;
      },
      { key: `door:roster:${eventId}`, id: ticket.id },
      { timeout: REACH_GIVE_UP_MS, polling: 200 },
    )
    .then(() => true)
    .catch(() => false);
  return reached ? performance.now() - started : Number.NaN;
}

export async function measureDoorLine(stack: BenchStack, president: DemoAccount): Promise<DoorLineFigures> {
  const spaDir = mkdtempSync(join(tmpdir(), 'bench-door-spa-'));
  const browser = await launchBrowser();
  try {
    // The guests, and one more who cancels: free tickets of a fresh event of the president's chapter.
    const { eventId } = await ticketBurst(president, { buyers: LINE_GUESTS + 1, seats: LINE_GUESTS + 1 });
    const tickets = await listEventTickets(eventId);
    const [cancelling, ...guests] = tickets;
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'silent', build: { outDir: spaDir, emptyOutDir: true } });
    const origin = (await stack.serveSpa(spaDir)).url;
    const { userPoolClientId } = await getJson<{ userPoolClientId: string }>(origin, '/config.json');
    const context = await browser.newContext({ storageState: await signedInStorage(stack, origin, userPoolClientId, 'president') });
    await installFakeCamera(context);
    const page = await context.newPage();
    await openDoor(page, origin, eventId);
    const camera = await cameraLine(page, guests);
    const cancellationReachMs = await cancellationReach(page, eventId, cancelling!);
    await context.close();
    return { camera, cancellationReachMs };
  } finally {
    await browser.close();
    rmSync(spaDir, { recursive: true, force: true });
  }
}
