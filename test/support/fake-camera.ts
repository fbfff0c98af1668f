/**
 * A camera for headless Chromium that films what the test holds up: a
 * canvas repainted 25 times a second, handed to the page as the camera's
 * stream (`getUserMedia`), so the door's real decoder (qr-scanner and its
 * worker) reads real QR images. `showCode` holds a code in front of it
 * (drawn by `qrcode` at level M, as a guest's phone shows it), `showNothing` an empty view.
 */
import QRCode from 'qrcode';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    fakeCamera?: { show(image: string | null): Promise<void> };
  }
}

/**
 * The page's side, as plain JavaScript text: a function handed to Playwright
 * would be serialized with the helpers the test's own transpiler adds (tsx's
 * `__name`), which the page does not have.
 */
const CAMERA_SCRIPT = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const paint = canvas.getContext('2d');
  let image = null;
  let frame = 0;
  function draw() {
    paint.fillStyle = '#ffffff';
    paint.fillRect(0, 0, canvas.width, canvas.height);
    // Inside the middle two thirds, the part the scanner reads.
    if (image) paint.drawImage(image, 190, 110, 260, 260);
    // One corner pixel changes every frame, so the stream never idles.
    paint.fillStyle = frame++ % 2 ? '#ffffff' : '#fdfdfd';
    paint.fillRect(0, 0, 1, 1);
  }
  setInterval(draw, 40);
  window.fakeCamera = {
    show(source) {
      return new Promise((resolve, reject) => {
        if (!source) {
          image = null;
          draw();
          return resolve();
        }
        const next = new Image();
        next.onload = () => {
          image = next;
          draw();
          resolve();
        };
        next.onerror = () => reject(new Error('The fake camera could not draw the code'));
        next.src = source;
      });
    },
  };
  navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(25);
  navigator.mediaDevices.enumerateDevices = async () => [{ deviceId: 'fake-camera', groupId: 'fake', kind: 'videoinput', label: 'Fake camera (environment)', toJSON: () => ({}) }];
})();`;

/** Every page of `context` gets the camera (before any of its scripts runs). */
export async function installFakeCamera(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: CAMERA_SCRIPT });
}

/** Holds `code` up to the camera of `page`. */
export async function showCode(page: Page, code: string): Promise<void> {
  const image = await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 4, width: 260 });
  await page.evaluate((source) => window.fakeCamera!.show(source), image);
}

/** Nothing in front of the camera. */
export async function showNothing(page: Page): Promise<void> {
  await page.evaluate(() => window.fakeCamera!.show(null));
}
