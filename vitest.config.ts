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
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
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
        },
      },
    ],
  },
});
