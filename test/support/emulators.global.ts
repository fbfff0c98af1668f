/**
 * Vitest globalSetup of the integration project: starts the emulators once
 * for the whole run and gives their endpoints to the test files
 * (`emulators.setup.ts` turns them into the handlers' environment).
 */
import type { TestProject } from 'vitest/node';
import { startTestEmulators, TEST_COGNITO_CODE } from './emulators';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await startTestEmulators();
  project.provide('emulators', { ...emulators.endpoints, cognitoCode: TEST_COGNITO_CODE });
  return () => emulators.stop();
}
