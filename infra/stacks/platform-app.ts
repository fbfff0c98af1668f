import { type App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EDGE_FIREWALL_REGION } from '../constructs/edge-firewall';
import { PlatformStack, type PlatformStackProps } from './platform-stack';

/** Name of the CloudFormation stack. */
export const STACK_NAME = 'GreekCampus';

/**
 * Adds the platform stack and the cdk-nag AwsSolutions checks to an app.
 * Used by infra/app.ts and by the infra tests, so both check the same thing.
 *
 * The stack's region is us-east-1 whatever the deployer's default region:
 * the site's web ACL (WAF scope CLOUDFRONT) and a custom domain's
 * certificate must be there, and one region keeps the user pool's web ACL,
 * the API and the data together (the account is the deployer's).
 */
export function createPlatformApp(app: App, props: PlatformStackProps = {}): { app: App; stack: PlatformStack } {
  const stack = new PlatformStack(app, STACK_NAME, {
    description: 'Greek campus platform: site, API, data',
    env: { region: EDGE_FIREWALL_REGION },
    ...props,
  });
  // Findings are reported as synth annotations: errors are printed, never thrown.
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { app, stack };
}
