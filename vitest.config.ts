import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One `vitest run` runs every suite (README: `npm test`):
 * - unit: services, handlers and helpers, AWS failure paths mocked;
 * - web: React components in jsdom;
 * - integration: handlers and repositories against the real local emulators;
 * - infra: CDK assertions, manifest parity, cdk-nag;
 * - e2e: journeys in headless Chromium against the whole local stack.
 */
/**
 * Ceilings, not timings: a test that ends sooner ends sooner. They hold on a
 * loaded 2-core machine, where a web test that types a whole form, or the
 * seed's calendar test, takes several times as long as on an idle one (a
 * timed-out test keeps running into the next one, so a ceiling too low turns
 * one slow test into two failures).
 */
const UNIT_TIMEOUT_MS = 60_000;
const WEB_TIMEOUT_MS = 60_000;
/**
 * The device's time zone in the web tests. The SPA shows an instant (a
 * sign-up, a request) as the viewer's own calendar day, so the expected day
 * depends on the zone: the machine's would make the tests pass in UTC and
 * the Americas and fail east of about UTC+8 (2026-09-03T15:04Z is already
 * September 4 in Tokyo). A US zone, as the campuses' (the demo school's).
 */
const WEB_TIME_ZONE = 'America/Chicago';
/**
 * `expect.poll` gives up after 1 s unless told otherwise (Vitest's default),
 * far below every other ceiling here (Playwright's 30 s per action, Testing
 * Library's 20 s in test/web/setup.ts): an e2e poll of what Chromium shows
 * (an image from the local S3 loaded, a count refreshed, focus returned)
 * failed whenever a loaded machine took longer than that second.
 */
const E2E_POLL_TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
          env: { TZ: WEB_TIME_ZONE },
          testTimeout: WEB_TIMEOUT_MS,
          hookTimeout: WEB_TIMEOUT_MS,
          // Each file gets fresh modules (mocks, module-level stores), as by default; said here because the setup relies on it.
          isolate: true,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/emulators.global.ts'],
          setupFiles: ['test/support/emulators.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/stack.global.ts'],
          setupFiles: ['test/support/stack.setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: E2E_POLL_TIMEOUT_MS } },
        },
      },
    ],
  },
});
