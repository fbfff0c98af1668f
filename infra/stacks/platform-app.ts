import { type App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PlatformStack, type PlatformStackProps } from './platform-stack';

/** Name of the CloudFormation stack. */
export const STACK_NAME = 'GreekCampus';

/**
 * Adds the platform stack and the cdk-nag AwsSolutions checks to an app.
 * Used by infra/app.ts and by the infra tests, so both check the same thing.
 */
export function createPlatformApp(app: App, props: PlatformStackProps = {}): { app: App; stack: PlatformStack } {
  const stack = new PlatformStack(app, STACK_NAME, {
    description: 'Greek campus platform: site, API, data',
    ...props,
  });
  // Findings are reported as synth annotations: errors are printed, never thrown.
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { app, stack };
}
