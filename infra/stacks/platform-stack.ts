import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { FEATURES, type Feature } from '../../shared/api/routes';
import { QUEUES, type QueueConsumer } from '../../functions/lib/queue/queues';
import { ScheduledSweep } from '../constructs/scheduled-sweep';
import { CONSUMER_ACCESS, FEATURE_ACCESS, SCHEDULED_ACCESS, SCHEDULED_FEATURE, type FeatureAccess } from '../features';
import { PlatformBuckets } from '../constructs/buckets';
import { guardMediaBucket } from '../constructs/media-bucket-guard';
import { guardDocumentBucket } from '../constructs/document-bucket-guard';
import { CursorSecret } from '../constructs/cursor-secret';
import { DataTable } from '../constructs/data-table';
import { EdgeFirewall } from '../constructs/edge-firewall';
import { grantFeatureAccess } from '../constructs/feature-grants';
import { FeatureFunction } from '../constructs/feature-function';
import { API_STAGE, PlatformApi } from '../constructs/http-api';
import { repoPath } from '../constructs/paths';
import { SecurityHeaders } from '../constructs/security-headers';
import { SiteDeployment } from '../constructs/site-deployment';
import { SiteDistribution } from '../constructs/site-distribution';
import { TicketSecret } from '../constructs/ticket-secret';
import { UserDirectory } from '../constructs/user-directory';
import { UserPoolFirewall } from '../constructs/user-pool-firewall';
import { WorkQueue } from '../constructs/work-queue';
import { readDeployConfig } from './deploy-config';

/**
 * The construct id of each consumer's queue, which its CloudFormation logical
 * ids derive from. The work queue was first deployed for its first job,
 * receipts: a new id would replace the queue and its dead-letter queue on the
 * next deployment, losing the messages waiting in both, so the id stays
 * (test/infra/queues.test.ts holds it).
 */
export const QUEUE_CONSTRUCT_IDS: Record<QueueConsumer, string> = { jobs: 'ReceiptsQueue' };

export interface PlatformStackProps extends StackProps {
  /** The SPA build to deploy; default `web/dist` (absent before `npm run build:web`). */
  webDistDir?: string;
}

/** Public path of the media bucket through CloudFront (functions build photo URLs from it). */
const MEDIA_PATH = '/media';
/** Where CloudFront serves the school-logos bucket. */
const LOGO_PATH = '/logos';

/**
 * The whole platform in one stack: data (table, user pool, buckets), the
 * API (one Lambda per feature, one route per manifest entry), and the site
 * (CloudFront in front of the SPA, API and media, behind AWS WAF rate
 * limits). Deployed to us-east-1 (`createPlatformApp`): a CloudFront web ACL
 * can only live there.
 */
