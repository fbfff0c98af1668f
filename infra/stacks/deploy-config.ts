/**
 * What a deployer configures, read from CDK context (`cdk deploy -c mailFrom=...`
 * or the `context` of `cdk.json`) or else from the environment. Nothing here
 * needs an AWS call, so `cdk synth` works offline with every value unset.
 *
 * | context key           | environment variable          | meaning |
 * |-----------------------|-------------------------------|---------|
 * | `mailFrom`            | `GC_MAIL_FROM`                | sender of every e-mail; a verified SES identity (address or its domain) |
 * | `feedbackTo`          | `GC_FEEDBACK_TO`              | inbox receiving Send Feedback messages |
 * | `domainName`          | `GC_DOMAIN_NAME`              | optional custom domain of the site (needs `certificateArn`) |
 * | `certificateArn`      | `GC_CERTIFICATE_ARN`          | ACM certificate in us-east-1 covering `domainName` |
 * | `logoServiceUrl`      | `GC_LOGO_SERVICE_URL`         | optional logo service base URL for the SPA (null: initials avatars) |
 * | `stripeSecretKey`     | `GC_STRIPE_SECRET_KEY_PARAM`  | name of the SSM SecureString holding the Stripe secret key |
 * | `stripeWebhookSecret` | `GC_STRIPE_WEBHOOK_SECRET_PARAM` | name of the SSM SecureString holding the Stripe webhook signing secret |
 * | `stripePublishableKey`| `GC_STRIPE_PUBLISHABLE_KEY`   | the Stripe publishable key (`pk_…`, public); unset: paid tickets cannot be sold |
 *
 * The two Stripe secrets are parameter *names*: the secrets never enter the
 * template, the payments function reads them at run time (CloudFormation
 * cannot resolve SecureStrings into a Lambda environment).
 */
import type { Node } from 'constructs';

export interface DeployConfig {
  mailFrom: string;
  feedbackTo: string;
  /** True when `mailFrom` was left at its placeholder (synth warns). */
  mailFromIsPlaceholder: boolean;
  domainName?: string;
  certificateArn?: string;
  logoServiceUrl: string | null;
  stripeSecretKeyParameter: string;
  stripeWebhookSecretParameter: string;
  /** Public Stripe key for Elements; undefined when Stripe is not configured (synth warns). */
  stripePublishableKey?: string;
}

const PLACEHOLDER_SENDER = 'no-reply@example.com';

function read(node: Node, key: string, envName: string): string | undefined {
  const fromContext: unknown = node.tryGetContext(key);
  if (typeof fromContext === 'string' && fromContext !== '') return fromContext;
  const fromEnv = process.env[envName];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}

/** Reads the deployer's configuration from context, then environment, then defaults. */
export function readDeployConfig(node: Node): DeployConfig {
  const mailFrom = read(node, 'mailFrom', 'GC_MAIL_FROM');
  const domainName = read(node, 'domainName', 'GC_DOMAIN_NAME');
  const certificateArn = read(node, 'certificateArn', 'GC_CERTIFICATE_ARN');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error('domainName and certificateArn must be set together (the certificate must be in us-east-1).');
  }
  return {
    mailFrom: mailFrom ?? PLACEHOLDER_SENDER,
    mailFromIsPlaceholder: mailFrom === undefined,
    feedbackTo: read(node, 'feedbackTo', 'GC_FEEDBACK_TO') ?? mailFrom ?? PLACEHOLDER_SENDER,
    domainName,
    certificateArn,
    logoServiceUrl: read(node, 'logoServiceUrl', 'GC_LOGO_SERVICE_URL') ?? null,
    stripeSecretKeyParameter: read(node, 'stripeSecretKey', 'GC_STRIPE_SECRET_KEY_PARAM') ?? '/greek-campus/stripe/secret-key',
    stripeWebhookSecretParameter:
      read(node, 'stripeWebhookSecret', 'GC_STRIPE_WEBHOOK_SECRET_PARAM') ?? '/greek-campus/stripe/webhook-secret',
    stripePublishableKey: read(node, 'stripePublishableKey', 'GC_STRIPE_PUBLISHABLE_KEY'),
  };
}
