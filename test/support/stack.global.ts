/**
 * Vitest globalSetup of the e2e project: starts the whole local stack once
 * (`stack.ts`) and gives tests its URLs and demo accounts via `inject('stack')`.
 */
import type { TestProject } from 'vitest/node';
import { startTestStack } from './stack';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { stop, ...stack } = await startTestStack();
  project.provide('stack', stack);
  return stop;
}
