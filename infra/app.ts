/**
 * The CDK app (`npm run synth`, `npm run deploy`): one environment-agnostic
 * stack, checked by cdk-nag's AwsSolutions rules. Configuration: see
 * infra/stacks/deploy-config.ts.
 */
import { App } from 'aws-cdk-lib';
import { createPlatformApp } from './stacks/platform-app';

createPlatformApp(new App()).app.synth();
