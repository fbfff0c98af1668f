/**
 * Headless Chromium for the e2e tests: Debian's `/usr/bin/chromium` driven by
 * playwright-core (browser downloads are not possible here). Set CHROMIUM_PATH
 * to use another binary.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Launches Chromium with the flags that keep it off the network (and `extraArgs`: a fake camera, say). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * A new page that fails the test on any uncaught script error or console
 * error, so a broken screen cannot pass by showing some text.
 */
export async function newCheckedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/**
 * Registers one Chromium for the calling test file (launched before its tests,
 * closed after) and returns `open(path)`: a new checked page at `baseUrl + path`.
 */
export function useBrowser(baseUrl: () => string): {
  browser: () => Browser;
  open: (path: string) => Promise<{ page: Page; errors: string[] }>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
  return {
    browser: current,
    open: async (path) => {
      const checked = await newCheckedPage(current());
      await checked.page.goto(`${baseUrl()}${path}`);
      return checked;
    },
  };
}
