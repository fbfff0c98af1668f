import { existsSync } from 'node:fs';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Duration, Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** `/config.json`: what the SPA reads at start (same shape as the local API server serves). */
export interface SiteRuntimeConfig {
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  mediaBaseUrl: string;
  logoServiceUrl: string | null;
}

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The Vite build output (`web/dist`); when it does not exist only `config.json` is deployed. */
  distDir: string;
  config: SiteRuntimeConfig;
}

/**
 * Uploads the SPA and its runtime `config.json` (built from the stack's own
 * outputs) to the site bucket, then invalidates CloudFront.
 *
 * Two uploads: Vite's hashed `assets/` first, cached for a year; then
 * `index.html`, the other root files and `config.json`, always revalidated.
 * Nothing is pruned, so a tab still running the previous build can load its
 * chunks. Synth works before `npm run build:web` (then only the config is
 * uploaded).
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const hasBuild = existsSync(props.distDir);
    const shellSources: ISource[] = [Source.jsonData('config.json', props.config)];

    let assets: BucketDeployment | undefined;
    if (hasBuild) {
      assets = new BucketDeployment(this, 'Assets', {
        destinationBucket: props.bucket,
        sources: [Source.asset(props.distDir, { exclude: ['**', '!assets', '!assets/**'] })],
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        prune: false,
        memoryLimit: 512,
      });
      shellSources.unshift(Source.asset(props.distDir, { exclude: ['assets', 'assets/**'] }));
    }

    const shell = new BucketDeployment(this, 'Shell', {
      destinationBucket: props.bucket,
      sources: shellSources,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()],
      prune: false,
      memoryLimit: 512,
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);
    this.suppressDeploymentHandlerFindings();
  }

  /**
   * BucketDeployment's upload function is a singleton CDK creates at stack
   * level; its code and role are CDK's, not ours.
   */
  private suppressDeploymentHandlerFindings(): void {
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    NagSuppressions.addResourceSuppressions(
      handlers,
      [
        {
          id: 'AwsSolutions-L1',
          reason: 'CDK-managed BucketDeployment function: CDK pins its (Python) runtime, not us.',
        },
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK-managed BucketDeployment function: its role uses AWSLambdaBasicExecutionRole for its logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK-managed BucketDeployment function: it copies every object of the build from the CDK asset bucket into the site bucket (object wildcards) and invalidates the distribution (cloudfront:CreateInvalidation has no resource scoping in CDK).',
          appliesTo: [
            'Action::s3:GetBucket*',
            'Action::s3:GetObject*',
            'Action::s3:List*',
            'Action::s3:Abort*',
            'Action::s3:DeleteObject*',
            'Resource::*',
            { regex: '/^Resource::<BucketsSite[0-9A-F]+\\.Arn>\\/\\*$/' },
            // The CDK asset bucket of the stack's region (its partition and region known once the stack has one).
            { regex: '/^Resource::arn:(<AWS::Partition>|aws):s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-(<AWS::Region>|[a-z0-9-]+)\\/\\*$/' },
          ],
        },
      ],
      true,
    );
  }
}