export class PlatformStack extends Stack {
  constructor(scope: Construct, id: string, props: PlatformStackProps = {}) {
    super(scope, id, props);
    const config = readDeployConfig(this.node);
    if (config.mailFromIsPlaceholder) {
      Annotations.of(this).addWarningV2(
        'greek-campus:mailFrom',
        'mailFrom is not set: e-mail is sent from no-reply@example.com, which SES will refuse. Set -c mailFrom=<verified sender>.',
      );
    }

    if (!config.stripePublishableKey) {
      Annotations.of(this).addWarningV2(
        'greek-campus:stripe',
        'stripePublishableKey is not set: paid tickets cannot be sold. Set -c stripePublishableKey=pk_... and store the secret key and webhook secret in SSM (README, Payments).',
      );
    }

    const table = new DataTable(this, 'Data').table;
    const ticketSecret = new TicketSecret(this, 'TicketSecret');
    const cursorSecret = new CursorSecret(this, 'CursorSecret');
    const users = new UserDirectory(this, 'Users');
    new UserPoolFirewall(this, 'UserPoolFirewall', { userPool: users.userPool });
    const siteOrigin = config.domainName ? `https://${config.domainName}` : undefined;
    const buckets = new PlatformBuckets(this, 'Buckets', { uploadOrigins: siteOrigin ? [siteOrigin] : ['*'] });

    const functions = {} as Record<Feature, FeatureFunction['fn']>;
    // Names and addresses every function may read (functions/lib/config.ts);
    // what a function may *do* with them is granted per feature below.
    const common = {
      MEDIA_BUCKET: buckets.eventMedia.bucketName,
      LOGO_BUCKET: buckets.schoolLogos.bucketName,
      DOCUMENT_BUCKET: buckets.documents.bucketName,
      MEDIA_BASE_URL: MEDIA_PATH,
      LOGO_BASE_URL: LOGO_PATH,
      ...(config.logoServiceUrl ? { LOGO_SERVICE_URL: config.logoServiceUrl } : {}),
      // Live tickets: a receipt links to the live ticket on the site.
      ...(siteOrigin ? { SITE_URL: siteOrigin } : {}),
      MAIL_FROM: config.mailFrom,
      FEEDBACK_TO: config.feedbackTo,
    };
    const grantTargets = {
      table,
      mediaBucket: buckets.eventMedia,
      logoBucket: buckets.schoolLogos,
      documentBucket: buckets.documents,
      mailFrom: config.mailFrom,
      feedbackTo: config.feedbackTo,
      stripeSecretKeyParameter: config.stripeSecretKeyParameter,
      stripeWebhookSecretParameter: config.stripeWebhookSecretParameter,
      stripePublishableKey: config.stripePublishableKey,
      ticketSecret: ticketSecret.deployTimeValue,
      cursorSecret: cursorSecret.deployTimeValue,
      userPool: users.userPool,
      queues: {} as Record<QueueConsumer, WorkQueue['queue']>,
    };
    const featureFunction = (feature: Feature | QueueConsumer | typeof SCHEDULED_FEATURE, access: FeatureAccess, kind: 'API feature' | 'Queue consumer' | 'Schedule') => {
      const fn = new FeatureFunction(this, `${pascalCase(feature)}${{ 'API feature': 'Feature', 'Queue consumer': 'Consumer', Schedule: 'Sweep' }[kind]}`, {
        feature,
        kind,
        environment: common,
        runtimeParameters: access.stripeSecrets,
      }).fn;
      const granted = grantFeatureAccess(this, fn, access, grantTargets);
      for (const [name, value] of Object.entries(granted)) fn.addEnvironment(name, value);
      return fn;
    };
    // Consumers and their queues first: the API features that send to them get their URLs.
    for (const definition of QUEUES) {
      const access = CONSUMER_ACCESS[definition.consumer];
      // A consumer that queues more work on its own queue (a cancelled event job's continuation) is granted it once the queue exists.
      const sendsToItself = access.sendsTo.includes(definition.consumer);
      const consumer = featureFunction(definition.consumer, { ...access, sendsTo: access.sendsTo.filter((c) => c !== definition.consumer) }, 'Queue consumer');
      const queue = new WorkQueue(this, QUEUE_CONSTRUCT_IDS[definition.consumer], { definition, consumer }).queue;
      grantTargets.queues[definition.consumer] = queue;
      if (sendsToItself) {
        queue.grantSendMessages(consumer);
        consumer.addEnvironment(definition.urlEnv, queue.queueUrl);
      }
    }
    for (const feature of FEATURES) functions[feature] = featureFunction(feature, FEATURE_ACCESS[feature], 'API feature');
    guardMediaBucket(buckets.eventMedia, functions.media.role!);
    guardDocumentBucket(buckets.documents, functions['party-packet'].role!);
    // Scheduled sweep: due work of every feature, every 5 minutes.
    new ScheduledSweep(this, 'Schedule', { fn: featureFunction(SCHEDULED_FEATURE, SCHEDULED_ACCESS, 'Schedule') });

    const api = new PlatformApi(this, 'Api', { functions, userPool: users.userPool, client: users.client });

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      uploadOrigins: [buckets.eventMedia, buckets.schoolLogos, buckets.documents].map((b) => `https://${b.bucketRegionalDomainName}`),
      logoServiceOrigin: config.logoServiceUrl ? new URL(config.logoServiceUrl).origin : undefined,
    });
    const site = new SiteDistribution(this, 'Site', {
      site: buckets.site,
      eventMedia: buckets.eventMedia,
      schoolLogos: buckets.schoolLogos,
      logs: buckets.logs,
      api: api.api,
      headers: headers.policy,
      webAclArn: new EdgeFirewall(this, 'EdgeFirewall').webAcl.attrArn,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
    });

    new SiteDeployment(this, 'SiteDeployment', {
      bucket: buckets.site,
      distribution: site.distribution,
      distDir: props.webDistDir ?? repoPath('web', 'dist'),
      config: {
        apiBase: `/${API_STAGE}`,
        region: this.region,
        userPoolId: users.userPool.userPoolId,
        userPoolClientId: users.client.userPoolClientId,
        mediaBaseUrl: MEDIA_PATH,
        logoServiceUrl: config.logoServiceUrl,
      },
    });

    const siteUrl = site.siteUrl(config.domainName);
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site' });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/${API_STAGE}`, description: 'The API through CloudFront' });
    new CfnOutput(this, 'ApiDirectUrl', { value: api.stage.url, description: 'The API stage on execute-api' });
    new CfnOutput(this, 'UserPoolId', { value: users.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: users.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: buckets.eventMedia.bucketName });
    new CfnOutput(this, 'LogoBucketName', { value: buckets.schoolLogos.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: buckets.site.bucketName });
  }
}

/** `party-events` → `PartyEvents` (construct ids, hence logical ids, of the feature). */
function pascalCase(feature: string): string {
  return feature
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
