/**
 * Synthesizes the platform exactly as `cdk synth` does (same feature flags
 * from cdk.json, same cdk-nag checks, real esbuild bundling of every
 * feature), into a temporary directory. Each test file calls it once, in
 * beforeAll. Bundling every function (twice: CDK's bundle, then the split
 * build that replaces it) is nearly all of its time, so only a file that
 * reads the packages asks for it (`bundle: true`); the others skip asset
 * bundling as `cdk synth --no-staging`-style runs do (CDK's
 * `aws:cdk:bundling-stacks` context, empty), which leaves every resource and
 * property the assertions read as it is.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { REPO_ROOT } from '../../../infra/constructs/paths';
import { createPlatformApp } from '../../../infra/stacks/platform-app';
import type { PlatformStack, PlatformStackProps } from '../../../infra/stacks/platform-stack';

export interface Synthesized {
  stack: PlatformStack;
  template: Template;
  /** Removes the temporary cloud assembly. */
  cleanup: () => void;
}

/** The feature flags a real `cdk synth` passes (cdk.json `context`). */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/** Builds and synthesizes the platform app with extra context (deployer settings). */
export function synthPlatform(context: Record<string, string> = {}, props: PlatformStackProps = {}, options: { bundle?: boolean } = {}): Synthesized {
  const outdir = mkdtempSync(path.join(tmpdir(), 'cdk-test-'));
  const bundling = options.bundle ? {} : { [BUNDLING_STACKS]: [] };
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...bundling, ...context } });
  const { stack } = createPlatformApp(app, props);
  const template = Template.fromStack(stack);
  return { stack, template, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Every resource of a type, keyed by logical id. */
export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
